// Browser test: a link over an unfinished game asks "Leave the current game?" and keeps that game (resumable from the new-game screen); a link to the deal of an unfinished game brings that game back instead of dealing it again.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useApp, E2E_SEED, openApp, playRoute, readBoard, clickSquare, playTurn, waitForTurn,
  present, rng, screenshot,
} from './app-helpers.mjs';

const app = useApp();

/** Follow a link inside the open page, as a click on a link or a pasted address would. */
async function follow(page, hash) {
  await page.evaluate((h) => { location.hash = h; }, hash);
}

/** The Incerto game of this test: a2 picked up, so its identity has been seen. */
async function a2Disc(page) {
  const board = await readBoard(page);
  assert.equal(board.files, 6, 'the Incerto game is on screen');
  assert.deepEqual(board.overlays.selected, ['a2'], 'a2 is still picked up');
  return board.discs.find((d) => d.square === 'a2').role;
}

test('a link over an unfinished game asks first, and the game is kept', { timeout: 90_000 }, async () => {
  const random = rng(E2E_SEED + 50);
  const incerto = playRoute('incerto', 4141);
  const other = playRoute('hidden-chess', 99);
  const { page, problems } = await openApp(app.browser, app.server, incerto);
  await waitForTurn(page);
  await clickSquare(page, 'a2');
  const role = await a2Disc(page);
  assert.ok(role, 'a2 was revealed to White');

  // The link: the question, and the game untouched behind it; the link's seed is gone.
  await follow(page, other);
  const ask = page.getByTestId('leave-ask');
  await ask.waitFor();
  assert.match(await ask.textContent(), /Leave the current game\?/);
  assert.match(await ask.textContent(), /Hidden Chess/, 'it names what the link asks for');
  await page.waitForFunction(() => !location.href.includes('seed='));
  assert.equal(await a2Disc(page), role);
  await screenshot(page, 'app-leave-ask');
  await page.getByTestId('leave-stay').click();
  await ask.waitFor({ state: 'detached' });
  assert.equal(await a2Disc(page), role, 'keep playing: the same game, the same selection');

  // Again, and leave: the new game starts, the old one is kept.
  await follow(page, other);
  await page.getByTestId('leave-confirm').click();
  await page.waitForFunction(() => document.querySelector('[data-testid=board]')?.dataset.files === '8');
  assert.equal(await page.locator('[data-testid=moves] li').count(), 0);
  assert.match(await page.getByTestId('notice').last().textContent(), /kept/);
  await page.getByTestId('new').click();
  const kept = page.getByTestId('kept-game');
  assert.equal(await kept.count(), 1);
  assert.match(await kept.textContent(), /^Incerto · against the computer \(White\) · moves: 0/);
  assert.doesNotMatch(await page.getByTestId('kept').textContent(), /4141/, 'no seed of an unfinished game');

  // Resume it: the Hidden Chess game was untouched, so nothing is asked.
  await kept.getByTestId('resume-kept').click();
  await page.getByTestId('play').waitFor();
  assert.equal(await present(page, 'leave-ask'), false);
  assert.equal(await a2Disc(page), role, 'the kept game is back as it was');

  // Its own link again: the same game, never the same shuffle dealt afresh.
  await follow(page, playRoute('incerto', 4141, 'white', 'human'));
  await page.getByTestId('notice').filter({ hasText: 'already under way' }).waitFor();
  assert.equal(await present(page, 'leave-ask'), false);
  assert.equal(await a2Disc(page), role);

  // Left for a game that gets under way, the old link asks to resume the kept game.
  await follow(page, other);
  await page.getByTestId('leave-confirm').click();
  await page.waitForFunction(() => document.querySelector('[data-testid=board]')?.dataset.files === '8');
  await waitForTurn(page);
  await playTurn(page, 'white', random);
  await follow(page, incerto);
  await ask.waitFor();
  assert.match(await page.getByTestId('leave-confirm').textContent(), /resume the kept game/);
  await page.getByTestId('leave-confirm').click();
  await ask.waitFor({ state: 'detached' });
  assert.equal(await a2Disc(page), role, 'the selection stands: no way out of it by a link');

  // A reload keeps both: the game in progress and the kept one.
  await page.reload();
  await page.getByTestId('play').waitFor();
  assert.equal(await a2Disc(page), role);
  await page.getByTestId('new').click();
  assert.match(await page.getByTestId('kept-game').textContent(), /^Hidden Chess · against the computer \(White\) · moves: [1-9]/);
  await screenshot(page, 'app-leave-kept');
  assert.deepEqual(problems, []);
  await page.close();
});

test('the question shows over the pass-and-play hand-over panel', { timeout: 60_000 }, async () => {
  const random = rng(E2E_SEED + 51);
  const { page, problems } = await openApp(app.browser, app.server, playRoute('hidden-chess', 4242, 'white', 'human'));
  await playTurn(page, 'white', random);
  await page.getByTestId('handover').waitFor();
  await follow(page, playRoute('incerto', 5));
  // A click goes to the topmost element: it would fail if the panel covered the question.
  await page.getByTestId('leave-stay').click();
  await page.getByTestId('leave-ask').waitFor({ state: 'detached' });
  assert.equal(await present(page, 'handover'), true, 'the hand-over is still up');
  await page.getByTestId('handover-continue').click();
  assert.equal((await readBoard(page)).files, 8, 'the same game');
  assert.equal(await page.locator('[data-testid=moves] li').count(), 1);
  assert.deepEqual(problems, []);
  await page.close();
});
