// Browser test: examples/embed.html loads the engine package from pkg/web in headless Chromium, and a person can play an Incerto move by clicking.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from '../server.mjs';
import { REPO, launchBrowser, openPage, screenshot } from './helpers.mjs';

let browser;

before(async () => {
  for (const file of ['pkg/web/incerto_engine.js', 'pkg/web/incerto_engine_bg.wasm', 'examples/embed.html']) {
    assert.ok(existsSync(join(REPO, file)), `${file} is missing: run \`make pkg\` first`);
  }
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

/** Every disc on the board as "square:colour:role", sorted: what a person sees. */
function readDiscs(page) {
  return page.$$eval('#board g.disc', (gs) =>
    gs.map((g) => `${g.dataset.at}:${g.dataset.color}:${g.dataset.role}`).sort(),
  );
}

const plies = async (page) => Number(await page.getAttribute('#board', 'data-plies'));

test('the embedding example plays an Incerto move by clicking', { timeout: 60_000 }, async () => {
  // The repository served under a sub-path, as a page author's site would be: the
  // example reaches the package only through the relative URL ../pkg/web/.
  const server = await startServer({ root: REPO, base: '/site/' });
  try {
    const { page, problems } = await openPage(browser);
    await page.goto(`${server.url}examples/embed.html?seed=7`);
    await page.waitForSelector('#board g.disc[data-selectable]', { timeout: 30_000 });

    assert.doesNotMatch(page.url(), /seed/, 'the seed left the address as the game started');
    assert.equal(await page.locator('#board rect[data-square]').count(), 6 * 8, 'a 6x8 board');
    const start = await readDiscs(page);
    assert.equal(start.length, 24);
    assert.ok(start.every((d) => d.endsWith(':')), 'at the start White knows no disc');
    assert.equal(await page.locator('#board g.disc[data-selectable]').count(), 12);
    assert.equal(await page.getByTestId('status').textContent(), 'Your turn: click one of your discs.');

    // Pick up White discs, front row first (they can usually move), until one can move:
    // a disc with no move skips the turn, and Black answers.
    let move;
    for (let attempt = 0; attempt < 12 && !move; attempt++) {
      await page.waitForSelector('#board[data-turn=white] g.disc[data-selectable]');
      const before = await plies(page);
      const squares = await page.$$eval('#board g.disc[data-selectable]', (gs) => gs.map((g) => g.dataset.at));
      squares.sort((a, b) => b[1] - a[1] || a.localeCompare(b));
      const from = squares[attempt % squares.length];
      await page.locator(`#board g.disc[data-at="${from}"]`).click();
      await page.waitForFunction(
        (n) => document.querySelector('#board [data-target]') || Number(document.querySelector('#board').dataset.plies) > n,
        before,
      );
      if ((await page.locator('#board [data-target]').count()) === 0) {
        assert.match(await page.getByTestId('note').textContent(), /skipped/);
        continue;
      }
      // Selected: revealed to White (a glyph on the disc) and must move.
      const selected = page.locator(`#board g.disc[data-at="${from}"]`);
      assert.equal(await selected.getAttribute('data-selected'), 'true');
      assert.notEqual(await selected.getAttribute('data-role'), '', 'the selected disc is revealed to its owner');
      assert.match(await page.getByTestId('status').textContent(), new RegExp(`on ${from} must move`));
      const to = await page.locator('#board [data-target]').first().getAttribute('data-target');
      await page.locator(`#board [data-target="${to}"]`).click();
      move = { from, to, before };
    }
    assert.ok(move, 'a White disc could move within 12 selections');

    // White's move is on the board and in the move list, then Black answers.
    await page.waitForFunction((n) => Number(document.querySelector('#board').dataset.plies) >= n + 2, move.before);
    await page.waitForSelector('#board[data-turn=white]');
    const list = await page.getByTestId('moves').locator('li').allTextContents();
    assert.ok(list.includes(`white: ${move.from}${move.to}`), `the move list shows ${move.from}${move.to}: ${list}`);
    assert.notDeepEqual(await readDiscs(page), start, 'the board changed');

    const shot = await screenshot(page, 'embed-example');
    console.log(`# screenshot: ${shot}`);
    assert.deepEqual(problems, [], 'the page runs without errors or failed requests');
    await page.close();
  } finally {
    await server.close();
  }
});
