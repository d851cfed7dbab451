// Browser test: after one visit the app runs with the server gone (at / and under a sub-path) — every game, every icon, the rulebook from the Learn screen and a lesson —, asks no other origin for anything, offers a newly deployed build and keeps the game when it is taken, and Chromium finds it installable.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../server.mjs';
import { DIST, REPO, fixBotSeed, launchBrowser, launchPersistentContext, recordProblems, serveDist, screenshot, assertBuilt } from './helpers.mjs';
import { E2E_SEED, startFromForm, readBoard, playTurn, waitForTurn, waitForScreen, present, rng } from './app-helpers.mjs';
import { listFiles } from '../../scripts/postbuild.mjs';
import { waitLesson } from './lesson-helpers.mjs';

let browser;

/** The first step of Incerto's lesson "turn", as the lesson file holds it. */
const firstStep = JSON.parse(readFileSync(join(REPO, 'web', 'lessons', 'incerto.json'), 'utf8')).lessons.find((l) => l.id === 'turn').steps[0];

before(async () => {
  assertBuilt();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

/** The build version written into index.html by scripts/postbuild.mjs. */
function versionOf(dir) {
  // Attributes in either order, quoted or not (the release index.html is minified).
  const m = readFileSync(join(dir, 'index.html'), 'utf8').match(/<meta (?=[^>]*name="?incerto-version[\s">])[^>]*content="?([^"\s>]+)/);
  assert.ok(m, 'index.html names its build version');
  return m[1];
}

/**
 * A fresh browser context that records every request it makes (the page's and the
 * service worker's), every CSP violation and every error.
 */
async function trackedContext() {
  const context = await browser.newContext({ viewport: { width: 800, height: 900 } });
  const requests = [];
  context.on('request', (r) => requests.push({ url: r.url(), fromWorker: !!r.serviceWorker() }));
  await fixBotSeed(context);
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations.push(`${e.violatedDirective}: ${e.blockedURI}`));
  });
  const page = await context.newPage();
  const problems = recordProblems(page);
  return { context, page, requests, problems };
}

/**
 * Waits until the service worker controls the page, then returns what its cache holds:
 * the cache names of this origin and the paths (relative to the app's folder) in ours.
 */
async function offlineReady(page) {
  return page.evaluate(async () => {
    // Not `serviceWorker.ready`, which never settles when the install fails.
    for (let i = 0; i < 600 && !navigator.serviceWorker.controller; i++) await new Promise((r) => setTimeout(r, 50));
    if (!navigator.serviceWorker.controller) {
      const regs = await navigator.serviceWorker.getRegistrations();
      throw new Error(`no service worker controls the page after 30 s (${regs.length} registrations)`);
    }
    const base = new URL('./', location.href).href;
    const names = await caches.keys();
    const ours = names.filter((n) => n.startsWith(`incerto:${base}:`));
    const files = ours.length === 1 ? (await (await caches.open(ours[0])).keys()).map((r) => r.url.slice(base.length)).sort() : [];
    return { names, ours, files };
  });
}

/** Resigns the game on screen (the game-over panel then offers a new game). */
async function resign(page) {
  await page.getByTestId('resign').click();
  await page.getByTestId('resign-confirm').click();
  await page.getByTestId('game-over').waitFor();
}

