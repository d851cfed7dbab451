// Helpers for the app's browser tests (app-*.test.mjs): open the app, read the board through its DOM contract, and play turns by clicking squares like a person.

import { DIST, launchBrowser, serveDist, openPage, screenshot, useApp } from './helpers.mjs';

// The app's tests serve dist/ at `/`: `useApp()`.
export { DIST, launchBrowser, serveDist, openPage, screenshot, useApp };

export { rng } from '../rng.mjs';

/** The seed for the tests' own choices: fixed unless INCERTO_E2E_SEED says otherwise. */
export const E2E_SEED = Number(process.env.INCERTO_E2E_SEED ?? 20240611);

/** Open the app at `hash` (e.g. `#/play?variant=incerto&seed=3`) and wait until a screen is shown. */
export async function openApp(browser, server, hash = '') {
  const { page, problems } = await openPage(browser);
  await page.goto(server.url + hash);
  await waitForScreen(page);
  return { page, problems };
}

/** The localStorage key of the game in progress (ARCHITECTURE.md, stable formats). */
export const GAME_KEY = 'incerto.game.v1';

/**
 * The saved-game entry the app writes (web/app/src/storage.rs `StoredGame`) for `game`, a
 * game of the engine's JS package: against the computer at level 1 with the person
 * playing `human`, or pass-and-play (`mode` 'human').
 */
export function storedGame(game, mode, human) {
  const entry = { version: 1, mode, record: JSON.parse(game.record()) };
  if (mode === 'computer') Object.assign(entry, { human, level: 1 });
  return JSON.stringify(entry);
}

/**
 * Puts `entry` (a stored game's JSON text) into localStorage before the page's first load
 * only: the app saves its own progress afterwards, and a reload must find that.
 */
export async function seedGame(page, entry) {
  await page.addInitScript(([key, value]) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem(key, value);
      sessionStorage.setItem('seeded', '1');
    }
  }, [GAME_KEY, entry]);
}

/**
 * Opens the app with `entry` already stored, as a returning visitor, and waits for the play
 * screen (attached: in pass-and-play the hand-over panel may cover it).
 */
export async function resumeGame(app, entry, { viewport } = {}) {
  const { page, problems } = await openPage(app.browser);
  if (viewport) await page.setViewportSize(viewport);
  await seedGame(page, entry);
  await page.goto(app.server.url);
  await page.getByTestId('play').waitFor({ state: 'attached' });
  return { page, problems };
}

/** Wait for the new-game or the play screen. */
export async function waitForScreen(page, timeout = 30_000) {
  await page.waitForSelector('[data-testid=new-game], [data-testid=play]', { timeout });
}

/** The hash route of a game against the computer with the person playing `side`. */
export function playRoute(variant, seed, side = 'white', opponent = 'computer') {
  return `#/play?variant=${variant}&seed=${seed}&opponent=${opponent}&side=${side}`;
}

/** Fill in the new-game form and start; waits for the play screen. */
export async function startFromForm(page, { variant, opponent = 'computer', side = 'white', seed }) {
  const form = page.getByTestId('new-game');
  await form.waitFor();
  await form.locator(`input[name=variant][value=${variant}]`).check();
  await form.locator(`input[name=opponent][value=${opponent}]`).check();
  if (opponent === 'computer') await form.locator(`input[name=side][value=${side}]`).check();
  if (seed !== undefined) await form.locator('input[name=seed]').fill(String(seed));
  await form.getByTestId('start').click();
  await page.getByTestId('play').waitFor();
}

/**
 * Everything the board shows, read in one round trip: its attributes, each disc
 * (square, colour, state, role, marks) and the squares of each overlay state.
 */
export async function readBoard(page) {
  return page.evaluate(() => {
    const svg = document.querySelector('[data-testid=play] [data-testid=board]');
    if (!svg) return null;
    const overlays = {};
    for (const state of ['selected', 'available', 'capturable', 'skipped', 'last-move', 'check', 'focus']) {
      overlays[state] = [...svg.querySelectorAll(`.overlay[data-state="${state}"]`)].map((e) => e.dataset.square);
    }
    const discs = [...svg.querySelectorAll('g.disc')].map((g) => ({
      square: g.dataset.square,
      color: g.dataset.color,
      state: g.dataset.state,
      role: g.dataset.role ?? null,
      looksLike: g.dataset.looksLike ?? null,
      knownToOpponent: g.dataset.knownToOpponent ?? null,
      promoted: g.dataset.promoted === 'true',
    }));
    return {
      interactive: svg.classList.contains('interactive'),
      flipped: svg.dataset.flipped === 'true',
      files: Number(svg.dataset.files),
      ranks: Number(svg.dataset.ranks),
      discs,
      overlays,
    };
  });
}

