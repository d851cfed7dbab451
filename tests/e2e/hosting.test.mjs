// Browser test: the built app loads and renders its board from a plain static server, at the root and under a sub-path.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, serveDist, openPage, screenshot, assertBuilt } from './helpers.mjs';

let browser;

before(async () => {
  assertBuilt();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

// The same dist/ must work wherever it is copied: this is what lets it be
// dropped into any folder of a static web site.
for (const [name, base] of [
  ['root', '/'],
  ['subpath', '/games/incerto/'],
]) {
  test(`app renders the board when dist/ is served at ${base}`, { timeout: 60_000 }, async () => {
    const server = await serveDist(base);
    try {
      const { page, problems } = await openPage(browser);
      await page.goto(server.url);
      // The board is drawn by the wasm app, so seeing it proves that the JS
      // glue and the .wasm were fetched from the mount and started.
      const board = page.getByTestId('board');
      await board.waitFor({ state: 'visible', timeout: 30_000 });
      assert.equal(await page.getByTestId('title').textContent(), 'Incerto');
      assert.equal(await board.locator('rect[data-square]').count(), 6 * 8, 'a 6x8 board has 48 squares');
      assert.equal(await board.locator('rect[data-square="a1"]').count(), 1);
      assert.equal(await board.locator('rect[data-square="f8"]').count(), 1);
      const shot = await screenshot(page, `hosting-${name}`);
      console.log(`# screenshot: ${shot}`);
      assert.deepEqual(problems, [], 'the page loads without errors or failed requests');
      await page.close();
    } finally {
      await server.close();
    }
  });
}
