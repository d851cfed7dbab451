// Browser test: while a game is unfinished its seed (which decides every hidden piece) is nowhere in the page's text, attributes or URL; once the game is over it is shown.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useApp, E2E_SEED, openApp, playRoute, startFromForm, playTurn, waitForTurn, rng, screenshot,
} from './app-helpers.mjs';

const app = useApp();

// Thirteen digits: no move count, coordinate or size in the page contains them by chance.
const SEED = '9876543210123';

/**
 * Every place in the page where `seed` appears: the URL, the title, any element's text,
 * attributes or form value, and the serialised document. Empty when it is nowhere.
 */
async function findSeed(page, seed) {
  return page.evaluate((seed) => {
    const hits = [];
    if (location.href.includes(seed)) hits.push(`url ${location.href}`);
    if (document.title.includes(seed)) hits.push('title');
    for (const el of document.querySelectorAll('*')) {
      for (const a of el.attributes) if (a.value.includes(seed)) hits.push(`${el.tagName.toLowerCase()}[${a.name}]`);
      if (typeof el.value === 'string' && el.value.includes(seed)) hits.push(`${el.tagName.toLowerCase()}.value`);
    }
    if (document.documentElement.textContent.includes(seed)) hits.push('text');
    if (document.documentElement.outerHTML.includes(seed)) hits.push('html');
    return hits;
  }, seed);
}

for (const [i, variant] of ['incerto', 'hidden-random', 'hidden-chess'].entries()) {
  test(`${variant}: a link's seed leaves the URL at once and is nowhere in the page until the game is over`, { timeout: 90_000 }, async () => {
    const random = rng(E2E_SEED + 30 + i);
    const { page, problems } = await openApp(app.browser, app.server, playRoute(variant, SEED));
    await page.getByTestId('play').waitFor();
    // The link started the game; its URL no longer holds the seed.
    await page.waitForFunction((seed) => !location.href.includes(seed), SEED);
    assert.match(page.url(), /#\/play$/, 'the game in progress is plain #/play');
    assert.deepEqual(await findSeed(page, SEED), [], 'no seed at the start');
    for (let turn = 0; turn < 3; turn++) {
      if ((await waitForTurn(page)) === 'over') break;
      await playTurn(page, 'white', random);
      assert.deepEqual(await findSeed(page, SEED), [], `no seed after turn ${turn + 1}`);
    }
    // Nor on the new-game screen while the game is unfinished, nor after a reload.
    await page.getByTestId('new').click();
    await page.getByTestId('new-game').waitFor();
    assert.deepEqual(await findSeed(page, SEED), [], 'no seed on the new-game screen');
    assert.equal(await page.locator('input[name=seed]').inputValue(), '', 'the seed field is empty');
    await page.getByTestId('continue').click();
    await page.reload();
    await page.getByTestId('play').waitFor();
    await waitForTurn(page);
    assert.ok((await page.locator('[data-testid=moves] li').count()) > 0, 'the reload restored the game');
    assert.deepEqual(await findSeed(page, SEED), [], 'no seed after a reload');

    // Over: now the seed may be known, and the page says it (the check can find it).
    if (!(await page.getByTestId('game-over').count())) {
      await page.getByTestId('resign').click();
      await page.getByTestId('resign-confirm').click();
    }
    await page.getByTestId('game-over').waitFor();
    assert.match(await page.getByTestId('game-seed').textContent(), new RegExp(SEED));
    await page.waitForFunction((seed) => location.href.includes(`seed=${seed}`), SEED);
    const hits = await findSeed(page, SEED);
    assert.ok(hits.includes('text') && hits.some((h) => h.startsWith('url')), `shown after the game: ${hits}`);
    await screenshot(page, `app-secrecy-${variant}-over`);
    assert.deepEqual(problems, []);
    await page.close();
  });
}

test('a seed typed into the new-game form is not kept in the form, the page or the URL during the game', { timeout: 60_000 }, async () => {
  const { page, problems } = await openApp(app.browser, app.server);
  await page.getByTestId('new-game').waitFor();
  await page.locator('input[name=seed]').fill(SEED);
  // Before the game, the form's own URL may carry the person's choice.
  await page.waitForFunction((seed) => location.href.includes(seed), SEED);
  await startFromForm(page, { variant: 'hidden-chess', seed: SEED });
  await page.waitForFunction((seed) => !location.href.includes(seed), SEED);
  assert.deepEqual(await findSeed(page, SEED), []);
  await page.getByTestId('new').click();
  await page.getByTestId('new-game').waitFor();
  assert.deepEqual(await findSeed(page, SEED), [], 'the form does not show the running game\'s seed');
  assert.deepEqual(problems, []);
  await page.close();
});
