// Browser test: how play feels — the board and both player bars fit the window in every game at laptop, desktop, tablet and phone sizes, nothing pans sideways from 320 px, the new-game screen shows the game and Start first; the game's sounds (observed through a wrapped AudioContext), on as they start, play for a capture after a gesture, never before one, not when switched off; review keeps the game-over panel; the arrow keys step and F flips the board, remembered.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useApp, storedGame, openPage, resumeGame, playRoute, clickSquare, readBoard, screenshot,
} from './app-helpers.mjs';
// The engine's Node build (pkg/node, made by `make pkg`, which `make e2e` runs first).
import { engine } from '../pkg/helpers.mjs';

const app = useApp();

const SIZES = [[1280, 800], [1366, 768], [1920, 1080], [768, 1024], [360, 640]];
const GAMES = ['incerto', 'hidden-random', 'hidden-chess'];

/** The boxes (in viewport pixels) of the board, both player bars, and the page's width. */
function measure(page) {
  return page.evaluate(() => {
    const box = (el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    };
    const board = document.querySelector('[data-testid=play] [data-testid=board]');
    return {
      board: box(board),
      bars: ['white', 'black'].map((c) => box(document.querySelector(`[data-testid=player-${c}]`))),
      width: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    };
  });
}

/** Whether box `b` is inside a `w`×`h` viewport (half a pixel of rounding allowed). */
function inside(b, w, h) {
  return b.top >= -0.5 && b.left >= -0.5 && b.bottom <= h + 0.5 && b.right <= w + 0.5;
}

test('the whole board and both player bars are in view in every game and window; nothing pans sideways from 320 px', { timeout: 120_000 }, async () => {
  for (const game of GAMES) {
    const { page, problems } = await openPage(app.browser);
    await page.goto(`${app.server.url}${playRoute(game, 3)}`);
    await page.getByTestId('play').waitFor();
    for (const [w, h] of [...SIZES, [320, 568]]) {
      await page.setViewportSize({ width: w, height: h });
      await page.evaluate(() => window.scrollTo(0, 0));
      const m = await measure(page);
      const at = `${game} at ${w}×${h}`;
      assert.ok(inside(m.board, w, h), `${at}: the board ${JSON.stringify(m.board)} is in view`);
      for (const bar of m.bars) assert.ok(inside(bar, w, h), `${at}: a player bar ${JSON.stringify(bar)} is in view`);
      // The bars are as wide as the board, above and below it.
      assert.ok(m.bars.every((b) => Math.abs(b.left - m.board.left) < 1 && Math.abs(b.right - m.board.right) < 1), at);
      assert.ok(m.width <= m.inner, `${at}: the page is ${m.width} px wide`);
      // A board that fits is still a board to play on: it takes the height or the width.
      const [bw, bh] = [m.board.right - m.board.left, m.board.bottom - m.board.top];
      assert.ok(bw >= 0.85 * (w - 24) || bh >= 0.6 * h, `${at}: the board (${bw}×${bh}) uses the window`);
      if (game === 'incerto' && (w === 1280 || w === 360)) await screenshot(page, `app-feel-${game}-${w}`);
    }
    assert.deepEqual(problems, []);
    await page.close();
  }
});

test('the new-game screen puts the game choice and Start in view first; nothing pans sideways', { timeout: 60_000 }, async () => {
  const { page, problems } = await openPage(app.browser);
  await page.goto(app.server.url);
  await page.getByTestId('new-game').waitFor();
  for (const [w, h] of [...SIZES, [320, 568]]) {
    await page.setViewportSize({ width: w, height: h });
    await page.evaluate(() => window.scrollTo(0, 0));
    const m = await page.evaluate(() => ({
      start: document.querySelector('[data-testid=start]').getBoundingClientRect().toJSON(),
      games: [...document.querySelectorAll('input[name=variant]')].map((e) => e.closest('label').getBoundingClientRect().toJSON()),
      width: document.documentElement.scrollWidth,
    }));
    for (const b of [m.start, ...m.games]) assert.ok(inside(b, w, h), `at ${w}×${h}: ${JSON.stringify(b)} is in view`);
    assert.equal(m.games.length, 3);
    assert.ok(m.width <= w, `at ${w}×${h} the page is ${m.width} px wide`);
  }
  await screenshot(page, 'app-feel-new-game-320');
  assert.deepEqual(problems, []);
});

/** Counts the page's audio: contexts made and tones started (an init script wraps AudioContext). */
async function watchAudio(page) {
  await page.addInitScript(() => {
    const seen = { contexts: 0, tones: 0 };
    window.incertoAudio = seen;
    const Real = window.AudioContext;
    window.AudioContext = class extends Real {
      constructor(...args) {
        super(...args);
        seen.contexts += 1;
      }

      createOscillator() {
        const osc = super.createOscillator();
        const start = osc.start.bind(osc);
        osc.start = (...args) => {
          seen.tones += 1;
          return start(...args);
        };
        return osc;
      }
    };
  });
}

const audio = (page) => page.evaluate(() => ({ ...window.incertoAudio }));

/**
 * Hidden Chess after 1. e4 d5, against the computer, White (the person) to take on d5: the
 * first deal whose e-pawn turned out a pawn (a piece shows itself on its first move).
 */
function captureReady() {
  for (let seed = 1n; seed < 100n; seed++) {
    const game = new engine.Game('hidden-chess', seed);
    for (const a of ['e2e4', 'd7d5']) game.play(a);
    const ready = game.legalActions().includes('e4d5');
    const entry = ready && storedGame(game, 'computer', 'white');
    game.free();
    if (ready) return entry;
  }
  throw new Error('no deal found with exd5');
}

