// Browser test: the post-game analysis (issue 22) on its own page (web/analysis, `#/analysis`). A short game of each variant played by clicking, resigned and analysed from the game-over panel: the app's page loads the analysis page, which shows progress, the graph, the move marks, a picked line's sentence and its suggested step drawn on the board, the lens switch, the keyboard path; the worker gives the JS package's very lines; the analysis survives a reload and goes into the PGN; Back returns to the app's page; Cancel ends the worker; the address with no finished game says so; a 40-move game's analysis is timed, with the analysis page's long tasks.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
// The engine's Node build (pkg/node, made by `make pkg`, which `make e2e` runs first).
import { engine } from '../pkg/helpers.mjs';
import { useApp, openPage, waitForTurn, playTurn, readBoard, rng, E2E_SEED, screenshot } from './app-helpers.mjs';
import { watchLongTasks, watchWorkers } from './helpers.mjs';

const app = useApp();
const MARKS = { inaccuracy: '?!', mistake: '?', blunder: '??' };

/** A page with a watch on long tasks (over 50 ms) on its main thread, and on its workers. */
async function watched(hash = '') {
  const { page, problems } = await openPage(app.browser);
  await watchLongTasks(page);
  const workers = watchWorkers(page);
  await page.goto(app.server.url + hash);
  await page.waitForSelector('[data-testid=new-game], [data-testid=play]');
  return { page, problems, workers };
}

/**
 * Clicks "Analyse" on the app's page, which loads the analysis page (`#/analysis`, web/analysis:
 * the app's wasm has no analysis), and waits for both lenses there; returns the milliseconds
 * it took, the page's load included.
 */
async function analyse(page, timeout = 60_000) {
  const start = Date.now();
  await page.getByTestId('analyse').click();
  await page.waitForFunction(() => location.hash === '#/analysis');
  await page.getByTestId('analysis-progress').waitFor({ timeout: 15_000 }).catch(() => {});
  await page.locator('[data-testid=lens-all]:not([disabled])').waitFor({ timeout });
  return Date.now() - start;
}

/** The page's analysis lines (the graph's text equivalent), as `step judgement` each. */
async function pageLines(page) {
  return page.locator('[data-testid=analysis-lines] li').evaluateAll((items) =>
    items.map((li) => {
      const text = li.textContent;
      const judgement = li.className.match(/j-([a-z]+)/)[1];
      return `${text.split(' ')[2].replace(':', '')} ${judgement}`;
    }),
  );
}

/** What the JS package's review gives for the same record (the default level, 3). */
function packageLines(record, lens) {
  return engine.review(record, { lens }).lines.map((l) => `${l.played.value} ${l.judgement}`);
}

/** The move list's marks: for each move, its mark's text (or ''). */
async function marks(page) {
  return page.locator('[data-testid=moves] li').evaluateAll((items) =>
    items.map((li) => li.querySelector('[data-testid=judgement]')?.textContent ?? ''),
  );
}

/** The marks the JS package's lines call for: each move's worst judgement's sign. */
function expectedMarks(record, lens, plies) {
  const lines = engine.review(record, { lens }).lines;
  const order = ['best', 'good', 'inaccuracy', 'mistake', 'blunder'];
  return Array.from({ length: plies }, (_, ply) => {
    const worst = lines.filter((l) => l.ply === ply).reduce((w, l) => Math.max(w, order.indexOf(l.judgement)), 0);
    return MARKS[order[worst]] ?? '';
  });
}

