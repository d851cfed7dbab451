// Browser test: a game against level 5, the strongest computer, whose decisions take at most the level's wall-clock cap + 100 ms (p95), measured on the page from request to answer.
//
// Bounded by design, not by the machine's speed: each search stops at its node budget or
// at the cap (the worker polls its clock every 1,024 nodes), so a slow or loaded machine
// makes the computer play weaker moves, never later ones. The 100 ms cover what lies
// outside the search's clock: reading the request in the worker, the last nodes before the
// poll, and the answer's way back to the page. The worker's start (its wasm loading, once
// per game, while the person plays their first move) is not a decision: the test waits
// for it before it moves.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { E2E_SEED, openPage, rng, useApp, waitForTurn } from './app-helpers.mjs';
import { levelCaps, percentile, playUntilDecisions, watchWorker, workerAnswers, workerReady } from './computer-time.mjs';

const app = useApp();

/** Computer decisions to time: six Incerto turns (a selection and a move each). */
const DECISIONS = 12;

test(`level 5: p95 of the computer's decision time within its cap + 100 ms over ${DECISIONS} decisions`, { timeout: 120_000 }, async () => {
  const cap = levelCaps()[5];
  const { page, problems } = await openPage(app.browser);
  await watchWorker(page);
  await page.goto(`${app.server.url}#/play?variant=incerto&seed=31&opponent=computer&side=white&level=5`);
  assert.equal(await waitForTurn(page), 'turn');
  await workerReady(page);
  // A game may end before enough decisions are timed (a change to the bot can make it
  // shorter): then its deal is played again ("Replay the same shuffle"), on the same page
  // and worker, until they are.
  const random = rng(E2E_SEED + 31);
  let made = await playUntilDecisions(page, 'white', random, DECISIONS);
  for (let games = 1; made.length < DECISIONS && games < 5; games++) {
    await page.getByTestId('replay-deal').click();
    assert.equal(await waitForTurn(page), 'turn');
    made = await playUntilDecisions(page, 'white', random, DECISIONS);
  }
  const times = made.map((d) => d.duration);
  const inWorker = await workerAnswers(page);
  const p95 = percentile(times, 95);
  console.log(
    `# level 5 (cap ${cap} ms): ${times.length} decisions, p95 ${Math.round(p95)} ms, max ${Math.round(Math.max(...times))} ms; ` +
      `page ${times.map(Math.round).join(' ')}; worker ${inWorker.map((a) => Math.round(a.ms) + (a.capped ? ' (capped)' : '')).join(' ')}`,
  );
  // Enough decisions were timed, all of them level 5's.
  assert.ok(times.length >= DECISIONS, `${times.length} decisions`);
  assert.ok(made.every((d) => d.level === 'level5'), JSON.stringify(made));
  assert.equal(inWorker.length, times.length, 'one worker answer per decision');
  assert.ok(p95 <= cap + 100, `p95 ${p95} ms > ${cap} + 100 ms: ${times.join(' ')}`);
  assert.deepEqual(problems, []);
  await page.close();
});
