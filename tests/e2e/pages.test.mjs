// Browser tests of the page wasms (index.html's loader, Trunk.toml): each address downloads only its own page's wasm (the app's for /, #/new, #/play; the lessons page's for #/learn; the embed page's for #/embed; the analysis page's for #/analysis, whose own flows are app-analysis.test.mjs's), and going between them — the new-game screen's Learn link, the Learn screen's buttons, Back and Forward, an address typed while the page draws — reloads into the other page with the unfinished game kept.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, openPage, startFromForm, playTurn, rng, E2E_SEED, GAME_KEY } from './app-helpers.mjs';

const app = useApp();

/** Records the page wasms `page` requests, as 'app', 'lessons', 'embed' or 'analysis', in order. */
function pagesFetched(page) {
  const seen = [];
  page.on('request', (req) => {
    const file = new URL(req.url()).pathname.split('/').pop();
    if (/^incerto-web-[0-9a-f]+_bg\.wasm$/.test(file)) seen.push('app');
    if (/^lessons-page-[0-9a-f]+_bg\.wasm$/.test(file)) seen.push('lessons');
    if (/^embed-page-[0-9a-f]+_bg\.wasm$/.test(file)) seen.push('embed');
    if (/^analysis-page-[0-9a-f]+_bg\.wasm$/.test(file)) seen.push('analysis');
  });
  return seen;
}

test('each address downloads only its own page wasm', { timeout: 90_000 }, async () => {
  for (const [hash, want, testid] of [
    ['', 'app', 'new-game'],
    ['#/new?variant=hidden-chess', 'app', 'new-game'],
    ['#/learn/incerto/turn', 'lessons', 'learn'],
    ['#/learn', 'lessons', 'learn'],
    ['#/embed?game=hidden-random&lesson=setup', 'embed', 'embed'],
    ['#/analysis', 'analysis', 'nothing-to-analyse'],
  ]) {
    const { page, problems } = await openPage(app.browser);
    const fetched = pagesFetched(page);
    await page.goto(app.server.url + hash);
    await page.getByTestId(testid).waitFor({ timeout: 30_000 });
    assert.deepEqual(fetched, [want], `${hash || '/'}: ${fetched.join(' ')}`);
    // The page the loader started draws this address: no reload into the other.
    await page.waitForTimeout(300);
    assert.deepEqual(fetched, [want], `${hash || '/'} stays`);
    assert.deepEqual(problems, [], hash);
    await page.close();
  }
});

