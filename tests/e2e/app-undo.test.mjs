// Browser test: undo is a practice aid against the computer (whole turns, never a picked-up disc, never after the result, never in pass-and-play), and "Rematch" deals a new shuffle while "Replay the same shuffle" does not.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useApp, E2E_SEED, openApp, playRoute, readBoard, clickSquare, playTurn, waitForTurn,
  present, rng, screenshot,
} from './app-helpers.mjs';

const app = useApp();

const moveCount = (page) => page.locator('[data-testid=moves] li').count();

test('incerto against the computer: undo takes back a whole turn, but not a picked-up disc', { timeout: 60_000 }, async () => {
  const { page, problems } = await openApp(app.browser, app.server, playRoute('incerto', 31));
  await waitForTurn(page);
  const undo = page.getByTestId('undo');
  assert.equal(await undo.isDisabled(), true, 'nothing to take back at the start');
  assert.match(await page.getByTestId('undo-note').textContent(), /practice/i, 'the rules of undo are written beside it');

  // a2 can always move at the start: move it, and let the computer answer.
  await clickSquare(page, 'a2');
  await clickSquare(page, (await readBoard(page)).overlays.available[0]);
  assert.equal(await waitForTurn(page), 'turn');
  assert.equal(await moveCount(page), 2);
  assert.equal(await undo.isDisabled(), false, 'a whole turn may be taken back');

  // Pick up a disc with an empty square in front (it has a move, so the selection stands).
  const board = await readBoard(page);
  const at = new Set(board.discs.map((d) => d.square));
  const disc = ['b2', 'c2', 'd2', 'e2', 'f2'].find((s) => at.has(s) && !at.has(`${s[0]}3`));
  await clickSquare(page, disc);
  assert.deepEqual((await readBoard(page)).overlays.selected, [disc]);
  assert.equal(await undo.isDisabled(), true, 'no undo while a disc is picked up');
  assert.match(await undo.getAttribute('title'), /picked up/, 'the tooltip says why');

  // Move it; after the computer's answer, undo goes back to before this turn.
  await clickSquare(page, (await readBoard(page)).overlays.available[0]);
  assert.equal(await waitForTurn(page), 'turn');
  assert.equal(await moveCount(page), 4);
  await undo.click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=moves] li').length === 2);
  const back = await readBoard(page);
  assert.ok(back.discs.some((d) => d.square === disc && d.color === 'white'), `${disc} is back`);
  assert.equal(back.interactive, true, 'the person moves again');
  await screenshot(page, 'app-undo-incerto');
  assert.deepEqual(problems, []);
  await page.close();
});

test('pass-and-play offers no undo', { timeout: 60_000 }, async () => {
  const random = rng(E2E_SEED + 40);
  const { page, problems } = await openApp(app.browser, app.server, playRoute('hidden-chess', 32, 'white', 'human'));
  for (const color of ['white', 'black', 'white']) {
    if (await present(page, 'handover')) await page.getByTestId('handover-continue').click();
    await page.getByTestId('board').waitFor();
    assert.equal(await present(page, 'undo'), false, `no undo button for ${color}`);
    assert.equal(await present(page, 'undo-note'), false);
    assert.equal(await playTurn(page, color, random), 'done');
  }
  assert.deepEqual(problems, []);
  await page.close();
});

/** Resigns the game on screen and returns its seed and every piece as the all-seeing view shows it. */
async function resignAndReveal(page) {
  await page.getByTestId('resign').click();
  await page.getByTestId('resign-confirm').click();
  await page.getByTestId('game-over').waitFor();
  assert.equal(await present(page, 'undo'), false, 'no undo after the result');
  await page.getByTestId('reveal-all').click();
  assert.equal(await present(page, 'undo'), false, 'no undo after "Show all pieces"');
  const seed = (await page.getByTestId('game-seed').textContent()).match(/\d+/)[0];
  const discs = (await readBoard(page)).discs.map((d) => `${d.square}:${d.color}:${d.role}`).sort();
  assert.ok(discs.every((d) => !d.endsWith(':null')), 'every piece is shown');
  return { seed, discs };
}

test('after the result: no undo; "Rematch" deals a new shuffle, "Replay the same shuffle" the same one', { timeout: 60_000 }, async () => {
  const { page, problems } = await openApp(app.browser, app.server, playRoute('hidden-chess', 33));
  await waitForTurn(page);
  assert.equal(await present(page, 'undo'), true, 'undo is offered while the game is on');
  // Resign at once: each game ends on its start position, so the deals can be compared.
  const first = await resignAndReveal(page);
  assert.equal(first.seed, '33');

  await page.getByTestId('rematch').click();
  await page.getByTestId('game-over').waitFor({ state: 'detached' });
  assert.equal(await moveCount(page), 0, 'a new game');
  await waitForTurn(page);
  const rematch = await resignAndReveal(page);
  assert.notEqual(rematch.seed, first.seed, 'a new seed');
  assert.notDeepEqual(rematch.discs, first.discs, 'a new shuffle');

  await page.getByTestId('replay-deal').click();
  await page.getByTestId('game-over').waitFor({ state: 'detached' });
  await waitForTurn(page);
  const replay = await resignAndReveal(page);
  assert.equal(replay.seed, rematch.seed, 'the same seed');
  assert.deepEqual(replay.discs, rematch.discs, 'the same shuffle');
  await screenshot(page, 'app-undo-replay');
  assert.deepEqual(problems, []);
  await page.close();
});
