// `make bench-bot-speed`: the computer's decisions per second natively and in WebAssembly, on the same requests, per game and level; and with --profiles, the speed and download size of the worker's wasm built for speed (opt-level 3, wasm-opt -O3) against size-first builds.
//
// The requests: computer/examples/bot-speed.rs writes a fixed set of think requests (views
// of seeded greedy games, levels 1–5, the node budget alone: no wall-clock cap), so both
// sides do exactly the same work. Native: that program answers them with
// `incerto_computer::handle` (cargo profile `worker`, the profile the app's worker is built
// with) and times each by its thread's CPU time. WebAssembly: this script loads the worker's
// own files (dist/computer.js + computer_bg.wasm, what `make build` ships) into Node's V8,
// gives them a stand-in for the worker's global scope (onmessage / postMessage) and sends
// the same JSON text, timed by the process's CPU time. Every wasm reply must equal the
// native one (step, nodes, depth, worlds, score): the same search, so nodes per second
// compare like for like.
//
// Rounds alternate native and wasm; each request's time is its fastest round (the least
// disturbed on a shared machine; the first wasm round also pays V8's tier-up to optimised
// code). CPU time rather than wall clock: on a loaded machine a thread waits for a CPU as
// long as it runs, and that wait says nothing about the code. A decision shorter than
// 25 ms is repeated (the same request, the same answer) until the repetitions add up to
// 25 ms and timed as their mean, so the clocks' granularity does not show.
//
// Usage: node scripts/bench-bot-speed.mjs [--rounds 3] [--levels 1,2,3,4,5] [--profiles] [--pkg] [--browser] [--dist dist]
//   --profiles  also build the worker's wasm with other profiles (cargo opt-level × wasm-opt
//               level, wasm-bindgen --target no-modules as Trunk does) into target/bot-bench/
//               and measure each, with its raw and gzip size.
//   --pkg       also the JS package's `Bot`, both builds (built by scripts/build-pkg.sh):
//               pkg/node (size first, the default entry) and pkg/fast/node
//               (`incerto-engine/fast`, speed first).
//   --browser   also the shipped worker in headless Chromium (wall clock: see runBrowser).

import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInThisContext } from 'node:vm';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const ROUNDS = Number(opt('--rounds', 3));
const DIST = opt('--dist', 'dist');
const OUT = 'target/bot-bench';
mkdirSync(OUT, { recursive: true });

const sh = (cmd, argv, env = {}) =>
  execFileSync(cmd, argv, { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env }, maxBuffer: 1 << 28 }).toString();

// --- the requests and the native side -------------------------------------------------

sh('cargo', ['build', '--quiet', '--profile', 'worker', '-p', 'incerto-computer', '--example', 'bot-speed']);
const NATIVE = 'target/worker/examples/bot-speed';
const ALL_REQUESTS = join(OUT, 'requests.jsonl');
sh(NATIVE, ['--write', ALL_REQUESTS]);
// --levels 1,2: only those levels' requests (a quicker run).
const LEVELS = opt('--levels', '1,2,3,4,5').split(',').map((n) => `level${n}`);
const lines = readFileSync(ALL_REQUESTS, 'utf8').trim().split('\n').filter((l) => LEVELS.includes(JSON.parse(l).level));
const REQUESTS = join(OUT, 'requests-run.jsonl');
writeFileSync(REQUESTS, lines.join('\n') + '\n');
const requests = lines.map((l) => JSON.parse(l));

function runNative() {
  return sh(NATIVE, ['--run', REQUESTS])
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l))
    .map((r) => ({ wallMs: r.wallMs, cpuMs: r.cpuMs, reply: r.reply, nodes: JSON.parse(r.reply).outcome.step.nodes }));
}

// --- the worker's wasm in Node -----------------------------------------------------------

/**
 * Loads a worker build (`computer.js` + `computer_bg.wasm` in `dir`) as the browser would
 * run it in a worker: its glue script, its `main` (which installs `onmessage` on the global
 * scope and posts `ready`), then requests as message events.
 */
// What the workers post. One sink for all builds: each build's `main` posts through the
// global scope's postMessage as it is when the message is sent.
let posted = [];
globalThis.postMessage = (m) => posted.push(m);

