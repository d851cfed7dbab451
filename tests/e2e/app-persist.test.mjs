// Browser test: a reload resumes the game, a seed above 2^53 is kept exactly, corrupt localStorage gives a notice instead of a crash (and is kept, never deleted), a malformed link shows an error and the new-game screen, and a stored or browser language is drawn from the start.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useApp, E2E_SEED, openApp, playRoute, readBoard, playTurn, waitForTurn,
  waitForScreen, rng, screenshot, present,
} from './app-helpers.mjs';
import { recordProblems } from './helpers.mjs';

const app = useApp();

/** What a reload must bring back: the discs as this player sees them and the move list. */
async function snapshot(page) {
  const board = await readBoard(page);
  const moves = await page.locator('[data-testid=moves] li').allTextContents();
  return { discs: board.discs, flipped: board.flipped, moves };
}

for (const [variant, side] of [['incerto', 'white'], ['hidden-random', 'black']]) {
  test(`${variant}: a reload resumes the game`, { timeout: 60_000 }, async () => {
    const random = rng(E2E_SEED + 3);
    const { page, problems } = await openApp(app.browser, app.server, playRoute(variant, 4, side));
    for (let turn = 0; turn < 3; turn++) {
      assert.equal(await waitForTurn(page), 'turn');
      await playTurn(page, side, random);
    }
    assert.equal(await waitForTurn(page), 'turn');
    const before = await snapshot(page);
    assert.ok(before.moves.length >= 3, 'some moves were made');
    await page.reload();
    await page.getByTestId('play').waitFor();
    assert.equal(await waitForTurn(page), 'turn');
    assert.deepEqual(await snapshot(page), before, 'the same position, knowledge and moves after the reload');
    assert.deepEqual(problems, []);
    await page.close();
  });
}

// A seed is any u64, and the page reads and writes JSON with the browser's own JSON
// (web/ui/src/json.rs), whose numbers are exact only up to 2^53: the largest seed must be
// stored as its exact digits and load again as the same deal.
test('a seed above 2^53 is stored exactly and resumes the same game', { timeout: 60_000 }, async () => {
  const seed = '18446744073709551615';
  const { page, problems } = await openApp(app.browser, app.server, playRoute('incerto', seed, 'white'));
  assert.equal(await waitForTurn(page), 'turn');
  const stored = () => page.evaluate(() => localStorage.getItem('incerto.game.v1'));
  await page.waitForFunction(() => localStorage.getItem('incerto.game.v1')?.includes('"seed":'));
  const text = await stored();
  assert.ok(text.includes(`"seed":${seed},`), text);
  const before = await snapshot(page);
  await page.reload();
  assert.equal(await waitForTurn(page), 'turn');
  assert.equal(await page.getByTestId('notice').count(), 0, 'no notice: the game loaded');
  assert.deepEqual(await snapshot(page), before, 'the same deal after the reload');
  assert.equal(await stored(), text, 'saved again as the same text');
  assert.deepEqual(problems, []);
  await page.close();
});

// Settings as serde_json wrote them before the page read JSON with the browser's own
// (web/ui/src/json.rs), from before hints and clocks: they still load, with no notice.
test('settings stored by an earlier version load', { timeout: 60_000 }, async () => {
  const { page, problems } = await openApp(app.browser, app.server);
  await page.evaluate(() => localStorage.setItem('incerto.settings.v1',
    '{"version":1,"lang":"it","variant":"hidden-chess","opponent":"computer","side":"black","level":"greedy","coordinates":false}'));
  // Afresh, with no route (the form's address would choose for it).
  await page.goto(app.server.url);
  await page.getByTestId('new-game').waitFor();
  assert.equal(await page.getByTestId('notice').count(), 0, 'no notice');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'it');
  assert.equal(await page.locator('select[name=level]').inputValue(), 'greedy');
  assert.ok(await page.locator('input[name=variant][value=hidden-chess]').isChecked());
  assert.ok(await page.locator('input[name=side][value=black]').isChecked());
  assert.deepEqual(problems, []);
  await page.close();
});

// The app keeps everything under localStorage keys starting with "incerto."; whatever
// is found there must never crash it.
const GARBAGE = ['{not json', '', 'null', '[]', '{"version":1}', '{"version":999,"record":{}}', '\u0000\uffff', '42'];