test('the Learn link, the Learn screen, Back and Forward go between the pages and keep the game', { timeout: 120_000 }, async () => {
  const { page, problems } = await openPage(app.browser);
  const fetched = pagesFetched(page);
  await page.goto(`${app.server.url}#/new`);
  await startFromForm(page, { variant: 'incerto', opponent: 'human', seed: 7 });
  assert.equal(await playTurn(page, 'white', rng(E2E_SEED)), 'done');
  const stored = () => page.evaluate((key) => localStorage.getItem(key), GAME_KEY);
  const game = await stored();
  assert.ok(game && JSON.parse(game).record, 'the unfinished game is stored');
  const playHash = new URL(page.url()).hash;

  // Back to the new-game screen (the app's), then its Learn link: the lessons page.
  await page.goBack();
  await page.getByTestId('new-game').waitFor();
  assert.deepEqual(fetched, ['app']);
  await page.getByTestId('learn-link').click();
  await page.getByTestId('learn-index').waitFor({ timeout: 30_000 });
  assert.equal(new URL(page.url()).hash, '#/learn/incerto');
  assert.deepEqual(fetched, ['app', 'lessons']);
  assert.equal(await stored(), game, 'the game is kept');

  // The Learn screen offers the game in progress: the app's page, the same game.
  await page.getByTestId('continue').click();
  await page.getByTestId('play').waitFor({ state: 'attached', timeout: 30_000 });
  assert.deepEqual(fetched, ['app', 'lessons', 'app']);
  assert.equal(new URL(page.url()).hash, playHash);
  assert.equal(await stored(), game, 'the same game, not a new one');

  // Back: the Learn screen again (the lessons page); Forward: the game (the app's page).
  await page.goBack();
  await page.getByTestId('learn-index').waitFor({ timeout: 30_000 });
  assert.equal(new URL(page.url()).hash, '#/learn/incerto');
  assert.deepEqual(fetched, ['app', 'lessons', 'app', 'lessons']);
  await page.goForward();
  await page.getByTestId('play').waitFor({ state: 'attached', timeout: 30_000 });
  assert.deepEqual(fetched, ['app', 'lessons', 'app', 'lessons', 'app']);
  assert.equal(await stored(), game);

  // The Learn screen's "new game": the app's new-game screen, the game still kept.
  await page.goBack();
  await page.getByTestId('learn-new-game').click();
  await page.getByTestId('new-game').waitFor({ timeout: 30_000 });
  assert.match(new URL(page.url()).hash, /^#\/new/);
  assert.equal(fetched.at(-1), 'app');
  assert.equal(await stored(), game);
  assert.deepEqual(problems, []);
  await page.close();
});

test('an unreadable lesson address shows the lessons and says why, without a reload', { timeout: 90_000 }, async () => {
  const { page, problems } = await openPage(app.browser);
  const fetched = pagesFetched(page);
  await page.goto(`${app.server.url}#/learn/chess`);
  await page.getByTestId('learn-index').waitFor({ timeout: 30_000 });
  const notice = page.getByTestId('notice');
  await notice.waitFor();
  assert.match(await notice.innerText(), /This lesson link could not be read/);
  assert.equal(await notice.locator('details').textContent().then((t) => t.includes("'chess' is not a game")), true);
  assert.equal(new URL(page.url()).hash, '#/learn/incerto');
  // Still the lessons page, the notice still there: nothing reloaded into the app's page.
  await page.waitForTimeout(500);
  assert.deepEqual(fetched, ['lessons']);
  assert.equal(await page.getByTestId('notice').count(), 1);

  // Typed into the open page (a hashchange, not a load): the same.
  await page.getByTestId('notice').getByRole('button').first().click();
  await page.evaluate(() => { location.hash = '#/learn/incerto/no such lesson/1/2'; });
  await page.getByTestId('notice').waitFor();
  assert.match(await page.getByTestId('notice').innerText(), /This lesson link could not be read/);
  await page.waitForTimeout(500);
  assert.deepEqual(fetched, ['lessons']);
  assert.deepEqual(problems, []);
  await page.close();
});

test('an address typed while the page draws is followed, not written over by the screen shown', { timeout: 90_000 }, async () => {
  // The page writes its screen's address after each drawing. A drawing between a typed
  // address and its hashchange (here a visibilitychange in the same task; in a real page a
  // worker's answer or a clock) once put the old screen's address back, and the page never
  // went where it was asked (the lessons page then stayed, its embed address lost).
  const typeWhileDrawing = (hash) => page.evaluate((h) => {
    location.hash = h;
    document.dispatchEvent(new Event('visibilitychange'));
  }, hash);
  const { page, problems } = await openPage(app.browser);
  const fetched = pagesFetched(page);
  await page.goto(`${app.server.url}#/learn/incerto/turn`);
  await page.getByTestId('lesson').waitFor({ timeout: 30_000 });
  const embed = `#/embed?game=incerto&fen=${encodeURIComponent('k*5/6/6/6/6/1p4/1N4/K5 w - - 0 1')}&select=b2&interactive=0`;
  await typeWhileDrawing(embed);
  await page.getByTestId('embed-board').waitFor({ timeout: 30_000 });
  assert.equal(new URL(page.url()).hash, embed);
  assert.deepEqual(fetched, ['lessons', 'embed']);

  // The app's page, the new-game screen: a lesson's address typed while it draws.
  await page.goto(`${app.server.url}#/new`);
  await page.getByTestId('new-game').waitFor({ timeout: 30_000 });
  await typeWhileDrawing('#/learn/hidden-chess');
  await page.getByTestId('learn-index').waitFor({ timeout: 30_000 });
  assert.match(new URL(page.url()).hash, /^#\/learn\/hidden-chess/);
  assert.deepEqual(fetched, ['lessons', 'embed', 'app', 'lessons']);
  assert.deepEqual(problems, []);
  await page.close();
});

test("the app's wasm leaves out the lessons page's own English; the lessons page has it", { timeout: 30_000 }, async () => {
  const html = await (await fetch(app.server.url)).text();
  const file = (re) => html.match(re)?.[0];
  const appWasm = file(/incerto-web-[0-9a-f]+_bg\.wasm/);
  const lessonsWasm = file(/lessons-page-[0-9a-f]+_bg\.wasm/);
  assert.ok(appWasm && lessonsWasm, 'the loader names both page wasms');
  const bytes = async (name) => Buffer.from(await (await fetch(`${app.server.url}${name}`)).arrayBuffer());
  const [appBytes, lessonsBytes] = [await bytes(appWasm), await bytes(lessonsWasm)];
  // Rows of the lessons' own table (`LessonKey` in web/ui/src/i18n/strings.rs: LearnIntro, EmbedNoGame) and a shared one (Tagline).
  for (const text of ['Short lessons on live boards: read a rule', 'No game is named: add game=']) {
    assert.equal(appBytes.includes(text), false, `app: ${text}`);
    assert.equal(lessonsBytes.includes(text), true, `lessons page: ${text}`);
  }
  const shared = 'Hidden-piece chess: three games where not every piece is known.';
  assert.ok(appBytes.includes(shared) && lessonsBytes.includes(shared), 'both pages have the shared strings');
});