function loadWorker(dir) {
  posted = [];
  const glue = readFileSync(join(dir, 'computer.js'), 'utf8');
  // In a function, so several builds' `let wasm_bindgen` do not collide.
  const wasmBindgen = runInThisContext(`(() => {${glue}\n;return wasm_bindgen;})()`, { filename: join(dir, 'computer.js') });
  wasmBindgen.initSync({ module: readFileSync(join(dir, 'computer_bg.wasm')) });
  const onmessage = globalThis.onmessage;
  if (typeof onmessage !== 'function' || !posted.some((m) => JSON.parse(m).outcome === 'ready')) {
    throw new Error(`${dir}: the worker did not start`);
  }
  globalThis.onmessage = undefined;
  return (text) => {
    posted = [];
    onmessage({ data: text });
    if (posted.length !== 1) throw new Error(`${dir}: ${posted.length} replies to one request`);
    return posted[0];
  };
}

/**
 * The JS package's `Bot` (a Node build of `make pkg` in `dir`) on the same views: a bot per
 * request with the request's level and seed. Its seeds are drawn differently from the
 * worker's, so its steps and node counts differ a little; nodes per second still compare.
 */
function loadPkg(dir) {
  const { Bot } = createRequire(import.meta.url)(`../${dir}/incerto_engine.js`);
  return (text) => {
    const { think } = JSON.parse(text).job;
    // The seed as written (a u64: as a JS number it would lose its low bits).
    const seed = text.match(/"seed":(\d+)/)[1];
    const answer = new Bot(think.level, seed).step(think.view);
    return JSON.stringify({ outcome: { step: answer } });
  };
}

/** As the native side: a short decision is timed over repetitions adding up to this. */
const MIN_MS = 25;

function runWasm(send) {
  return requests.map((q) => {
    const time = (reps) => {
      const cpu = process.cpuUsage();
      const wall = performance.now();
      let reply;
      for (let k = 0; k < reps; k++) reply = send(q.text);
      const wallMs = (performance.now() - wall) / reps;
      const c = process.cpuUsage(cpu);
      return { wallMs, cpuMs: (c.user + c.system) / 1000 / reps, reps, reply, nodes: JSON.parse(reply).outcome.step.nodes };
    };
    const once = time(1);
    return once.cpuMs >= MIN_MS ? once : time(Math.min(10_000, Math.ceil(MIN_MS / Math.max(once.cpuMs, 0.01))));
  });
}

// --- the same in Chromium -------------------------------------------------------------------

/**
 * The shipped worker (`${DIST}/computer_loader.js`) in headless Chromium, as the app starts
 * it: each request posted, its reply awaited. Browsers give a page no CPU clock, so the time
 * is the reply's own `ms` (the worker's wall clock, from reading the request to the
 * answer), compared with native wall-clock time; short decisions repeat as above.
 */
async function runBrowser(page) {
  return page.evaluate(
    async ({ texts, minMs }) => {
      const worker = new Worker('computer_loader.js');
      let resolve;
      worker.onmessage = (e) => resolve(e.data);
      const next = () => new Promise((r) => (resolve = r));
      const ready = JSON.parse(await next());
      if (ready.outcome !== 'ready') throw new Error(`the worker said ${JSON.stringify(ready)}`);
      const ask = async (text) => {
        const answer = next();
        worker.postMessage(text);
        return answer;
      };
      const out = [];
      for (const text of texts) {
        let reply = await ask(text);
        let total = JSON.parse(reply).outcome.step.ms;
        let reps = 1;
        if (total < minMs) {
          reps = Math.min(10_000, Math.ceil(minMs / Math.max(total, 0.01)));
          total = 0;
          for (let k = 0; k < reps; k++) {
            reply = await ask(text);
            total += JSON.parse(reply).outcome.step.ms;
          }
        }
        out.push({ wallMs: total / reps, reps, reply, nodes: JSON.parse(reply).outcome.step.nodes });
      }
      worker.terminate();
      return out;
    },
    { texts: requests.map((q) => q.text), minMs: MIN_MS },
  );
}

// --- the builds compared ------------------------------------------------------------------

const size = (file) => {
  const bytes = readFileSync(file);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};

