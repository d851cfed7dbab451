// Browser test: axe-core finds no serious or critical accessibility violation on any screen (new game, play in each game, hand-over, game over), in light and dark mode; and the board's own SVG text, which axe cannot judge, has 4.5:1 contrast.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { axeViolations as violations } from './helpers.mjs';
import { useApp, openApp, openPage, seedGame, playRoute, clickSquare, waitForTurn } from './app-helpers.mjs';
// A saved game with captures, flips and reveals, built with the engine's Node build
// (`make pkg`, which `make e2e` runs first) instead of clicking a long game.
import { engine, rng } from '../pkg/helpers.mjs';

const app = useApp();
/** The WCAG contrast ratio of the board's coordinate labels on their squares, the lowest. */
async function lowestCoordinateContrast(page) {
  return page.evaluate(() => {
    const rgb = (s) => s.match(/[\d.]+/g).slice(0, 3).map(Number);
    const lum = ([r, g, b]) => {
      const f = (c) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    let lowest = Infinity;
    for (const text of document.querySelectorAll('[data-testid=board] text.coord')) {
      const box = text.getBoundingClientRect();
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      // The square under the label's centre (found by geometry: it may be out of view).
      const under = [...text.closest('svg').querySelectorAll('rect.square')].find((r) => {
        const b = r.getBoundingClientRect();
        return x >= b.left && x <= b.right && y >= b.top && y <= b.bottom;
      });
      const a = lum(rgb(getComputedStyle(text).fill));
      const b = lum(rgb(getComputedStyle(under).fill));
      lowest = Math.min(lowest, (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05));
    }
    return lowest;
  });
}

/** Checks the page in both colour schemes. */
async function check(page, screen, found) {
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const v of await violations(page)) found.push(`${screen}, ${scheme}: ${v}`);
    if (await page.locator('[data-testid=board] text.coord').count()) {
      const ratio = await lowestCoordinateContrast(page);
      if (ratio < 4.5) found.push(`${screen}, ${scheme}: coordinates at ${ratio.toFixed(2)}:1`);
    }
  }
}

test('every screen is free of serious accessibility faults, light and dark', { timeout: 120_000 }, async () => {
  const found = [];
  const problems = [];
  // Each screen in a fresh page (its own storage), so no game is at stake between them.
  const open = async (hash = '') => {
    const opened = await openApp(app.browser, app.server, hash);
    problems.push(...opened.problems);
    return opened.page;
  };
  let page = await open();
  await page.getByTestId('new-game').waitFor();
  await check(page, 'new game', found);

  for (const variant of ['incerto', 'hidden-random', 'hidden-chess']) {
    page = await open(playRoute(variant, 11));
    await waitForTurn(page);
    await check(page, `play ${variant}`, found);
  }
  // Incerto with a disc picked up: the selected, available and capturable marks.
  page = await open(playRoute('incerto', 12));
  await waitForTurn(page);
  await clickSquare(page, 'b2');
  await check(page, 'play incerto, a disc picked up', found);

  // Mid-game: a move list with captures, the legend open, a refused typed move, a notice
  // with its details open.
  const game = new engine.Game('hidden-random', 15n);
  const random = rng(15);
  while (game.status().turn !== 'white' || JSON.parse(game.record()).actions.length < 40) {
    game.play(random.pick(game.legalActions()));
  }
  const entry = JSON.stringify({ version: 1, mode: 'computer', human: 'white', level: 1, record: JSON.parse(game.record()) });
  game.free();
  const saved = await openPage(app.browser);
  problems.push(...saved.problems);
  page = saved.page;
  await seedGame(page, entry);
  // A bad link: a notice, on the new-game screen; then back to the game.
  await page.goto(`${app.server.url}#/nowhere`);
  await page.getByTestId('notice').waitFor();
  await page.getByTestId('continue').click();
  await waitForTurn(page);
  await page.getByTestId('legend').locator('summary').click();
  await page.getByTestId('typed-move').fill('a1a1');
  await page.getByTestId('typed-move').press('Enter');
  await page.getByTestId('typed-move-error').waitFor();
  await page.getByTestId('notice').locator('summary').click();
  await check(page, 'play, mid-game with the legend, a refusal and a notice', found);

  // Pass-and-play: the hand-over panel after White's first move.
  page = await open(playRoute('hidden-chess', 13, 'white', 'human'));
  if (await page.getByTestId('handover').count()) await page.getByTestId('handover-continue').click();
  await clickSquare(page, 'e2');
  await clickSquare(page, 'e4');
  await page.getByTestId('handover').waitFor();
  await check(page, 'hand-over', found);

  // Game over, as the player and with every piece shown.
  page = await open(playRoute('hidden-random', 14));
  await waitForTurn(page);
  await page.getByTestId('resign').click();
  await page.getByTestId('resign-confirm').click();
  await page.getByTestId('game-over').waitFor();
  await check(page, 'game over', found);
  await page.getByTestId('reveal-all').click();
  await check(page, 'game over, all pieces shown', found);

  assert.deepEqual(found, []);
  assert.deepEqual(problems, []);
});
