// `make bench-review`: the post-game analysis of a 40-move game (80 actions) of each game, both sides and each lens, natively (`incerto review`, profile fast = opt-level 3) and in the analysis worker's WebAssembly (built as Trunk builds a worker: profile analysis, opt-level "s", wasm-opt -Os), with the same lines from both.
//
// The games: level-2 bots of the JS package (pkg/node) from fixed seeds, the first game of
// each that lasts 80 actions, resigned there; so every run analyses the same records.
// Native: CPU time of the process (bash's `time`, user + sys). WebAssembly: the worker's
// own glue and wasm loaded into Node's V8 with a stand-in for its global scope, the job
// sent as the page sends it, timed by this process's CPU time (Node is single-threaded
// here, as a worker is). CPU time rather than wall clock: the machine is shared.
//
// Usage: node scripts/bench-review.mjs [--levels 3] [--dist <dir with analysis.js and analysis_bg.wasm>]

import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInThisContext } from 'node:vm';

const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const LEVELS = opt('--levels', '3').split(',').map(Number);
const OUT = 'target/review-bench';
mkdirSync(OUT, { recursive: true });
const sh = (cmd, argv, env = {}) =>
  execFileSync(cmd, argv, { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env }, maxBuffer: 1 << 28 }).toString();

// --- the records ---------------------------------------------------------------------------
const { Game, Bot } = createRequire(import.meta.url)('../pkg/node/incerto_engine.js');
const records = {};
for (const variant of ['incerto', 'hidden-random', 'hidden-chess']) {
  for (let seed = 1; !records[variant]; seed++) {
    const game = new Game(variant, BigInt(seed));
    const bots = { white: new Bot('level2', 1n), black: new Bot('level2', 2n) };
    while (!game.status().over && game.status().plies < 80) game.applyStep(bots[game.turn].step(game.view(game.turn)).step);
    if (game.status().plies < 80) continue;
    if (!game.status().over) game.resign(game.turn);
    records[variant] = game.record();
    writeFileSync(join(OUT, `${variant}.json`), records[variant]);
  }
}

// --- native --------------------------------------------------------------------------------
sh('cargo', ['build', '--quiet', '--profile', 'fast', '-p', 'incerto-engine', '--bin', 'incerto']);
function native(variant, lens, level) {
  const file = join(OUT, `${variant}.json`);
  const cmd = `TIMEFORMAT='%U %S'; { time target/fast/incerto review ${file} --lens ${lens} --level ${level} > ${OUT}/native.txt; } 2>&1`;
  const [user, sys] = sh('bash', ['-c', cmd]).trim().split(/\s+/).map(Number);
  return { ms: (user + sys) * 1000, text: readFileSync(join(OUT, 'native.txt'), 'utf8') };
}

// --- the worker's wasm ---------------------------------------------------------------------
// The analysis worker as Trunk builds a worker (wasm-bindgen --target no-modules), with its
// cargo profile `analysis` (opt-level "s") and wasm-opt -Os; or a --dist that holds one.
let dir = opt('--dist', null);
if (!dir) {
  dir = join(OUT, 'worker');
  const target = join(OUT, 'cargo');
  sh('cargo', ['build', '--quiet', '-p', 'incerto-computer', '--bin', 'analysis', '--target', 'wasm32-unknown-unknown', '--profile', 'analysis'], { CARGO_TARGET_DIR: target });
  mkdirSync(dir, { recursive: true });
  sh('wasm-bindgen', ['--target=no-modules', `--out-dir=${dir}`, '--out-name=analysis', '--no-typescript', join(target, 'wasm32-unknown-unknown/analysis/analysis.wasm')]);
  sh('wasm-opt', [`--output=${join(dir, 'analysis_bg.wasm')}`, '-Os', join(dir, 'analysis_bg.wasm')]);
}
let posted = [];
globalThis.postMessage = (m) => posted.push(m);
const glue = readFileSync(join(dir, 'analysis.js'), 'utf8');
const wasmBindgen = runInThisContext(`(() => {${glue}\n;return wasm_bindgen;})()`, { filename: join(dir, 'analysis.js') });
wasmBindgen.initSync({ module: readFileSync(join(dir, 'analysis_bg.wasm')) });
const onmessage = globalThis.onmessage;
const VERSION = JSON.parse(posted[0]).version;
function wasm(variant, lens, level) {
  posted = [];
  const job = { review: { record: JSON.parse(records[variant]), side: 'both', lens, level } };
  const t0 = process.cpuUsage();
  onmessage({ data: JSON.stringify({ version: VERSION, id: 1, job }) });
  const t = process.cpuUsage(t0);
  const replies = posted.map((m) => JSON.parse(m).outcome);
  const answer = replies.at(-1).review;
  if (!answer) throw new Error(JSON.stringify(replies.at(-1)));
  const progress = replies.filter((r) => r.progress).length;
  return { ms: (t.user + t.system) / 1000, text: answer.text, progress };
}

console.log('| game | level | lens | lines | native CPU s | wasm CPU s | wasm / native |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
const totals = {};
for (const level of LEVELS) {
  for (const variant of Object.keys(records)) {
    for (const lens of ['view', 'all']) {
      const n = native(variant, lens, level);
      const w = wasm(variant, lens, level);
      if (n.text !== w.text) throw new Error(`${variant} ${lens} level ${level}: native and wasm lines differ`);
      const lines = n.text.trim().split('\n').length - 1;
      const key = `${variant} level ${level}`;
      totals[key] = (totals[key] ?? 0) + w.ms;
      console.log(`| ${variant} | ${level} | ${lens} | ${lines} (${w.progress} progress) | ${(n.ms / 1000).toFixed(2)} | ${(w.ms / 1000).toFixed(2)} | ${(w.ms / n.ms).toFixed(2)} |`);
    }
  }
}
for (const [key, ms] of Object.entries(totals)) console.log(`both lenses, ${key}: ${(ms / 1000).toFixed(1)} s of wasm CPU`);
