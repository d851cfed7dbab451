// `make bench-load`: how long a visitor on a slow phone waits, first visit and repeat visit, measured in headless Chromium on a throttled network ("Fast 3G") and CPU (4x slower); figures for BENCHMARKS.md.
//
// dist/ is served gzip-compressed (as static hosts do) on 127.0.0.1. Each run is a fresh
// browser profile; Chromium's devtools protocol throttles the page:
// - network: DevTools' "Fast 3G" preset (its constants: 562.5 ms latency, 180,000 B/s
//   down, 84,375 B/s up);
// - CPU: Emulation.setCPUThrottlingRate 4.
// It opens a game against the computer by link and records, from the start of navigation:
// - first paint (the loading state of index.html),
// - app: the app has mounted (the play screen is in the DOM),
// - board: the board takes input (`[data-testid=board].interactive`),
// - bytes: what came over the network (encoded, so after gzip).
// "repeat" loads the page again in the same profile once the service worker has cached the
// build: everything comes from the cache.
//
// Usage: node scripts/bench-load.mjs [--runs 5] [--dist dist] [--check]. Prints the median
// of the runs and each run. With --check it fails when the first visit's median time to a
// playable board is over TARGET_MS (a target for this script, not a timed test: the CPU
// share of the figure moves with the machine's load). The download budgets are checked
// by `make size`.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../tests/server.mjs';
import { launchPersistentContext } from '../tests/e2e/helpers.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const RUNS = Number(opt('--runs', 5));
const CHECK = args.includes('--check');
/** First visit, navigation start to a board that takes input, median. */
const TARGET_MS = 5000;
const DIST = opt('--dist', 'dist');

const FAST_3G = { offline: false, latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 };
const CPU_SLOWDOWN = 4;
const ROUTE = '#/play?variant=incerto&seed=3&opponent=computer&side=white';

/** Records, in the page's own clock, when the app mounts and when the board takes input. */
function watchMilestones() {
  window.__milestones = {};
  const seen = () => {
    const m = window.__milestones;
    if (m.app === undefined && document.querySelector('[data-testid=play]')) m.app = performance.now();
    if (m.board === undefined && document.querySelector('[data-testid=play] [data-testid=board].interactive')) m.board = performance.now();
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
}

async function throttle(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  let bytes = 0;
  cdp.on('Network.loadingFinished', (e) => (bytes += e.encodedDataLength));
  return { cdp, bytes: () => bytes };
}

async function visit(context, page, url) {
  const { cdp, bytes } = await throttle(context, page);
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForFunction(() => window.__milestones?.board !== undefined, null, { timeout: 120_000, polling: 100 });
  const times = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    ...window.__milestones,
  }));
  await cdp.detach();
  return { ...times, bytes: bytes() };
}

async function run(url) {
  const profile = mkdtempSync(join(tmpdir(), 'incerto-bench-'));
  const context = await launchPersistentContext(profile, { viewport: { width: 412, height: 915 } });
  try {
    await context.addInitScript(watchMilestones);
    const page = context.pages()[0] ?? (await context.newPage());
    const first = await visit(context, page, url);
    // Let the service worker take the whole build, unthrottled, then come back.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      while (!navigator.serviceWorker.controller) await new Promise((r) => setTimeout(r, 50));
    });
    const second = await context.newPage();
    await page.close();
    const repeat = await visit(context, second, url);
    return { first, repeat };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const ms = (x) => `${Math.round(x)}`.padStart(7);

const server = await startServer({ root: DIST, base: '/', gzip: true });
try {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    runs.push(await run(server.url + ROUTE));
    process.stderr.write(`run ${i + 1}/${RUNS} done\n`);
  }
  console.log(`Fast 3G (562.5 ms, 180,000 B/s down) + CPU ${CPU_SLOWDOWN}x slower; ${ROUTE}; median of ${RUNS} runs (ms from navigation start)`);
  console.log(`${'visit'.padEnd(8)} ${'paint'.padStart(7)} ${'app'.padStart(7)} ${'board'.padStart(7)} ${'bytes'.padStart(9)}`);
  for (const kind of ['first', 'repeat']) {
    const pick = (k) => median(runs.map((r) => r[kind][k]));
    console.log(`${kind.padEnd(8)} ${ms(pick('paint'))} ${ms(pick('app'))} ${ms(pick('board'))} ${String(pick('bytes')).padStart(9)}`);
  }
  console.log('each run (first visit board, repeat visit board):', runs.map((r) => `${Math.round(r.first.board)}/${Math.round(r.repeat.board)}`).join(' '));
  const first = median(runs.map((r) => r.first.board));
  const verdict = first <= TARGET_MS ? 'ok' : 'OVER TARGET';
  console.log(`first visit: a playable board after ${Math.round(first)} ms; target ${TARGET_MS} ms: ${verdict}`);
  if (CHECK && first > TARGET_MS) process.exitCode = 1;
} finally {
  await server.close();
}