/** The worker built with cargo opt-level `level` and wasm-opt `-O<wasmOpt>`, as Trunk does. */
function build(level, wasmOpt) {
  const dir = join(OUT, `opt-${level}-wasm-opt-O${wasmOpt}`);
  // The profile `worker` (Cargo.toml) with its opt-level overridden, in a target directory
  // of its own so the app's build cache is left as it is.
  const target = join(OUT, `cargo-${level}`);
  sh('cargo', ['build', '--quiet', '-p', 'incerto-computer', '--bin', 'computer', '--target', 'wasm32-unknown-unknown', '--profile', 'worker'], {
    CARGO_PROFILE_WORKER_OPT_LEVEL: String(level),
    CARGO_TARGET_DIR: target,
  });
  mkdirSync(dir, { recursive: true });
  sh('wasm-bindgen', ['--target=no-modules', `--out-dir=${dir}`, '--out-name=computer', '--no-typescript', join(target, 'wasm32-unknown-unknown/worker/computer.wasm')]);
  const wasm = join(dir, 'computer_bg.wasm');
  sh('wasm-opt', [`--output=${wasm}`, `-O${wasmOpt}`, wasm]);
  return { name: `opt-level ${level}, wasm-opt -O${wasmOpt}`, dir };
}

const builds = [{ name: `${DIST}/ (make build: opt-level 3, wasm-opt -O3)`, dir: DIST }];
if (args.includes('--profiles')) {
  for (const [level, wasmOpt] of [[3, 3], [3, 'z'], ['s', 's'], ['z', 'z']]) {
    process.stderr.write(`building opt-level ${level}, wasm-opt -O${wasmOpt}…\n`);
    builds.push(build(level, wasmOpt));
  }
}
if (args.includes('--pkg')) {
  sh('scripts/build-pkg.sh', []);
  builds.push({ name: 'the JS package (pkg/node: release profile, opt-level z, wasm-opt -Oz), `new Bot(level, seed).step(view)`', dir: 'pkg/node', pkg: true });
  builds.push({ name: 'the JS package, `incerto-engine/fast` (pkg/fast/node: worker profile, opt-level 3, wasm-opt -O3), the same', dir: 'pkg/fast/node', pkg: true });
}
// A build byte for byte the same as dist/'s is measured once (it shows that this script
// builds the worker as Trunk does).
for (const b of builds.slice(1)) {
  if (!b.pkg && readFileSync(join(b.dir, 'computer_bg.wasm')).equals(readFileSync(join(DIST, 'computer_bg.wasm')))) {
    console.log(`${b.name}: computer_bg.wasm is byte for byte ${DIST}/computer_bg.wasm; measured once, as ${DIST}/.`);
    b.skip = true;
  }
}
builds.splice(0, builds.length, ...builds.filter((b) => !b.skip));
for (const b of builds) {
  b.send = b.pkg ? loadPkg(b.dir) : loadWorker(b.dir);
  b.size = size(join(b.dir, b.pkg ? 'incerto_engine_bg.wasm' : 'computer_bg.wasm'));
  b.rounds = [];
}

// --- rounds ---------------------------------------------------------------------------------

let chromium;
if (args.includes('--browser')) {
  const { launchBrowser } = await import('../tests/e2e/helpers.mjs');
  const { startServer } = await import('../tests/server.mjs');
  const browser = await launchBrowser();
  const server = await startServer({ root: DIST, base: '/' });
  const page = await browser.newPage();
  // Any page of the server's origin can start the worker; this one runs nothing else.
  await page.goto(`${server.url}manifest.json`);
  chromium = { browser, server, page, rounds: [] };
}

const nativeRounds = [];
for (let r = 0; r < ROUNDS; r++) {
  process.stderr.write(`round ${r + 1}/${ROUNDS}: native…`);
  nativeRounds.push(runNative());
  for (const b of builds) {
    process.stderr.write(` ${b.dir}…`);
    b.rounds.push(runWasm(b.send));
  }
  if (chromium) {
    process.stderr.write(' chromium…');
    chromium.rounds.push(await runBrowser(chromium.page));
  }
  process.stderr.write('\n');
}
if (chromium) {
  await chromium.browser.close();
  await chromium.server.close();
}

// The same search on both sides: every reply but its own time must match.
const same = (reply) => {
  const o = JSON.parse(reply);
  if (o.outcome.step) delete o.outcome.step.ms;
  return JSON.stringify(o);
};
const checked = builds.filter((b) => !b.pkg);
if (chromium) checked.push({ dir: `chromium ${DIST}`, rounds: chromium.rounds });
for (const b of checked) {
  const differ = requests.filter((_, i) => b.rounds.some((round) => same(round[i].reply) !== same(nativeRounds[0][i].reply)));
  if (differ.length) {
    console.error(`${b.dir}: ${differ.length} replies differ from native, e.g. ${differ[0].text.slice(0, 80)}…`);
    process.exitCode = 1;
  }
}

