// Browser test: nothing stored is lost — an unreadable stored game is moved to a key of its own, named in the notice and offered for download (its "Technical details" marked so in Russian and Italian), a newer release's value is kept untouched and never written over; a new notice replaces an older one of its kind; choosing a saved game's file opens it, and a bad file is refused in the person's language.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { useApp, openApp, openPage, playRoute, waitForScreen, waitForTurn, clickSquare, readBoard, GAME_KEY } from './app-helpers.mjs';

const app = useApp();

/** Everything under the app's keys. */
const storage = (page) => page.evaluate(() => Object.fromEntries(Object.keys(localStorage).filter((k) => k.startsWith('incerto.')).map((k) => [k, localStorage.getItem(k)])));

/** Opens the app once (so it has an origin), stores `entries`, and opens it again as a returning visitor. */
async function returning(entries, hash = '') {
  const { page, problems } = await openApp(app.browser, app.server);
  await page.evaluate((entries) => {
    localStorage.clear();
    for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
  }, entries);
  await page.goto(app.server.url + hash);
  await page.getByTestId('new-game').or(page.getByTestId('play')).first().waitFor();
  return { page, problems };
}

const SETTINGS = (lang) => JSON.stringify({ version: 1, lang, variant: 'incerto', opponent: 'computer', side: 'white', level: 1, coordinates: true, hints: false });

test('an unreadable stored game is kept under a key of its own, named and offered for download', { timeout: 60_000 }, async () => {
  // Damaged as a full disk or an old bug would leave it: cut short.
  const damaged = '{"version":1,"mode":"human","human":null,"level":null,"record":{"format":"incerto-game"';
  const { page, problems } = await returning({ [GAME_KEY]: damaged });
  const notice = page.getByTestId('notice');
  await notice.waitFor();
  assert.equal(await notice.count(), 1);
  assert.match(await notice.textContent(), /could not be loaded\. It is not deleted: it is kept aside/);
  const stored = await storage(page);
  const aside = Object.keys(stored).filter((k) => k.startsWith('incerto.unread.'));
  assert.equal(aside.length, 1, JSON.stringify(stored));
  assert.match(aside[0], /^incerto\.unread\.game\.v1\.\d{13}$/);
  assert.equal(stored[aside[0]], damaged, 'kept exactly as it was');
  assert.equal(stored[GAME_KEY], undefined, 'moved, not copied: the app starts without it');
  // The notice names the key and downloads what it holds.
  assert.equal(await notice.locator('.notice-kept code').textContent(), aside[0]);
  const [download] = await Promise.all([page.waitForEvent('download'), notice.getByTestId('download-kept').click()]);
  assert.equal(download.suggestedFilename(), `${aside[0]}.json`);
  const file = join(mkdtempSync(join(tmpdir(), 'incerto-keep-')), 'kept.json');
  await download.saveAs(file);
  assert.equal(readFileSync(file, 'utf8'), damaged);
  // The technical reason, marked as such and as English.
  assert.equal(await notice.locator('summary').textContent(), 'Technical details');
  assert.equal(await notice.locator('.notice-detail').getAttribute('lang'), 'en');
  // A new game later does not touch the kept copy.
  await page.goto(app.server.url + playRoute('incerto', 5));
  await waitForTurn(page);
  await clickSquare(page, 'b2');
  await page.waitForFunction((k) => localStorage.getItem(k) !== null, GAME_KEY);
  assert.equal((await storage(page))[aside[0]], damaged);
  assert.deepEqual(problems, []);
  await page.close();
});

for (const [lang, words, details] of [
  ['ru', /Она не удалена: она отложена отдельно/, 'Технические подробности (на английском)'],
  ['it', /Non è cancellata: è conservata a parte/, 'Dettagli tecnici (in inglese)'],
]) {
  test(`${lang}: the notice is in the person's language and its details are marked as technical English`, { timeout: 30_000 }, async () => {
    const { page, problems } = await returning({ 'incerto.settings.v1': SETTINGS(lang), [GAME_KEY]: '{"version":1}' });
    const notice = page.getByTestId('notice');
    await notice.waitFor();
    assert.match(await notice.textContent(), words);
    assert.equal(await notice.locator('summary').textContent(), details);
    assert.equal(await notice.locator('.notice-detail').getAttribute('lang'), 'en');
    assert.match(await notice.locator('.notice-detail').textContent(), /missing field `mode`/);
    assert.deepEqual(problems, []);
    await page.close();
  });
}