// The same dist/ must work offline wherever it is copied.
for (const [name, base] of [
  ['root', '/'],
  ['subpath', '/games/incerto/'],
]) {
  test(`offline at ${base}: after one visit the app starts, plays every game and opens a lesson with the server gone`, { timeout: 120_000 }, async () => {
    const server = await serveDist(base);
    const origin = new URL(server.url).origin;
    const { context, page, requests, problems } = await trackedContext();
    let serverUp = true;
    try {
      await page.goto(server.url);
      await waitForScreen(page);
      const cached = await offlineReady(page);
      // Every file of the build is cached (sw.js itself is the browser's to keep).
      assert.deepEqual(cached.files, listFiles(DIST).filter((f) => f !== 'sw.js'));
      assert.equal(cached.ours.length, 1, 'one cache for this build');
      assert.ok(cached.ours[0].endsWith(`:${versionOf(DIST)}`), 'the cache is named after the build');

      // Gone: no network for this context, and the server closed.
      await context.setOffline(true);
      await server.close();
      serverUp = false;
      await page.reload();
      await waitForScreen(page);

      // Every language works offline: Russian and Italian come from their files
      // (dist/i18n/, web/ui/src/i18n/tables.rs) in the cache; switch to each and back.
      const tagline = () => page.locator('.tagline').textContent();
      for (const [lang, word] of [['ru', 'Шахматы'], ['it', 'Scacchi'], ['en', 'Hidden-piece']]) {
        await page.locator('select[name=lang]').selectOption(lang);
        await page.waitForFunction((w) => document.querySelector('.tagline')?.textContent.startsWith(w), word, { timeout: 5000 }).catch(() => {});
        assert.ok((await tagline()).startsWith(word), `${lang}: ${await tagline()}`);
      }

      // Every icon index.html and the manifest name loads, from the cache, in this folder:
      // fetched and drawn as an image.
      const assets = await page.evaluate(async () => {
        const base = new URL('./', location.href).href;
        const link = document.querySelector('link[rel=manifest]');
        const manifest = await (await fetch(link.href)).json();
        const urls = [...document.querySelectorAll('link[rel~=icon], link[rel=apple-touch-icon]')].map((l) => l.href);
        urls.push(...manifest.icons.map((i) => new URL(i.src, link.href).href));
        const out = [];
        for (const url of [...new Set(urls)]) {
          const r = await fetch(url);
          const img = new Image();
          img.src = url;
          const drawn = await img.decode().then(() => img.naturalWidth > 0, () => false);
          out.push({ path: url.startsWith(base) ? url.slice(base.length) : url, ok: r.ok, type: r.headers.get('content-type'), drawn });
        }
        return out.sort((a, b) => a.path.localeCompare(b.path));
      });
      const icons = listFiles(DIST).filter((f) => f.startsWith('icons/') && f !== 'icons/maskable.svg');
      assert.deepEqual(assets.map((a) => a.path), icons, 'index.html and the manifest name every icon of the build');
      for (const a of assets) {
        assert.deepEqual(a, { path: a.path, ok: true, type: a.path.endsWith('.svg') ? 'image/svg+xml' : 'image/png', drawn: true });
      }

      // The complete rulebook from the Learn screen: the app's own page, offline, and back.
      await page.evaluate(() => {
        location.hash = '#/learn/incerto';
      });
      await page.getByTestId('rules-link').click();
      await page.getByTestId('rules').waitFor();
      assert.equal(new URL(page.url()).pathname, `${base}rules.html`);
      assert.equal(await page.locator('h1').textContent(), 'The rules of Incerto, Hidden Random Chess and Hidden Chess');
      assert.equal(await page.locator('h2[id="1-incerto-incerto"]').count(), 1, 'headings keep the document\'s anchors');
      // docs/RULES.md has lists and bold decision marks (no tables): both are rendered, not left as Markdown.
      assert.ok((await page.locator('main ul li').count()) >= 10, 'the lists are lists');
      assert.ok((await page.locator('main strong').count()) >= 1, 'bold is bold');
      assert.ok(!(await page.locator('main').textContent()).includes('**'), 'no Markdown marks are left in the text');
      await page.getByTestId('rules-back').click();
      await page.getByTestId('learn').waitFor();

      // A lesson: the Learn screen starts the lessons' worker, which fetches the lesson
      // files; both come from the cache. Its first step's board is drawn.
      await page.evaluate(() => {
        location.hash = '#/learn/incerto/turn';
      });
      const lesson = await waitLesson(page.locator('body'), (l) => l.step === 'select');
      assert.equal(lesson.phase, 'playing');
      assert.equal(Object.keys(lesson.discs).length, 24, 'the first step\'s board, every disc');
      assert.equal(await page.getByTestId('lesson-text').textContent(), firstStep.text.en);
      await page.getByTestId('learn-new-game').click();
      await page.getByTestId('new-game').waitFor();

      // Each game's new-game flow: start it against the computer, see its board, resign, back to the form.
      for (const [variant, files, discs] of [['hidden-random', 8, 32], ['hidden-chess', 8, 32], ['incerto', 6, 24]]) {
        await startFromForm(page, { variant, opponent: 'computer', side: 'white', seed: E2E_SEED % 1000 });
        const board = await readBoard(page);
        assert.equal(board.files, files, variant);
        assert.equal(board.discs.length, discs, variant);
        await resign(page);
        await page.getByTestId('game-over-new').click();
        await page.getByTestId('new-game').waitFor();
      }

      // A game against the computer, a few turns each.
      await startFromForm(page, { variant: 'incerto', opponent: 'computer', side: 'white', seed: 3 });
      const random = rng(E2E_SEED + 13);
      let turns = 0;
      let state = await waitForTurn(page);
      while (state === 'turn' && turns < 4) {
        const result = await playTurn(page, 'white', random);
        turns += 1;
        state = result === 'over' ? 'over' : await waitForTurn(page);
      }
      assert.ok(turns >= 1, 'played at least one turn');
      const moves = await page.locator('[data-testid=moves] li').count();
      assert.ok(moves >= Math.min(2 * turns - 1, 2), `the computer answered offline (${moves} actions listed after ${turns} turns)`);

      // Still offline, the saved game comes back after another reload.
      await page.reload();
      await page.getByTestId('play').waitFor();
      assert.equal(await page.locator('[data-testid=moves] li').count(), moves, 'the game is kept');
      await screenshot(page, `offline-${name}`);

      // No request ever left the origin (the service worker's own fetches included), and the
      // policy refused nothing.
      assert.ok(requests.some((r) => r.fromWorker), 'the service worker\'s requests are recorded too');
      const foreign = requests.filter((r) => !r.url.startsWith(`${origin}/`));
      assert.deepEqual(foreign, [], 'no request outside the origin');
      assert.deepEqual(await page.evaluate(() => window.__cspViolations), [], 'no CSP violation');
      assert.deepEqual(problems, [], 'no errors or failed requests, online or offline');
    } finally {
      await context.close();
      if (serverUp) await server.close();
    }
  });
}