// --- the table -------------------------------------------------------------------------------

const best = (rounds, i, key) => Math.min(...rounds.map((round) => round[i][key]));
const sum = (idx, f) => idx.reduce((s, i) => s + f(i), 0);

function row(label, idx) {
  const n = sum(idx, (i) => nativeRounds[0][i].nodes);
  const native = idx.reduce((s, i) => s + best(nativeRounds, i, 'cpuMs'), 0);
  const cells = [label, idx.length, Math.round(n / idx.length).toLocaleString('en'), (native / idx.length).toFixed(1), Math.round(n / native).toLocaleString('en')];
  for (const b of builds) {
    const wasm = sum(idx, (i) => best(b.rounds, i, 'cpuMs'));
    const rate = sum(idx, (i) => b.rounds[0][i].nodes) / wasm;
    cells.push((wasm / idx.length).toFixed(1), Math.round(rate).toLocaleString('en'), (rate / (n / native)).toFixed(2));
  }
  return `| ${cells.join(' | ')} |`;
}

const head = ['game, level', 'views', 'nodes per decision', 'native ms', 'native k nodes/s'];
builds.forEach((b, k) => head.push(`wasm${k || ''} ms`, `wasm${k || ''} k nodes/s`, `wasm${k || ''} / native`));
console.log(`Requests: ${requests.length} (${REQUESTS}); ${ROUNDS} rounds; CPU ms per decision, fastest round.`);
builds.forEach((b, k) => console.log(`wasm${k || ''}: ${b.name}, wasm ${b.size.raw.toLocaleString('en')} bytes, gzip -9 ${b.size.gzip.toLocaleString('en')}`));
console.log();
console.log(`| ${head.join(' | ')} |`);
console.log(`| ${head.map((_, k) => (k ? '---:' : '---')).join(' | ')} |`);
const all = requests.map((_, i) => i);
for (const variant of [...new Set(requests.map((q) => q.variant))]) {
  for (const level of [...new Set(requests.map((q) => q.level))]) {
    console.log(row(`${variant} ${level}`, all.filter((i) => requests[i].variant === variant && requests[i].level === level)));
  }
}
console.log(row('**all**', all));

if (chromium) {
  // Wall clock on both sides: the worker's own clock in Chromium, the thread's in native.
  console.log(`\nChromium (${chromium.browser.version()}), the worker of ${DIST}/, wall-clock ms per decision (fastest round) against native wall clock:\n`);
  console.log('| game, level | native wall ms | chromium wall ms | chromium k nodes/s | chromium / native |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  const line = (label, idx) => {
    const n = sum(idx, (i) => nativeRounds[0][i].nodes);
    const native = sum(idx, (i) => best(nativeRounds, i, 'wallMs'));
    const web = sum(idx, (i) => best(chromium.rounds, i, 'wallMs'));
    console.log(`| ${label} | ${(native / idx.length).toFixed(1)} | ${(web / idx.length).toFixed(1)} | ${Math.round(n / web).toLocaleString('en')} | ${(native / web).toFixed(2)} |`);
  };
  for (const variant of [...new Set(requests.map((q) => q.variant))]) {
    for (const level of [...new Set(requests.map((q) => q.level))]) {
      line(`${variant} ${level}`, all.filter((i) => requests[i].variant === variant && requests[i].level === level));
    }
  }
  line('**all**', all);
}
// Wall-clock for reference (includes waiting for a CPU on a shared machine).
const wall = (rounds) => all.reduce((s, i) => s + best(rounds, i, 'wallMs'), 0);
console.log(`\nWall clock, all requests, fastest rounds: native ${Math.round(wall(nativeRounds))} ms; ${builds.map((b, k) => `wasm${k || ''} ${Math.round(wall(b.rounds))} ms`).join('; ')}.`);
writeFileSync(join(OUT, 'results.json'), JSON.stringify({ requests: requests.length, native: nativeRounds, builds: builds.map(({ name, dir, size: s, rounds }) => ({ name, dir, size: s, rounds })) }));