for (const [variant, seed] of [['incerto', 41], ['hidden-random', 42], ['hidden-chess', 43]]) {
  test(`${variant}: a short game analysed after the result: graph, marks, the suggested step and why`, { timeout: 180_000 }, async () => {
    const { page, problems, workers } = await watched(`#/play?variant=${variant}&seed=${seed}&opponent=computer&side=white&level=1`);
    const random = rng(E2E_SEED + seed);
    for (let turns = 0; turns < 4; turns++) {
      if ((await waitForTurn(page, 30_000)) === 'over') break;
      await playTurn(page, 'white', random);
    }
    if ((await waitForTurn(page, 30_000)) !== 'over') {
      await page.getByTestId('resign').click();
      await page.getByTestId('resign-confirm').click();
    }
    await page.getByTestId('game-over').waitFor();
    // Nothing of the analysis was loaded before it was asked for.
    assert.ok(!workers.some((w) => w.url.includes('analysis')), 'no analysis worker before "Analyse"');
    const ms = await analyse(page);
    assert.ok(workers.some((w) => w.url.endsWith('/analysis_loader.js')), JSON.stringify(workers));
    // The analysis page's own wasm and stylesheet, not the app's (index.html's loader).
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name.split('/').pop()));
    assert.ok(loaded.some((f) => /^analysis-page-[0-9a-f]+_bg\.wasm$/.test(f)), loaded.join(' '));
    assert.ok(loaded.some((f) => /^analysis-[0-9a-f]+\.css$/.test(f)), loaded.join(' '));
    assert.ok(!loaded.some((f) => /^incerto-web-/.test(f)), loaded.join(' '));
    console.log(`# ${variant}: ${await page.locator('[data-testid=moves] li').count()} actions analysed in ${ms} ms`);

    // The graph, and its text equivalent: the worker's lines are the JS package's.
    const graph = page.getByTestId('analysis-graph');
    assert.equal(await graph.getAttribute('role'), 'img');
    assert.match(await graph.getAttribute('aria-label'), /expected score/);
    assert.equal(await graph.locator('polyline').count(), 1);
    const record = await page.evaluate(() => JSON.parse(localStorage.getItem('incerto.game.v1')).record);
    const text = JSON.stringify(record);
    assert.deepEqual(await pageLines(page), packageLines(text, 'view'), 'the view lens: the JS package\'s lines');
    const plies = await page.locator('[data-testid=moves] li').count();
    assert.deepEqual(await marks(page), expectedMarks(text, 'view', plies), 'each move marked by its worst judgement');
    // Every mark has a name in words.
    for (const mark of await page.getByTestId('judgement').all()) {
      assert.match(await mark.getAttribute('aria-label'), /^(inaccuracy|mistake|blunder): /);
    }

    // A line picked by keyboard: the position before that turn, the suggestion drawn, why.
    await page.locator('.analysis-lines summary').press('Enter');
    const first = page.locator('[data-testid=analysis-lines] .line-button').first();
    await first.focus();
    await first.press('Enter');
    const said = await page.getByTestId('analysis-sentence').textContent();
    assert.match(said, /^White (picked up|played) @?[a-h][1-8]/);
    assert.match(said, /Judged from what White knew/);
    const board = await readBoard(page);
    const line = engine.review(text, { lens: 'view' }).lines[0];
    const best = line.best.value;
    const squares = best.match(/[a-h][1-8]/g);
    const drawn = await page.locator('[data-testid=play] [data-testid=board] .overlay[data-state=highlight]').evaluateAll((els) => els.map((e) => e.dataset.square).sort());
    assert.deepEqual(drawn, [...squares].sort(), `the suggested ${best} drawn`);
    assert.equal(board.discs.length > 0, true);
    // The move list shows the turn's position (the replay cursor before ply 0).
    assert.equal(await page.getByTestId('step-back').isDisabled(), true);

    // The other lens: its own lines, the same as the package's.
    await page.getByTestId('lens-all').click();
    assert.equal(await page.getByTestId('lens-all').getAttribute('aria-pressed'), 'true');
    assert.deepEqual(await pageLines(page), packageLines(text, 'all'), 'the all lens: the JS package\'s lines');
    assert.deepEqual(await marks(page), expectedMarks(text, 'all', plies));
    await screenshot(page, `app-analysis-${variant}`);

    // Kept with the saved game: a reload shows it again without a new analysis.
    await page.reload();
    await page.getByTestId('analysis-graph').waitFor();
    assert.equal(await page.getByTestId('analyse').count(), 0);
    await page.getByTestId('lens-view').click();
    assert.deepEqual(await pageLines(page), packageLines(text, 'view'));

    // The PGN download carries it: a NAG per marked move and the comments.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-pgn').click()]);
    const pgn = readFileSync(await download.path(), 'utf8');
    assert.match(pgn, /\{view: (select |move )?(best|good|inaccuracy|mistake|blunder), best /);
    assert.match(pgn, /\{all: /);
    const nags = (pgn.match(/ \$[246]\b/g) ?? []).length;
    assert.equal(nags, (await marks(page)).filter((m) => m).length, pgn);

    // Back: the app's page again, on the finished game, which offers the analysis again
    // (the stored one: no new work).
    await page.goBack();
    await page.getByTestId('game-over').waitFor();
    assert.match(page.url(), /#\/play\?variant=/);
    assert.equal(await page.getByTestId('analysis-graph').count(), 0);
    assert.ok(await page.getByTestId('analyse').isVisible());
    assert.deepEqual(problems, []);
  });
}

test('the analysis address with no finished game says so and leads to a new game', { timeout: 60_000 }, async () => {
  const { page, problems } = await openPage(app.browser);
  await page.goto(`${app.server.url}#/analysis`);
  await page.getByTestId('nothing-to-analyse').waitFor();
  assert.match(await page.getByTestId('notice').textContent(), /no finished game to analyse/);
  assert.equal(await page.getByTestId('continue').count(), 0, 'no game to continue');
  await page.getByTestId('analysis-new-game').click();
  await page.getByTestId('new-game').waitFor();
  assert.match(page.url(), /#\/new\?/);
  assert.deepEqual(problems, []);
});

test('an opened record offers the analysis too, and Cancel ends its worker', { timeout: 120_000 }, async () => {
  const g = new engine.Game('hidden-random', 77n);
  const bots = { white: new engine.Bot('level1', 1n), black: new engine.Bot('level1', 2n) };
  while (!g.status().over && g.status().plies < 40) g.applyStep(bots[g.turn].step(g.view(g.turn)).step);
  if (!g.status().over) g.resign(g.turn);
  const { page, problems, workers } = await watched();
  await page.getByTestId('open-text').fill(g.record());
  await page.getByTestId('open-record').click();
  await page.getByTestId('play').waitFor();
  // The replay of an opened record offers the analysis too.
  await page.getByTestId('analyse').click();
  await page.getByTestId('analysis-progress').waitFor();
  await page.getByTestId('analysis-cancel').click();
  assert.equal(await page.getByTestId('analysis-progress').count(), 0);
  const analysis = () => workers.find((w) => w.url.includes('analysis'));
  for (const end = Date.now() + 5_000; !analysis()?.closed && Date.now() < end; ) await new Promise((r) => setTimeout(r, 50));
  assert.ok(analysis()?.closed, 'the analysis worker was ended');
  assert.ok(await page.getByTestId('analyse').isVisible(), 'it can be asked for again');
  assert.deepEqual(problems, []);
});

// Timed, not judged on a shared machine: the figure (BENCHMARKS.md) is what this prints.
// On the loaded 2-core machine of 2026-12-02 it took 36 s with long tasks on the page
// (each progress message redrew the play screen); the worker's own CPU time is 11.4 s
// (make bench-review). The bound below only catches an analysis that hangs.
test('a 40-move game is analysed in both lenses at the default level, timed', { timeout: 240_000 }, async () => {
  // Hidden Random Chess, the slowest of the three to analyse, and its record as
  // `make bench-review` makes it: the first deal that two level-2 bots play 80 actions of.
  let g;
  for (let seed = 1; !g; seed++) {
    const game = new engine.Game('hidden-random', BigInt(seed));
    const bots = { white: new engine.Bot('level2', 1n), black: new engine.Bot('level2', 2n) };
    while (!game.status().over && game.status().plies < 80) game.applyStep(bots[game.turn].step(game.view(game.turn)).step);
    if (game.status().plies < 80) continue;
    if (!game.status().over) game.resign(game.turn);
    g = game;
  }
  const { page, problems } = await watched();
  await page.getByTestId('open-text').fill(g.record());
  await page.getByTestId('open-record').click();
  await page.getByTestId('play').waitFor();
  const ms = await analyse(page, 150_000);
  // The analysis page's long tasks, from its start (its wasm's compilation included).
  const tasks = await page.evaluate(() => window.__longTasks);
  const plies = g.status().plies;
  console.log(`# 40-move analysis: ${plies} actions, both lenses, ${ms} ms in the browser; long tasks ${JSON.stringify(tasks)}`);
  assert.equal(plies, 80);
  assert.ok(ms < 150_000, `${ms} ms`);
  assert.equal(await page.locator('[data-testid=analysis-lines] li').count(), 80);
  assert.deepEqual(problems, []);
});
