// `make bench-bot`: how long the computer takes per decision in the browser, per level 1–5 and game: headless Chromium plays the app against each level and reads the app's own timing of each decision (request to answer, User Timing entries); p50, p95 and max against the level's wall-clock cap.
//
// Each level's node budget decides the step and its cap bounds the wait (the search stops
// at whichever comes first). On a fast machine the budget ends the search well inside the
// cap; where the p95 comes close to the cap, the cap is what stopped it, and the level
// plays weaker there than natively. dist/ must be built (`make build`).
//
// Page times run from the app's request to the answer on the page (main thread); "worker"
// is the worker's own clock for the same decision, and "capped" counts the decisions the
// cap stopped. Each game waits for the worker to start before the person's first move.
//
// Usage: node scripts/bench-bot.mjs [--decisions 12] [--levels 1,2,3,4,5] [--variants incerto,hidden-random,hidden-chess]

import { launchBrowser, openPage, serveDist } from '../tests/e2e/helpers.mjs';
import { rng, E2E_SEED } from '../tests/e2e/app-helpers.mjs';
import { levelCaps, percentile, playUntilDecisions, watchWorker, workerAnswers, workerReady } from '../tests/e2e/computer-time.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const DECISIONS = Number(opt('--decisions', 12));
const LEVELS = opt('--levels', '1,2,3,4,5').split(',').map(Number);
const VARIANTS = opt('--variants', 'incerto,hidden-random,hidden-chess').split(',');

const caps = levelCaps();
const browser = await launchBrowser();
const server = await serveDist('/');
const rows = [];
try {
  for (const level of LEVELS) {
    const all = [];
    const allWorker = [];
    for (const variant of VARIANTS) {
      // A few games if one ends before enough decisions are timed.
      const times = [];
      const worker = [];
      for (let game = 0; times.length < DECISIONS && game < 5; game++) {
        const seed = 100 * level + 10 * VARIANTS.indexOf(variant) + game;
        const { page, problems } = await openPage(browser);
        await watchWorker(page);
        await page.goto(`${server.url}#/play?variant=${variant}&seed=${seed}&opponent=computer&side=white&level=${level}`);
        await page.getByTestId('play').waitFor();
        await workerReady(page);
        const made = await playUntilDecisions(page, 'white', rng(E2E_SEED + seed), DECISIONS - times.length);
        times.push(...made.map((d) => d.duration));
        worker.push(...(await workerAnswers(page)));
        if (problems.length) console.error(`level ${level} ${variant}: ${problems.join('; ')}`);
        await page.close();
      }
      process.stderr.write(`level ${level} ${variant}: ${times.map(Math.round).join(' ')}\n`);
      rows.push({ label: `${level} ${variant}`, level, times, worker });
      all.push(...times);
      allWorker.push(...worker);
    }
    rows.push({ label: `**${level} all**`, level, times: all, worker: allWorker });
  }
} finally {
  await browser.close();
  await server.close();
}

console.log(`| level, game | cap ms | decisions | p50 ms | p95 ms | max ms | p95 ≤ cap + 100 | worker p95 ms | capped |`);
console.log(`| --- | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: |`);
let fail = false;
for (const { label, level, times, worker } of rows) {
  const p95 = percentile(times, 95);
  const ok = p95 <= caps[level] + 100;
  fail ||= !ok;
  const ms = (p) => Math.round(percentile(times, p));
  const w95 = Math.round(percentile(worker.map((a) => a.ms), 95));
  const capped = worker.filter((a) => a.capped).length;
  console.log(`| ${label} | ${caps[level]} | ${times.length} | ${ms(50)} | ${ms(95)} | ${ms(100)} | ${ok ? 'yes' : '**no**'} | ${w95} | ${capped} |`);
}
process.exitCode = fail ? 1 : 0;