test('a newer release\'s stored game is kept where it is, untouched, and never written over', { timeout: 60_000 }, async () => {
  const newer = '{"version":99,"mode":"human","future":{"a":[1,2,3]},"record":{}}';
  const { page, problems } = await returning({ [GAME_KEY]: newer });
  const notice = page.getByTestId('notice');
  await notice.waitFor();
  assert.match(await notice.textContent(), /saved by a newer version of Incerto\. It is kept for that version, untouched/);
  assert.equal(await notice.locator('.notice-kept code').textContent(), GAME_KEY);
  // Playing a game here saves nothing over it.
  await page.goto(app.server.url + playRoute('hidden-chess', 8));
  await waitForTurn(page);
  await clickSquare(page, 'e2');
  await clickSquare(page, 'e4');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=moves] li').length >= 1);
  await page.waitForTimeout(300);
  const stored = await storage(page);
  assert.equal(stored[GAME_KEY], newer);
  assert.deepEqual(Object.keys(stored).filter((k) => k.startsWith('incerto.unread.')), [], 'not copied either: it stays for its release');
  // Still there, still told, on the next visit.
  // Loaded in full before the reload: a reload while the first load still downloads its
  // wasm cuts that request short (net::ERR_ABORTED), which is the test's doing.
  await page.goto(app.server.url);
  await waitForScreen(page);
  await page.reload();
  await page.getByTestId('notice').waitFor();
  assert.equal((await storage(page))[GAME_KEY], newer);
  assert.deepEqual(problems, []);
  await page.close();
});

test('eleven bad links in a row leave one notice', { timeout: 30_000 }, async () => {
  const { page, problems } = await openApp(app.browser, app.server);
  for (let i = 0; i < 11; i++) {
    await page.evaluate((i) => {
      location.hash = `#/play?variant=chess960&seed=${i}`;
    }, i);
    await page.getByTestId('notice').first().waitFor();
  }
  await page.waitForTimeout(200);
  assert.equal(await page.getByTestId('notice').count(), 1);
  assert.match(await page.getByTestId('notice').textContent(), /link could not be read/);
  // Another kind of notice stands beside it.
  await page.getByTestId('open-record').click();
  await page.getByTestId('notice').nth(1).waitFor();
  assert.equal(await page.getByTestId('notice').count(), 2);
  assert.deepEqual(problems, []);
  await page.close();
});

test('choosing a saved game\'s file opens it; a bad file is refused in the person\'s language', { timeout: 60_000 }, async () => {
  // A record as the app writes it: the one it stores for a game under way.
  const { page, problems } = await openApp(app.browser, app.server, playRoute('hidden-chess', 12));
  await waitForTurn(page);
  await clickSquare(page, 'e2');
  await clickSquare(page, 'e4');
  await page.waitForFunction((k) => JSON.parse(localStorage.getItem(k) ?? '{}').record?.actions?.length >= 1, GAME_KEY);
  const record = JSON.stringify(JSON.parse(await page.evaluate((k) => localStorage.getItem(k), GAME_KEY)).record);
  const before = await readBoard(page);
  await page.close();
  const dir = mkdtempSync(join(tmpdir(), 'incerto-open-'));
  writeFileSync(join(dir, 'game.json'), record);
  writeFileSync(join(dir, 'bad.json'), '{"not": "a record"}');

  const fresh = await openPage(app.browser);
  await fresh.page.goto(app.server.url);
  await fresh.page.getByTestId('new-game').waitFor();
  await fresh.page.getByTestId('open-file').setInputFiles(join(dir, 'game.json'));
  await fresh.page.getByTestId('play').waitFor();
  const opened = await readBoard(fresh.page);
  assert.deepEqual(opened.discs.find((d) => d.square === 'e4'), before.discs.find((d) => d.square === 'e4'));
  assert.equal(await fresh.page.locator('[data-testid=moves] li').count() >= 1, true);
  await fresh.page.close();

  const it = await returning({ 'incerto.settings.v1': SETTINGS('it') });
  await it.page.getByTestId('open-file').setInputFiles(join(dir, 'bad.json'));
  const notice = it.page.getByTestId('notice');
  await notice.waitFor();
  assert.match(await notice.textContent(), /Questa non è una registrazione che l'app può aprire\. Non è cambiato nulla\./);
  assert.ok(await it.page.getByTestId('new-game').isVisible(), 'still on the new-game screen');
  // The same bad file again is refused again (the input was emptied), one notice still.
  await it.page.getByTestId('open-file').setInputFiles(join(dir, 'bad.json'));
  await it.page.waitForTimeout(300);
  assert.equal(await notice.count(), 1);
  assert.deepEqual([...problems, ...fresh.problems, ...it.problems], []);
  await it.page.close();
});
