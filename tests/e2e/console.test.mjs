// Browser test: no console warning or error on load — the app page, a game against the computer (its worker), the Learn screen with a lesson (the lessons' worker) and an embedded diagram — such as wasm-bindgen's "using deprecated parameters for the initialization function" (scripts/postbuild.mjs `fixLoaders`).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, playRoute, waitForTurn, clickSquare } from './app-helpers.mjs';
import { fixBotSeed } from './helpers.mjs';
import { waitLesson } from './lesson-helpers.mjs';

const app = useApp();

/** A page whose every console message above "info" is kept, the workers' included. */
async function watchedPage() {
  const page = await app.browser.newPage({ viewport: { width: 900, height: 900 } });
  await fixBotSeed(page);
  const said = [];
  const keep = (where) => (msg) => {
    if (['warning', 'error'].includes(msg.type())) said.push(`${where} ${msg.type()}: ${msg.text()}`);
  };
  page.on('console', keep('page'));
  page.on('pageerror', (e) => said.push(`page error: ${e.message}`));
  // Dedicated workers: their own console, in case the page's does not carry it.
  page.on('worker', (w) => w.on('console', keep(`worker ${w.url().split('/').pop()}`)));
  return { page, said };
}

test('no console warning on load: app, computer, lessons and embed, with their workers', { timeout: 90_000 }, async () => {
  const { page, said } = await watchedPage();
  const workers = [];
  page.on('worker', (w) => workers.push(w.url().split('/').pop()));
  // A game against the computer: the computer's worker starts and answers a move.
  await page.goto(app.server.url + playRoute('hidden-chess', 21));
  await waitForTurn(page);
  await clickSquare(page, 'e2');
  await clickSquare(page, 'e4');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=moves] li').length >= 2, null, { timeout: 30_000 });
  // The Learn screen and a lesson: the lessons page and the lessons' worker.
  await page.evaluate(() => {
    location.hash = '#/learn/incerto/turn';
  });
  await waitLesson(page.locator('body'), (l) => l.step === 'select');
  // An embedded diagram (the lessons page alone).
  await page.goto(`${app.server.url}#/embed?game=incerto&fen=${encodeURIComponent('k*5/6/6/6/6/1p4/1N4/K5 w - - 0 1')}&select=b2&interactive=0`);
  await page.getByTestId('embed-board').waitFor();
  await page.waitForTimeout(500);
  assert.deepEqual(workers.filter((w) => /loader/.test(w)).sort(), ['computer_loader.js', 'tutor_loader.js'], 'both workers ran');
  assert.deepEqual(said, []);
  await page.close();
});