/** Click (tap) one square of the play screen's board. */
export async function clickSquare(page, square) {
  await page.locator(`[data-testid=play] [data-testid=board] rect[data-square="${square}"]`).click();
}

/** Whether an element with this test id is on the page now. */
export async function present(page, testid) {
  return (await page.locator(`[data-testid=${testid}]`).count()) > 0;
}

/** Wait until the person may act again (board interactive) or the game is over; returns which. */
export async function waitForTurn(page, timeout = 15_000) {
  const handle = await page.waitForFunction(
    () => {
      if (document.querySelector('[data-testid=game-over]')) return 'over';
      if (document.querySelector('[data-testid=play] [data-testid=board].interactive')) return 'turn';
      return false;
    },
    null,
    { timeout, polling: 50 },
  );
  return handle.jsonValue();
}

/**
 * Play one turn of `color` by clicking the board like a person: pick one of their discs at
 * random, then one of the marked target squares; flip a picked face-down piece (Hidden
 * Random Chess, by clicking it again or with the flip button); choose a promotion when
 * asked. `seen` (optional) collects every disc and overlay state that appeared.
 * Returns 'done' when the turn is over (the board stopped taking input) or 'over'.
 */
export async function playTurn(page, color, random, seen = new Set()) {
  const tried = new Set();
  for (let step = 0; step < 60; step++) {
    if (await present(page, 'game-over')) return 'over';
    const promotion = page.locator('[data-testid=promotion] button[data-role]');
    if ((await promotion.count()) > 0) {
      const n = await promotion.count();
      await promotion.nth(Math.floor(random() * n)).click();
      continue;
    }
    const board = await readBoard(page);
    // Pass-and-play: the turn is over and the hand-over panel hides the board.
    if (!board && (await present(page, 'handover'))) return 'done';
    if (!board) throw new Error('the play screen has no board');
    note(seen, board);
    if (!board.interactive) return 'done';
    const { selected, available, capturable } = board.overlays;
    const targets = [...available, ...capturable];
    if (selected.length > 0 && targets.length > 0) {
      await clickSquare(page, random.pick(targets));
      continue;
    }
    if (selected.length > 0 && (await present(page, 'flip-piece'))) {
      // Flip the picked face-down piece: half the time by clicking it again, half with the button.
      if (random() < 0.5) await clickSquare(page, selected[0]);
      else await page.getByTestId('flip-piece').click();
      continue;
    }
    const own = board.discs.filter((d) => d.color === color).map((d) => d.square);
    const fresh = own.filter((s) => !tried.has(s));
    const square = random.pick(fresh.length > 0 ? fresh : own);
    tried.add(square);
    await clickSquare(page, square);
  }
  throw new Error(`no action found for ${color} after 60 clicks`);
}

/** Record which disc states and overlay states are on the board. */
export function note(seen, board) {
  for (const d of board.discs) seen.add(d.state);
  for (const [state, squares] of Object.entries(board.overlays)) if (squares.length > 0) seen.add(state);
}

/**
 * The shape of an element, without its colours or class names: the tag and the geometry
 * of every drawn descendant (radii, path data, dash pattern, polygon points, sizes).
 */
export async function shapeOf(page, selector) {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return null;
    const geometry = ['r', 'd', 'points', 'width', 'height', 'stroke-dasharray', 'x1', 'y1', 'x2', 'y2'];
    return [...el.querySelectorAll('circle, path, rect, line, polygon, text')]
      .map((e) => [e.tagName, ...geometry.filter((a) => e.hasAttribute(a)).map((a) => `${a}=${e.getAttribute(a)}`), e.textContent.trim()].join(' '))
      .join(' | ');
  }, selector);
}
