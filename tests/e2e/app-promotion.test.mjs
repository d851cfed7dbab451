// Browser test: the promotion chooser (also across a reload), the check highlight and Incerto's private promotion, on saved games (built with the Node engine package) that the app resumes from localStorage.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useApp, storedGame, resumeGame, GAME_KEY, readBoard, clickSquare, screenshot,
} from './app-helpers.mjs';
// The engine's Node build (pkg/node, made by `make pkg`, which `make e2e` runs first):
// the tests need positions that random clicking reaches only rarely, so they play
// seeded random games outside the browser until one arises and hand it to the app.
import { engine, rng } from '../pkg/helpers.mjs';

const app = useApp();

/**
 * Plays seeded random games of `variant` (all-seeing legal actions) until `want(game,
 * actions)` returns something at the start of a turn; returns it with the game.
 * Deterministic: the same seeds give the same positions on every run.
 */
function findPosition(variant, want) {
  for (let seed = 1; seed < 500; seed++) {
    const game = new engine.Game(variant, BigInt(seed));
    const random = rng(seed);
    for (let ply = 0; ply < 400 && !game.status().over; ply++) {
      const actions = game.legalActions();
      const hit = want(game, actions);
      if (hit) return { game, hit, turn: game.status().turn };
      game.play(random.pick(actions));
    }
    game.free();
  }
  throw new Error(`no ${variant} game reached the wanted position`);
}

/** A face-up pawn of the side to move that can promote: its promotion actions' from and to. */
function promotionAt(game, actions) {
  const turn = game.status().turn;
  const mine = new Map(game.view(turn).pieces.map((p) => [p.square, p]));
  const action = actions.find((a) => /^[a-h][1-8][a-h][1-8][qrbnc]$/.test(a)
    && mine.get(a.slice(0, 2))?.role === 'pawn' && !mine.get(a.slice(0, 2)).hidden);
  return action && { from: action.slice(0, 2), to: action.slice(2, 4) };
}

/**
 * The app resumed against the computer at the first position of `variant` where `want`
 * finds something (`findPosition`), once the board takes input.
 */
async function resumeAt(variant, want) {
  const { game, hit, turn } = findPosition(variant, want);
  const { page, problems } = await resumeGame(app, storedGame(game, 'computer', turn));
  game.free();
  await page.waitForSelector('[data-testid=play] [data-testid=board].interactive');
  return { page, problems, hit, turn };
}

/** The roles the promotion chooser offers, in its order. */
function offeredRoles(chooser) {
  return chooser.locator('button[data-role]').evaluateAll((bs) => bs.map((b) => b.dataset.role));
}

/** Picks `pick` in the chooser: the promoted piece stands on `to` and the chooser is gone. */
async function promote(page, chooser, to, pick) {
  await chooser.locator(`button[data-role=${pick}]`).click();
  await page.waitForSelector(`g.disc[data-square=${to}][data-role=${pick}][data-promoted=true]`, { timeout: 2_000 });
  assert.equal(await page.getByTestId('promotion').count(), 0, 'the chooser is gone');
}

for (const [variant, choices, pick] of [
  ['hidden-chess', ['queen', 'rook', 'bishop', 'knight'], 'knight'],
  ['hidden-random', ['queen', 'rook', 'bishop', 'knight', 'cannon'], 'cannon'],
]) {
  test(`${variant}: a pawn on the last rank asks which piece, and becomes it`, { timeout: 60_000 }, async () => {
    const { page, problems, hit } = await resumeAt(variant, promotionAt);
    assert.equal(await page.getByTestId('promotion').count(), 0, 'no chooser before the move');

    // Click the pawn, then its promotion square, as a person would.
    await clickSquare(page, hit.from);
    const board = await readBoard(page);
    assert.ok([...board.overlays.available, ...board.overlays.capturable].includes(hit.to), `${hit.to} is marked as a target`);
    await clickSquare(page, hit.to);

    const chooser = page.getByTestId('promotion');
    await chooser.waitFor();
    const offered = await offeredRoles(chooser);
    assert.deepEqual(offered, choices, 'the chooser offers the variant\'s promotion pieces');
    await screenshot(page, `app-promotion-${variant}-chooser`);
    // The computer answers after a delay; the new piece is on the board before that.
    await promote(page, chooser, hit.to, pick);
    await screenshot(page, `app-promotion-${variant}-promoted`);
    assert.deepEqual(problems, []);
    await page.close();
  });
}

