// Browser test: a game people can follow — event sentences in the live region and beside the board (an Incerto capture names both pieces, in a notice clear of the board), readable moves, the legend, a full turn by keyboard and by the typed-move box, focus after Start, and the phone layout at 360×640.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useApp, storedGame, openPage, openApp, resumeGame, startFromForm, readBoard, clickSquare, waitForTurn, screenshot,
} from './app-helpers.mjs';
// Saved games built with the engine's Node build (made by `make pkg`, which `make e2e`
// runs first): the positions these tests need are reached by seeded play outside the
// browser, never by clicking long games.
import { engine, rng, placement } from '../pkg/helpers.mjs';

const app = useApp();

/**
 * A seeded Incerto game played at random until White, to move, has a capture: returns the
 * game and the capture's squares with both true pieces.
 */
function incertoCapture() {
  for (let seed = 1; seed < 300; seed++) {
    const game = new engine.Game('incerto', BigInt(seed));
    const random = rng(seed);
    for (let ply = 0; ply < 120 && !game.status().over; ply++) {
      const actions = game.legalActions();
      if (game.status().turn === 'white' && ply > 6) {
        const board = placement(game.fen());
        const capture = actions.find((a) => /^[a-f][1-8][a-f][1-8]$/.test(a)
          && board.get(a.slice(2, 4))?.color === 'black' && board.get(a.slice(2, 4)).role !== 'king');
        if (capture) {
          const [from, to] = [capture.slice(0, 2), capture.slice(2, 4)];
          return { game, from, to, mover: board.get(from).role, victim: board.get(to).role };
        }
      }
      game.play(random.pick(actions));
    }
    game.free();
  }
  throw new Error('no Incerto capture found');
}

const liveText = (page) => page.getByTestId('live-region').textContent();

test('incerto: a capture names both pieces in the live region, beside the board and in the move list', { timeout: 60_000 }, async () => {
  const { game, from, to, mover, victim } = incertoCapture();
  const entry = storedGame(game, 'computer', 'white');
  const plies = JSON.parse(game.record()).actions.length;
  game.free();
  const { page, problems } = await resumeGame(app, entry);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await waitForTurn(page);
  await clickSquare(page, from);
  await clickSquare(page, to);
  const sentence = `Your ${mover} took Black's ${victim} on ${to}.`;
  // Announced for a screen reader, and shown near the board.
  await page.waitForFunction((s) => document.querySelector('[data-testid=live-region]')?.textContent.includes(s), sentence);
  assert.match(await page.getByTestId('event').textContent(), new RegExp(sentence.replace('.', '\\.')));
  // The capture does not pass unnoticed: a notice names both pieces, and with reduced
  // motion it does not move. It is beside the board, never over a square in play.
  const notice = page.getByTestId('capture-notice');
  await notice.waitFor();
  const chips = await notice.locator('svg.chip').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  assert.deepEqual(chips, [mover, victim]);
  assert.equal(await notice.evaluate((e) => getComputedStyle(e).animationName), 'none');
  const [n, b] = [await notice.boundingBox(), await page.locator('[data-testid=play] [data-testid=board]').boundingBox()];
  assert.ok(n.width > 0 && b.width > 0);
  const meets = n.x < b.x + b.width && b.x < n.x + n.width && n.y < b.y + b.height && b.y < n.y + n.height;
  assert.ok(!meets, `the capture notice (${JSON.stringify(n)}) is clear of the board (${JSON.stringify(b)})`);
  // The move list names both pieces in the move's details.
  const item = page.locator('[data-testid=moves] li').nth(plies);
  assert.match(await item.locator('.notation').textContent(), new RegExp(`×${to}`));
  assert.equal(await item.locator('button').getAttribute('title'), sentence);
  await screenshot(page, 'app-follow-incerto-capture');
  // The computer's reply is announced too.
  await page.waitForFunction(() => /^Black's|^White's/m.test(document.querySelector('[data-testid=live-region]')?.textContent ?? '')
    || document.querySelector('[data-testid=game-over]'));
  assert.deepEqual(problems, []);
});

