// Browser test: pass-and-play hides the board behind a hand-over panel between turns, and each player sees only their own view.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useApp, E2E_SEED, openApp, startFromForm, readBoard, playTurn, clickSquare, rng, screenshot,
} from './app-helpers.mjs';

const app = useApp();

/** The hand-over panel is up and nothing of the game's pieces is on the page. */
async function assertHidden(page, next) {
  const panel = page.getByTestId('handover');
  await panel.waitFor();
  assert.match(await panel.textContent(), new RegExp(next, 'i'), `the panel names ${next}`);
  // Nothing of either player's knowledge may be readable, not even from the DOM.
  const discs = await page.locator('g.disc').count();
  const visible = await page.locator('[data-testid=board]').evaluateAll((els) => els.filter((e) => e.getBoundingClientRect().width > 0 && e.checkVisibility()).length);
  assert.ok(discs === 0 || visible === 0, 'no board is shown during the hand-over');
  assert.equal(await page.locator('g.disc[data-role]').count(), 0, 'no identity is in the page during the hand-over');
}

for (const variant of ['incerto', 'hidden-chess']) {
  test(`${variant}: pass-and-play hides the board between turns`, { timeout: 60_000 }, async () => {
    const random = rng(E2E_SEED + 4);
    const { page, problems } = await openApp(app.browser, app.server);
    await startFromForm(page, { variant, opponent: 'human', seed: 21 });
    // The first player may need to tap in too; White plays first, at the bottom.
    if (await page.getByTestId('handover').count()) await page.getByTestId('handover-continue').click();
    let board = await readBoard(page);
    assert.equal(board.flipped, false, 'White sees White at the bottom');
    let moved = null;
    if (variant === 'incerto') {
      // Select a2 (it can always move at the start): revealed to White alone.
      await clickSquare(page, 'a2');
      board = await readBoard(page);
      assert.ok(board.discs.find((d) => d.square === 'a2').role, 'White sees what a2 is');
      moved = board.overlays.available[0];
      await clickSquare(page, moved);
    } else {
      assert.equal(await playTurn(page, 'white', random), 'done');
    }

    await assertHidden(page, 'black');
    await screenshot(page, `app-passplay-${variant}-handover`);
    await page.getByTestId('handover-continue').click();
    board = await readBoard(page);
    assert.equal(board.flipped, true, 'Black sees Black at the bottom');
    assert.equal(board.interactive, true, 'Black may move');
    if (variant === 'incerto') {
      // White's moved disc was revealed to White only.
      assert.equal(board.discs.find((d) => d.square === moved)?.state, 'hidden', `Black sees ${moved} as a plain disc`);
      assert.deepEqual(board.discs.filter((d) => d.color === 'white' && d.role), [], 'Black does not see what White revealed');
    }
    assert.equal(await playTurn(page, 'black', random), 'done');

    await assertHidden(page, 'white');
    await page.getByTestId('handover-continue').click();
    board = await readBoard(page);
    assert.equal(board.flipped, false);
    assert.ok(board.discs.some((d) => d.color === 'white' && d.role), 'White still sees what White knows');
    assert.deepEqual(board.discs.filter((d) => d.color === 'black' && d.role && variant === 'incerto'), [], 'and not what Black revealed');
    assert.deepEqual(problems, []);
    await page.close();
  });
}