test('a newly deployed build is offered; "Later" waits, "Reload" runs it with the game kept', { timeout: 120_000 }, async () => {
  // A copy of dist/ that the test can "deploy" over.
  const root = mkdtempSync(join(tmpdir(), 'incerto-dist-'));
  cpSync(DIST, root, { recursive: true });
  const first = versionOf(root);
  const second = 'e2e-second-build';
  const server = await startServer({ root, base: '/games/incerto/' });
  const { context, page, problems } = await trackedContext();
  const version = () => page.evaluate(() => document.querySelector('meta[name="incerto-version"]').content);
  try {
    await page.goto(server.url);
    await waitForScreen(page);
    await startFromForm(page, { variant: 'hidden-chess', opponent: 'computer', side: 'white', seed: 21 });
    assert.equal(await waitForTurn(page), 'turn');
    await playTurn(page, 'white', rng(E2E_SEED + 21));
    assert.equal(await waitForTurn(page), 'turn');
    const moves = await page.locator('[data-testid=moves] li').count();
    assert.equal(moves, 2, 'one move each');
    const hash = new URL(page.url()).hash;
    await offlineReady(page);
    assert.equal(await present(page, 'update'), false, 'no prompt for the build that is running');

    // Deploy a second build: a new version in index.html and in the service worker.
    for (const file of ['index.html', 'sw.js']) {
      const path = join(root, file);
      const text = readFileSync(path, 'utf8');
      assert.ok(text.includes(first), `${file} names the build version`);
      writeFileSync(path, text.replaceAll(first, second));
    }

    // The next visit still runs the cached build, finds the new one and offers it.
    await page.reload();
    await page.getByTestId('update').waitFor({ timeout: 30_000 });
    assert.equal(await version(), first, 'the old build runs until the person accepts');
    assert.match(await page.getByTestId('update').textContent(), /new version/);
    await screenshot(page, 'offline-update-prompt');

    // "Later" hides it; it comes back at the next start while the new build waits.
    await page.getByTestId('update-later').click();
    assert.equal(await present(page, 'update'), false);
    await page.reload();
    await page.getByTestId('update').waitFor({ timeout: 30_000 });
    assert.equal(await version(), first);

    // "Reload": the new build takes over and the page reloads into it.
    await Promise.all([page.waitForEvent('load'), page.getByTestId('update-reload').click()]);
    await page.getByTestId('play').waitFor();
    assert.equal(await version(), second, 'the new build runs');
    assert.equal(new URL(page.url()).hash, hash, 'the same game is on screen');
    assert.equal(await page.locator('[data-testid=moves] li').count(), moves, 'the game is kept');
    assert.equal(await present(page, 'update'), false, 'nothing left to offer');
    const cached = await offlineReady(page);
    assert.equal(cached.ours.length, 1, 'the old build\'s cache is deleted');
    assert.ok(cached.ours[0].endsWith(`:${second}`));
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
    await server.close();
    rmSync(root, { recursive: true, force: true });
  }
});

test('the manifest is valid and Chromium finds the app installable', { timeout: 60_000 }, async () => {
  const server = await serveDist('/games/incerto/');
  const profile = mkdtempSync(join(tmpdir(), 'incerto-profile-'));
  const context = await launchPersistentContext(profile);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(server.url);
    await waitForScreen(page);
    await offlineReady(page);
    const cdp = await context.newCDPSession(page);

    const { url, errors, data } = await cdp.send('Page.getAppManifest');
    assert.equal(url, `${server.url}manifest.json`);
    assert.deepEqual(errors, [], 'the manifest parses without errors');
    const manifest = JSON.parse(data);
    assert.equal(manifest.short_name, 'Incerto');
    assert.equal(manifest.display, 'standalone');
    // Relative URLs: the app installs from whatever folder it is in.
    for (const key of ['start_url', 'scope', 'id']) assert.equal(new URL(manifest[key], url).href, server.url, key);
    for (const [purpose, size] of [['any', 192], ['any', 512], ['maskable', 192], ['maskable', 512]]) {
      const icon = manifest.icons.find((i) => i.purpose === purpose && i.sizes === `${size}x${size}` && i.type === 'image/png');
      assert.ok(icon, `a ${purpose} ${size} px PNG icon`);
      const res = await page.request.get(new URL(icon.src, url).href);
      assert.equal(res.status(), 200, icon.src);
      const png = await res.body();
      // The PNG's own header: width and height at bytes 16-23.
      assert.equal(png.toString('latin1', 1, 4), 'PNG', icon.src);
      assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [size, size], icon.src);
    }

    // Chromium's own check, as for its install button. It can need a moment after the
    // service worker starts.
    let result;
    for (let i = 0; i < 20; i++) {
      result = await cdp.send('Page.getInstallabilityErrors');
      if (result.installabilityErrors.length === 0) break;
      await page.waitForTimeout(250);
    }
    assert.deepEqual(result.installabilityErrors, [], 'installable');
  } finally {
    await context.close();
    await server.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