/** White takes on d5 by clicking, and waits for the capture on the board. */
async function takeOnD5(page) {
  await clickSquare(page, 'e4');
  await clickSquare(page, 'd5');
  await page.getByTestId('capture-notice').waitFor();
}

test('sounds: on as they start but never before a gesture; a capture sounds; switched off, silence, remembered', { timeout: 60_000 }, async () => {
  // On (as they start), but the computer moves first: no gesture yet, so no audio at all.
  const first = await openPage(app.browser);
  await watchAudio(first.page);
  await first.page.addInitScript(() => localStorage.setItem('incerto.settings.v1',
    '{"version":1,"lang":"en","variant":"hidden-chess","opponent":"computer","side":"black","level":1,"coordinates":true,"hints":false}'));
  await first.page.goto(`${app.server.url}${playRoute('hidden-chess', 5, 'black')}`);
  await first.page.waitForFunction(() => document.querySelectorAll('[data-testid=moves] li').length >= 1);
  assert.equal(await first.page.getByTestId('sound').getAttribute('aria-pressed'), 'true');
  assert.deepEqual(await audio(first.page), { contexts: 0, tones: 0 });
  assert.deepEqual(first.problems, []);
  await first.page.close();

  // Switched off earlier (remembered in the settings): a capture makes no audio at all.
  const off = await resumeGame(app, captureReady());
  await watchAudio(off.page);
  await off.page.evaluate(() => localStorage.setItem('incerto.settings.v1',
    '{"version":1,"lang":"en","variant":"hidden-chess","opponent":"computer","side":"white","level":1,"coordinates":true,"hints":false,"sound":false}'));
  await off.page.reload();
  await off.page.getByTestId('play').waitFor();
  assert.equal(await off.page.getByTestId('sound').getAttribute('aria-pressed'), 'false');
  await takeOnD5(off.page);
  // The computer's reply would sound too.
  await off.page.waitForFunction(() => document.querySelectorAll('[data-testid=moves] li').length >= 4);
  assert.deepEqual(await audio(off.page), { contexts: 0, tones: 0 });
  assert.deepEqual(off.problems, []);
  await off.page.close();

  // On as they start (the capture's click is the gesture): its cue plays; switched off, it
  // stays off after a reload.
  const on = await resumeGame(app, captureReady());
  await watchAudio(on.page);
  await on.page.reload();
  await on.page.getByTestId('play').waitFor();
  assert.equal(await on.page.getByTestId('sound').getAttribute('aria-pressed'), 'true');
  await takeOnD5(on.page);
  await on.page.waitForFunction(() => window.incertoAudio.tones > 0);
  assert.equal((await audio(on.page)).contexts, 1);
  await on.page.getByTestId('sound').click();
  await on.page.reload();
  await on.page.getByTestId('play').waitFor();
  assert.equal(await on.page.getByTestId('sound').getAttribute('aria-pressed'), 'false');
  assert.deepEqual(on.problems, []);
});

/** Which move of the list is shown (1-based; the list's length when live) and the panel's presence. */
async function reviewState(page) {
  return page.evaluate(() => {
    const items = [...document.querySelectorAll('[data-testid=moves] li')];
    const current = items.findIndex((li) => li.hasAttribute('aria-current'));
    return {
      shown: current + 1,
      live: document.querySelector('[data-testid=live]').disabled,
      over: Boolean(document.querySelector('[data-testid=game-over] [data-testid=rematch]')),
    };
  });
}

test('review keeps the game-over panel; ← → step, ↑ ↓ and Home End go to the start and the end; F flips, remembered', { timeout: 60_000 }, async () => {
  const { page, problems } = await resumeGame(app, captureReady());
  await page.getByTestId('resign').click();
  await page.getByTestId('resign-confirm').click();
  await page.getByTestId('game-over').waitFor();
  assert.deepEqual(await reviewState(page), { shown: 2, live: true, over: true });
  const steps = [
    ['ArrowLeft', 1, false], ['ArrowUp', 0, false], ['ArrowRight', 1, false],
    ['ArrowDown', 2, true], ['Home', 0, false], ['End', 2, true],
  ];
  for (const [key, shown, live] of steps) {
    await page.keyboard.press(key);
    await page.waitForFunction(([n, l]) => {
      const items = [...document.querySelectorAll('[data-testid=moves] li')];
      return items.findIndex((li) => li.hasAttribute('aria-current')) + 1 === n
        && document.querySelector('[data-testid=live]').disabled === l;
    }, [shown, live]);
    // Rematch, Show all pieces and Download stay while the moves are stepped through.
    assert.deepEqual(await reviewState(page), { shown, live, over: true }, key);
    for (const id of ['rematch', 'reveal-all', 'download-json']) assert.equal(await page.getByTestId(id).count(), 1, `${id} after ${key}`);
  }
  await page.keyboard.press('ArrowLeft');
  await screenshot(page, 'app-feel-review');

  // F turns the board round; a reload keeps it so; F again turns it back.
  assert.equal((await readBoard(page)).flipped, false);
  await page.keyboard.press('f');
  await page.waitForFunction(() => document.querySelector('[data-testid=play] [data-testid=board]').dataset.flipped === 'true');
  assert.equal(await page.getByTestId('flip').getAttribute('aria-pressed'), 'true');
  // Stored with the settings as soon as it changed.
  assert.match(await page.evaluate(() => localStorage.getItem('incerto.settings.v1')), /"flipped":true/);
  await page.reload();
  await page.getByTestId('play').waitFor();
  assert.equal((await readBoard(page)).flipped, true);
  await page.keyboard.press('f');
  await page.waitForFunction(() => document.querySelector('[data-testid=play] [data-testid=board]').dataset.flipped === 'false');
  assert.deepEqual(problems, []);
});