for (const variant of ['hidden-chess', 'hidden-random']) {
  test(`${variant}: a king in check is highlighted and the status says so`, { timeout: 60_000 }, async () => {
    const { page, problems, hit: king, turn } = await resumeAt(variant, (g) => g.view(g.status().turn).check);
    const board = await readBoard(page);
    assert.deepEqual(board.overlays.check, [king], `the check overlay is on ${king}`);
    const kingDisc = board.discs.find((d) => d.square === king);
    assert.equal(kingDisc?.role, 'king', 'a king stands there');
    assert.equal(kingDisc?.color, turn, 'the side to move is in check');
    assert.match(await page.getByTestId('status').textContent(), /check/i, 'the status names the check');
    await screenshot(page, `app-check-${variant}`);
    assert.deepEqual(problems, []);
    await page.close();
  });
}

test('incerto: a promotion shows the piece to the mover and only a promoted disc to the opponent', { timeout: 60_000 }, async () => {
  const { game, hit, turn } = findPosition('incerto', (g, actions) => {
    const a = actions.find((x) => /[qrbn]$/.test(x));
    return a && { from: a.slice(0, 2), to: a.slice(2, 4) };
  });
  const other = turn === 'white' ? 'black' : 'white';
  const { page, problems } = await resumeGame(app, storedGame(game, 'human'));
  game.free();
  const handover = page.getByTestId('handover');
  if (await handover.count()) await page.getByTestId('handover-continue').click();
  await page.waitForSelector('[data-testid=play] [data-testid=board].interactive');

  // Pick the disc up (irrevocable), then move it to the last rank.
  await clickSquare(page, hit.from);
  let board = await readBoard(page);
  assert.deepEqual(board.overlays.selected, [hit.from]);
  assert.equal(board.discs.find((d) => d.square === hit.from)?.role, 'pawn', 'the mover sees the pawn');
  await clickSquare(page, hit.to);
  const chooser = page.getByTestId('promotion');
  await chooser.waitFor();
  assert.deepEqual(await offeredRoles(chooser), ['queen', 'rook', 'bishop', 'knight']);
  await screenshot(page, 'app-promotion-incerto-chooser');
  await chooser.locator('button[data-role=rook]').click();

  // The turn is over: the board is hidden until the opponent takes the device.
  await handover.waitFor();
  await page.getByTestId('handover-continue').click();
  board = await readBoard(page);
  assert.equal(board.flipped, other === 'black', `${other} sees their own side at the bottom`);
  const promoted = board.discs.find((d) => d.square === hit.to);
  assert.ok(promoted, `a disc stands on ${hit.to}`);
  assert.equal(promoted.color, turn);
  assert.equal(promoted.promoted, true, 'the opponent sees that it promoted');
  assert.equal(promoted.role, null, 'but not what it became');
  assert.equal(await page.locator(`g.disc[data-square=${hit.to}][data-role]`).count(), 0, 'no role in the DOM');
  // The move list shows the newest move, not the start, once the board comes back.
  const newest = await page.getByTestId('moves').evaluate((ol) => {
    const last = ol.querySelector('li:last-child').getBoundingClientRect();
    const box = ol.getBoundingClientRect();
    return last.bottom <= box.bottom + 1 && last.top >= box.top - 1;
  });
  assert.ok(newest, 'the newest move is in sight after the hand-over');
  await screenshot(page, 'app-promotion-incerto-opponent');
  assert.deepEqual(problems, []);
  await page.close();
});

// Issue 9: the move is made when the chooser opens, so a reload (the app saves after every
// step) must bring back the same chooser, not a position where any piece may move.
for (const [variant, pick] of [['hidden-chess', 'rook'], ['hidden-random', 'cannon']]) {
  test(`${variant}: a reload with the promotion chooser open shows the same chooser`, { timeout: 60_000 }, async () => {
    const { page, problems, hit } = await resumeAt(variant, promotionAt);
    await clickSquare(page, hit.from);
    await clickSquare(page, hit.to);
    const chooser = page.getByTestId('promotion');
    await chooser.waitFor();
    const offered = await offeredRoles(chooser);
    const saved = JSON.parse(await page.evaluate((key) => localStorage.getItem(key), GAME_KEY));
    assert.equal(saved.record.promotion, `${hit.from}${hit.to}`, 'the saved record holds the pending promotion');

    await page.reload();
    await page.getByTestId('play').waitFor({ state: 'attached' });
    await chooser.waitFor();
    const again = await offeredRoles(chooser);
    assert.deepEqual(again, offered, 'the same pieces are offered after the reload');
    await screenshot(page, `app-promotion-${variant}-reloaded`);
    await promote(page, chooser, hit.to, pick);
    assert.deepEqual(problems, []);
    await page.close();
  });
}
