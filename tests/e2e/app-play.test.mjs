// Browser test: each of the three games is started against the computer from the new-game form and played by clicking the board, to its end or 40 turns, with screenshots.

import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import {
  useApp, E2E_SEED, openApp, startFromForm, readBoard, playTurn,
  waitForTurn, present, rng, screenshot,
} from './app-helpers.mjs';

const TURNS = 40;

const app = useApp();

// The games mostly wait for the computer's deliberate delay, so they run side by side.
describe('play each game against the computer', { concurrency: true }, () => {
  for (const [variant, side, seed] of [
    ['incerto', 'white', 11],
    ['hidden-random', 'black', 12],
    ['hidden-chess', 'random', 13],
  ]) {
    test(`${variant}: play as ${side} by clicking the board until the end or ${TURNS} turns`, { timeout: 150_000 }, async () => {
      const random = rng(E2E_SEED + seed);
      const { page, problems } = await openApp(app.browser, app.server);
      await startFromForm(page, { variant, side, seed });
      let board = await readBoard(page);
      assert.equal(board.files, variant === 'incerto' ? 6 : 8);
      assert.equal(board.ranks, 8);
      assert.equal(board.discs.length, variant === 'incerto' ? 24 : 32, 'every disc of both sides is on the board');
      // The person's side is at the bottom: a flipped board means they play Black.
      const color = board.flipped ? 'black' : 'white';
      if (side !== 'random') assert.equal(color, side);
      await screenshot(page, `app-play-${variant}-start`);

      const seen = new Set();
      let turns = 0;
      let state = await waitForTurn(page);
      while (state === 'turn' && turns < TURNS) {
        const result = await playTurn(page, color, random, seen);
        turns += 1;
        if (turns % 10 === 0) await screenshot(page, `app-play-${variant}-turn-${turns}`);
        state = result === 'over' ? 'over' : await waitForTurn(page);
        if (state === 'turn') {
          // After the computer's reply its move is highlighted (from and to, or a flipped square).
          const after = await readBoard(page);
          assert.ok(after.overlays['last-move'].length >= 1, 'the last move is highlighted');
        }
      }
      const moves = await page.locator('[data-testid=moves] li').count();
      assert.ok(moves >= Math.min(turns, 1), 'the move list grows with the game');
      console.log(`# ${variant}: ${turns} turns as ${color}, ${moves} actions listed, states seen: ${[...seen].sort().join(' ')}`);

      if (state !== 'over') {
        // Not over after 40 turns: resign, which must end the game too.
        await page.getByTestId('resign').click();
        // Resign asks first; cancelling keeps the game going.
        await page.getByTestId('resign-cancel').click();
        assert.equal(await page.getByTestId('game-over').count(), 0, 'cancel does not resign');
        await page.getByTestId('resign').click();
        await page.getByTestId('resign-confirm').click();
      }
      const over = page.getByTestId('game-over');
      await over.waitFor({ timeout: 10_000 });
      const reason = (await page.getByTestId('result-reason').textContent()).trim();
      assert.ok(reason.length > 0, 'the game-over panel names the reason');
      for (const id of ['rematch', 'copy-record', 'download-json', 'download-pgn']) {
        assert.ok(await present(page, id), `the game-over panel offers ${id}`);
      }
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-json').click()]);
      assert.match(download.suggestedFilename(), /\.json$/);
      const record = JSON.parse(await (await download.createReadStream()).toArray().then((c) => Buffer.concat(c).toString()));
      assert.ok(record && typeof record === 'object', 'the JSON record parses');
      board = await readBoard(page);
      assert.equal(board.interactive, false, 'a finished game takes no more moves');
      await screenshot(page, `app-play-${variant}-end`);
      assert.deepEqual(problems, [], 'no page errors while playing');
      await page.close();
    });
  }
});
