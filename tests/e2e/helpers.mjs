// Shared helpers for the browser tests: start headless Chromium, serve dist/ under a mount path (a test file's hooks: `useApp`), record a page's errors, and watch its long tasks and workers.

import assert from 'node:assert/strict';
import { before, after } from 'node:test';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../server.mjs';

export const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DIST = process.env.INCERTO_DIST ?? join(REPO, 'dist');
/** Screenshots go here (gitignored) so a person can look at what the tests saw. */
export const ARTIFACTS = join(REPO, 'tests', 'artifacts');

// Debian's Chromium, never a Playwright-downloaded browser (nothing can be
// downloaded here). The flags stop it from calling home: this machine has no
// network besides loopback, and those connection attempts only slow it down.
const CHROMIUM = process.env.INCERTO_CHROMIUM ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox', // CI runs as root
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Fails the test run at once when there is no build to test (`make build` makes it). */
export function assertBuilt() {
  assert.ok(existsSync(join(DIST, 'index.html')), `${DIST}/index.html is missing: run \`make build\` first`);
}

/**
 * Two pages of one browser joined by WebRTC on this machine's loopback (the two-device
 * tests, tests/e2e/friend-*.test.mjs): Chromium hides local addresses behind mDNS names
 * unless told not to (the feature WebRtcHideLocalIpsWithMdns), leaves out the loopback
 * interface unless allowed (--allow-loopback-in-peer-connection), and gathers candidates of
 * every interface only for a page allowed the camera or microphone (`LOOPBACK_PERMISSIONS`,
 * granted to a context; the pages never ask for either). Then 127.0.0.1 ranks first.
 */
export const WEBRTC_LOOPBACK_ARGS = ['--allow-loopback-in-peer-connection', '--disable-features=WebRtcHideLocalIpsWithMdns'];
export const LOOPBACK_PERMISSIONS = ['camera', 'microphone'];

/** Launch headless Chromium (with `extraArgs`). Playwright gives every launch a fresh, empty profile directory. */
export function launchBrowser(extraArgs = []) {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/**
 * Launch headless Chromium with a profile kept in `userDataDir`, as a person's browser
 * is: Chromium only offers to install an app outside incognito-like contexts.
 */
export function launchPersistentContext(userDataDir, options = {}) {
  return chromium.launchPersistentContext(userDataDir, { executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, ...options });
}

/**
 * From before the page's first script: every long task (over 50 ms) on its main thread,
 * `{ start, duration }`, in `window.__longTasks`.
 */
export function watchLongTasks(page) {
  return page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** The workers the page starts, each `{ url, closed }`, kept up to date as they end. */
export function watchWorkers(page) {
  const workers = [];
  page.on('worker', (w) => {
    const entry = { url: w.url(), closed: false };
    w.on('close', () => (entry.closed = true));
    workers.push(entry);
  });
  return workers;
}

/** Serve dist/ at `base` on 127.0.0.1 with a free port. */
export function serveDist(base = '/') {
  return startServer({ root: DIST, base });
}

/**
 * Registers a test file's hooks: one browser, and dist/ served at `base`. The returned
 * object's `browser` and `server` are set once the file's tests start.
 */
export function useApp(base = '/') {
  const app = { browser: undefined, server: undefined };
  before(async () => {
    assertBuilt();
    app.browser = await launchBrowser();
    app.server = await serveDist(base);
  });
  // The browser first: the server's close waits for the browser's open connections.
  after(async () => {
    await app.browser?.close();
    await app.server?.close();
  });
  return app;
}

/**
 * The computer's own random numbers in the tests: fixed, so a test that plays against the
 * computer plays the same game every time (with its node budget, the computer's choices
 * then depend only on what it sees). INCERTO_E2E_SEED changes it with the tests' own.
 */
export const BOT_SEED = Number(process.env.INCERTO_E2E_SEED ?? 20240611);

/** The app's test hook (web/ui/src/browser.rs, `bot_seed`): set before the app starts. */
export async function fixBotSeed(pageOrContext, seed = BOT_SEED) {
  await pageOrContext.addInitScript((botSeed) => {
    window.incertoTest = { ...window.incertoTest, botSeed };
  }, seed);
}

/**
 * Open a new page that records what went wrong while it loads:
 * uncaught exceptions, console errors, failed requests and HTTP errors. The computer's
 * seed is fixed (`fixBotSeed`).
 */
export async function openPage(browser) {
  const page = await browser.newPage({ viewport: { width: 800, height: 900 } });
  await fixBotSeed(page);
  return { page, problems: recordProblems(page) };
}

/** Starts recording `page`'s problems (as `openPage` does) into the returned array. */
export function recordProblems(page) {
  const problems = [];
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  page.on('requestfailed', (req) => {
    // The browser's own fetches of the favicon (icons/) and the manifest, the loader's of a
    // language file (i18n/), the lessons' worker's of the lesson files (lessons/) that it
    // starts ahead, and a worker's own script and wasm (computer…, tutor…, loaded when a
    // screen first needs it) are cut short when a test reloads or leaves the page at once
    // (a worker ends with its page): not a fault of the app.
    const left = /\/(icons|lessons|i18n)\/[^/]+$|\/manifest\.json$|\/(computer|tutor)(_bg\.wasm|_loader\.js|\.js)$/;
    if (req.failure()?.errorText === 'net::ERR_ABORTED' && left.test(new URL(req.url()).pathname)) return;
    problems.push(`request failed: ${req.url()} ${req.failure()?.errorText}`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  return problems;
}

/** Save a full-page screenshot as tests/artifacts/<name>.png and return its path. */
export async function screenshot(page, name) {
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/**
 * Runs axe-core on the page as it is and returns its serious and critical violations, one
 * line each. axe is evaluated through the DevTools protocol, which the page's CSP does not
 * govern (a script tag would be refused).
 */
export async function axeViolations(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(readFileSync(join(REPO, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8'));
  const result = await page.evaluate(() => axe.run(document, { resultTypes: ['violations'] }));
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