test('corrupt localStorage shows a notice instead of a crash', { timeout: 90_000 }, async () => {
  const { page, problems } = await openApp(app.browser, app.server, playRoute('incerto', 3));
  await waitForTurn(page);
  const keys = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('incerto.')));
  assert.ok(keys.length > 0, 'the app stores something under incerto.* keys');
  console.log(`# localStorage keys: ${keys.join(' ')}`);
  for (const garbage of GARBAGE) {
    await page.evaluate(({ keys, garbage }) => {
      for (const k of Object.keys(localStorage)) if (k.startsWith('incerto.unread.')) localStorage.removeItem(k);
      for (const k of keys) localStorage.setItem(k, garbage);
    }, { keys, garbage });
    // Open the app afresh (no route), as a returning visitor would.
    await page.goto(app.server.url);
    await waitForScreen(page);
    await page.getByTestId('notice').first().waitFor({ timeout: 5_000 });
    const label = `garbage ${JSON.stringify(garbage)}`;
    assert.ok(await present(page, 'new-game'), `the app starts fresh on the new-game screen (${label})`);
    // Nothing is deleted: a newer release's value (version 999) stays where it is, and is
    // told again on the next visit; anything else is moved to a key of its own, once.
    const newer = garbage.includes('999');
    const stored = await page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)])));
    const aside = Object.keys(stored).filter((k) => k.startsWith('incerto.unread.'));
    if (newer) {
      for (const k of keys) assert.equal(stored[k], garbage, `${k} is kept for the newer release (${label})`);
      assert.deepEqual(aside, [], label);
    } else {
      assert.equal(aside.length, keys.length, `each unreadable value moved aside (${label}): ${aside.join(' ')}`);
      for (const k of aside) assert.equal(stored[k], garbage, `${k} (${label})`);
    }
    await page.reload();
    await waitForScreen(page);
    assert.equal(await page.getByTestId('notice').count() > 0, newer, `the notice is shown again only for a newer release's value (${label})`);
  }
  await page.evaluate((keys) => {
    for (const k of keys) localStorage.setItem(k, '{"garbage": true');
  }, keys);
  await page.goto(app.server.url);
  await page.getByTestId('notice').first().waitFor({ timeout: 5_000 });
  await screenshot(page, 'app-corrupt-storage');
  assert.deepEqual(problems, [], 'no page errors');
  await page.close();
});

test('a malformed link shows an error and the new-game screen', { timeout: 60_000 }, async () => {
  for (const hash of ['#/play?variant=chess960&seed=1', '#/play?variant=incerto&seed=banana', '#/nowhere']) {
    const { page, problems } = await openApp(app.browser, app.server, hash);
    await page.getByTestId('notice').first().waitFor({ timeout: 5_000 });
    await page.getByTestId('new-game').waitFor();
    assert.deepEqual(problems, [], `no page errors for ${hash}`);
    await page.close();
  }
  // A good link opens that game.
  const { page } = await openApp(app.browser, app.server, playRoute('hidden-chess', 77));
  await page.getByTestId('play').waitFor();
  assert.equal((await readBoard(page)).files, 8);
  await page.close();
});

// Russian and Italian words are files the app fetches (web/ui/src/i18n/tables.rs): a page that
// starts in one of them shows it from its first drawing, never English first.
test('a stored or browser language is the first one drawn, with no English before it', { timeout: 60_000 }, async () => {
  // Every text the tagline ever had, from the start of the page.
  const watch = () => {
    window.taglines = [];
    new MutationObserver(() => {
      const t = document.querySelector('.tagline')?.textContent;
      if (t && window.taglines.at(-1) !== t) window.taglines.push(t);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  };
  const { page, problems } = await openApp(app.browser, app.server);
  await page.locator('select[name=lang]').selectOption('ru');
  await page.waitForFunction(() => document.querySelector('.tagline')?.textContent.startsWith('Шахматы'));
  await page.addInitScript(watch);
  await page.reload();
  await waitForScreen(page);
  assert.deepEqual(await page.evaluate(() => window.taglines.map((t) => t.slice(0, 7))), ['Шахматы'], 'the stored language');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'ru');
  assert.deepEqual(problems, []);
  await page.close();

  // No stored settings: the browser's language (Italian) decides.
  const context = await app.browser.newContext({ locale: 'it-IT' });
  const italian = await context.newPage();
  const seen = recordProblems(italian);
  await italian.addInitScript(watch);
  await italian.goto(app.server.url);
  await waitForScreen(italian);
  assert.deepEqual(await italian.evaluate(() => window.taglines.map((t) => t.slice(0, 7))), ['Scacchi'], 'the browser language');
  assert.deepEqual(seen, []);
  await context.close();
});