test('hidden chess: readable moves, the legend, and a move by keyboard and by the typed-move box', { timeout: 60_000 }, async () => {
  const { page, problems } = await openApp(app.browser, app.server);
  await startFromForm(page, { variant: 'hidden-chess', opponent: 'human', seed: 5 });
  if (await page.getByTestId('handover').count()) await page.getByTestId('handover-continue').click();
  // Focus went to the game, not to <body>.
  assert.notEqual(await page.evaluate(() => document.activeElement?.tagName), 'BODY');
  // Keyboard: into the board, the cursor to e2, Enter, up two squares to e4, Enter.
  await page.locator('[data-testid=board] rect[tabindex="0"]').focus();
  const cursor = async () => page.evaluate(() => document.activeElement?.dataset.square);
  for (let i = 0; i < 16 && (await cursor()) !== 'e2'; i++) {
    const at = await cursor();
    const key = at[0] < 'e' ? 'ArrowRight' : at[0] > 'e' ? 'ArrowLeft' : at[1] < '2' ? 'ArrowUp' : 'ArrowDown';
    await page.keyboard.press(key);
  }
  assert.equal(await cursor(), 'e2');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await page.getByTestId('handover').waitFor();
  await page.getByTestId('handover-continue').click();
  // Black types its move; a refused one says why, in words.
  const box = page.getByTestId('typed-move');
  await box.fill('e7e3');
  await box.press('Enter');
  assert.match(await page.getByTestId('typed-move-error').textContent(), /cannot go to e3/);
  await box.fill('e7e5');
  await box.press('Enter');
  await page.getByTestId('handover').waitFor();
  await page.getByTestId('handover-continue').click();
  // Both moves read as chess players write them; the hidden pieces showed what they are.
  const moves = await page.locator('[data-testid=moves] .notation').allTextContents();
  assert.equal(moves.length, 2);
  for (const m of moves) assert.match(m, /^e[45]\([A-Z]\)/, m);
  // The legend explains this game's marks.
  await page.getByTestId('legend').locator('summary').click();
  const legend = await page.getByTestId('legend').textContent();
  assert.match(legend, /Faint outline and \?/);
  assert.doesNotMatch(legend, /Crossed eye/, 'no Incerto marks in Hidden Chess');
  assert.deepEqual(problems, []);
});

test('incerto: a whole turn by the typed-move box, and a refused one leaves the disc picked up', { timeout: 60_000 }, async () => {
  const { page, problems } = await openApp(app.browser, app.server);
  await startFromForm(page, { variant: 'incerto', seed: 8 });
  await waitForTurn(page);
  assert.notEqual(await page.evaluate(() => document.activeElement?.tagName), 'BODY');
  const box = page.getByTestId('typed-move');
  // Picking up a2 by typing its square, then a target that is not one of its squares.
  await box.fill('a2');
  await box.press('Enter');
  let board = await readBoard(page);
  assert.deepEqual(board.overlays.selected, ['a2']);
  await box.fill('a5');
  await box.press('Enter');
  assert.match(await page.getByTestId('typed-move-error').textContent(), /cannot go to a5/);
  board = await readBoard(page);
  assert.deepEqual(board.overlays.selected, ['a2'], 'the disc stays picked up');
  await box.fill(board.overlays.available[0]);
  await box.press('Enter');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=moves] li').length >= 1);
  // Incerto's legend explains the eyes and the skip cross.
  await page.getByTestId('legend').locator('summary').click();
  const legend = await page.getByTestId('legend').textContent();
  for (const mark of [/Eye: your opponent knows/, /Crossed eye/, /Cross: this disc/, /Star/]) assert.match(legend, mark);
  assert.deepEqual(problems, []);
});

test('a phone at 360×640: the status, the hint and the last event stay in view while playing; touch targets are 44 px', { timeout: 60_000 }, async () => {
  const { page, problems } = await openPage(app.browser);
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto(`${app.server.url}#/play?variant=hidden-chess&seed=4&opponent=computer&side=white`);
  await waitForTurn(page);
  await clickSquare(page, 'd2');
  await clickSquare(page, 'd4');
  await waitForTurn(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const id of ['status', 'hint', 'event']) {
    const box = await page.getByTestId(id).boundingBox();
    assert.ok(box, `${id} is shown`);
    assert.ok(box.y >= 0 && box.y + box.height <= 640, `${id} is in view without scrolling (${box.y}..${box.y + box.height})`);
  }
  await screenshot(page, 'app-follow-phone');
  const small = await page.evaluate(() => [...document.querySelectorAll('button, select, input, summary')]
    .filter((e) => e.checkVisibility() && e.getBoundingClientRect().width > 0)
    .map((e) => [e.dataset.testid ?? e.textContent.trim().slice(0, 20), e.getBoundingClientRect()])
    .filter(([, r]) => r.height < 44 || r.width < 44)
    .map(([name, r]) => `${name} ${Math.round(r.width)}×${Math.round(r.height)}`));
  assert.deepEqual(small, []);
  assert.deepEqual(problems, []);
});
