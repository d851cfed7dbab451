// Browser tests of the embed route (#/embed?…, docs/EMBED.md) inside real <iframe>s: the example rules page under a sub-path with a live lesson per game, a move played in a frame and its postMessage, a malformed address's sentence and `error`, a lesson step completed and the host's commands, a board that is a diagram or a game against the computer, and axe in the frames.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startServer } from '../server.mjs';
import { DIST, REPO, openPage, screenshot, useApp } from './helpers.mjs';
import { lessonOf, waitLesson, clickLesson, pressLesson } from './lesson-helpers.mjs';

// The app where a page author would put it: in a folder of their site.
const app = useApp('/games/incerto/');
let host;

before(async () => {
  // Host pages on another origin (another port), as most sites that embed it are.
  host = await startServer({ root: join(REPO, 'tests', 'e2e'), base: '/host/' });
});

after(async () => {
  await host?.close();
});

const SOURCE = { source: 'incerto-embed', version: 1 };

/** A lesson step's data, as the app's lesson files hold it. */
const stepData = (game, lesson, step) =>
  JSON.parse(readFileSync(join(REPO, 'web', 'lessons', `${game}.json`), 'utf8'))
    .lessons.find((l) => l.id === lesson)
    .steps.find((s) => s.id === step);

/** A page that records every message the frames post to it (`window.__embed`). */
async function hostPage() {
  const { page, problems } = await openPage(app.browser);
  await page.addInitScript(() => {
    if (window !== window.top) return;
    window.__embed = [];
    addEventListener('message', (e) => {
      if (e.data && e.data.source === 'incerto-embed') window.__embed.push(e.data);
    });
  });
  return { page, problems };
}

/** A host page on another origin than the app (tests/e2e/embed-host.html) with one frame at `query`. */
async function hostWith(query, { width = 360, height = 620 } = {}) {
  const { page, problems } = await hostPage();
  const q = new URLSearchParams({ app: app.server.url, q: query, w: String(width), h: String(height) });
  await page.goto(`${host.url}embed-host.html?${q}`);
  const frame = page.frameLocator('#f');
  return { page, problems, frame, root: frame.locator('body') };
}

const messages = (page) => page.evaluate(() => window.__embed);

/** Waits until a message satisfies `pred` and returns it. */
async function waitMessage(page, pred, timeout = 30_000) {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    const found = (await messages(page)).find(pred);
    if (found) return found;
    await page.waitForTimeout(40);
  }
  throw new Error(`no such message; received: ${JSON.stringify(await messages(page))}`);
}

/** Posts a command to the frame, as a host page does. */
const command = (page, cmd) =>
  page.evaluate((c) => document.getElementById('f').contentWindow.postMessage({ target: 'incerto-embed', ...c }, '*'), cmd);

/** Every message but `resize` (whose heights depend on fonts and layout). */
const withoutResize = (list) => list.filter((m) => m.type !== 'resize');

test('the rules page under a sub-path shows a live lesson of each game and reacts to their messages', { timeout: 120_000 }, async () => {
  // The repository as a page author's site: the page reaches the app at ../dist/, or
  // at ?app= when the tests run against a dist/ elsewhere.
  const site = await startServer({ root: REPO, base: '/site/' });
  try {
    const { page, problems } = await hostPage();
    await page.setViewportSize({ width: 900, height: 1000 });
    const away = resolve(DIST) !== resolve(REPO, 'dist');
    await page.goto(`${site.url}examples/rules-page.html${away ? `?app=${encodeURIComponent(app.server.url)}` : ''}`);
    const frames = { incerto: 'turn', 'hidden-random': 'flip', 'hidden-chess': 'look-alike' };
    const first = { incerto: ['select', 4], 'hidden-random': ['flip', 2], 'hidden-chess': ['first-move', 3] };
    for (const [game, lesson] of Object.entries(frames)) {
      const ready = await waitMessage(page, (m) => m.type === 'ready' && m.id === game);
      assert.deepEqual(ready, {
        ...SOURCE, id: game, type: 'ready', game, mode: 'lesson', lesson, step: first[game][0], stepIndex: 1,
        steps: first[game][1], lang: 'en', interactive: true, orientation: 'white',
      });
      await page.locator(`#status-${game}`).filter({ hasText: `Lesson ready: ${first[game][1]} steps.` }).waitFor();
    }
    // Each frame says its height, and the page fits the frame to it.
    // Each frame says its height (the lesson's, after the loading line's), and the page
    // fits the frame to it.
    const resize = await waitMessage(page, (m) => m.type === 'resize' && m.id === 'incerto' && m.height > 300);
    assert.deepEqual(Object.keys(resize).sort(), ['height', 'id', 'source', 'type', 'version']);
    assert.ok(Number.isInteger(resize.height), `height ${resize.height}`);
    await page.waitForFunction(() => /^\d+px$/.test(document.querySelector('iframe[data-embed*="id=incerto"]').style.height));

    // A move in the Incerto frame: pick up b2, move it to an empty square.
    const frame = page.frameLocator('iframe[data-embed*="id=incerto"]');
    const root = frame.locator('body');
    let l = await waitLesson(root, (l) => l.step === 'select');
    assert.equal(await frame.getByTestId('lesson-text').textContent(), stepData('incerto', 'turn', 'select').text.en);
    assert.equal(await frame.locator('header, .topbar, [data-testid=title]').count(), 0, 'no app chrome in the frame');
    l = await clickLesson(root, 'b2', l);
    const role = l.discs.b2.role;
    assert.ok(role, 'the learner sees the disc they picked up');
    const to = l.overlays.available[0];
    assert.ok(to, JSON.stringify(l.overlays));
    l = await clickLesson(root, to, l);
    assert.equal(l.phase, 'done');
    const action = await waitMessage(page, (m) => m.type === 'action' && m.id === 'incerto');
    assert.deepEqual(action, {
      ...SOURCE, id: 'incerto', type: 'action', by: 'learner', color: 'white', notation: `b2${to}`, kind: 'move',
      from: 'b2', to, promotion: false,
    });
    const done = await waitMessage(page, (m) => m.type === 'step-done' && m.id === 'incerto');
    assert.deepEqual(done, { ...SOURCE, id: 'incerto', type: 'step-done', lesson: 'turn', step: 'select', stepIndex: 1, steps: 4 });
    await page.locator('#status-incerto').filter({ hasText: 'Step 1 of 4 done.' }).waitFor();
    assert.match(await page.getByTestId('log').textContent(), new RegExp(`incerto: you played b2${to} \\(move\\)`));
    // The Incerto frame said only these, in this order (picking up b2 is the learner's
    // own knowledge: no message, and no message ever names a piece).
    const incerto = withoutResize((await messages(page)).filter((m) => m.id === 'incerto'));
    assert.deepEqual(incerto.map((m) => m.type), ['ready', 'action', 'step-done']);
    const roleNames = ['king', 'queen', 'rook', 'bishop', 'knight', 'pawn', 'cannon', 'role', 'piece'];
    for (const m of await messages(page)) {
      for (const word of roleNames) assert.ok(!JSON.stringify(m).toLowerCase().includes(word), `${word} in ${JSON.stringify(m)}`);
    }

    // A flip in the Hidden Random Chess frame.
    const hr = page.frameLocator('iframe[data-embed*="id=hidden-random"]');
    const hrRoot = hr.locator('body');
    l = await waitLesson(hrRoot, (l) => l.step === 'flip');
    l = await clickLesson(hrRoot, 'a2', l);
    l = await pressLesson(hrRoot, 'lesson-flip', l);
    assert.equal(l.phase, 'done', JSON.stringify(l.feedback));
    assert.deepEqual(await waitMessage(page, (m) => m.type === 'action' && m.id === 'hidden-random'), {
      ...SOURCE, id: 'hidden-random', type: 'action', by: 'learner', color: 'white', notation: '@a2', kind: 'flip',
      from: 'a2', to: null, promotion: false,
    });
    await waitMessage(page, (m) => m.type === 'step-done' && m.id === 'hidden-random' && m.step === 'flip');

    // The page's language buttons switch every frame by command.
    await page.locator('.langs button[data-lang=ru]').click();
    const ru = frame.getByTestId('lesson-text');
    await frame.locator('[data-testid=lesson-text]', { hasText: stepData('incerto', 'turn', 'select').text.ru }).waitFor();
    assert.equal(await ru.textContent(), stepData('incerto', 'turn', 'select').text.ru);
    await page.frameLocator('iframe[data-embed*="id=hidden-chess"]')
      .locator('[data-testid=lesson-text]', { hasText: stepData('hidden-chess', 'look-alike', 'first-move').text.ru })
      .waitFor();
    assert.equal(await page.frameLocator('iframe[data-embed*="id=incerto"]').locator('html').getAttribute('lang'), 'ru');

    assert.equal((await messages(page)).filter((m) => m.type === 'error').length, 0);
    await screenshot(page, 'embed-rules-page');
    assert.deepEqual(problems, []);
  } finally {
    await site.close();
  }
});

test('a malformed embed address shows one sentence in the frame and posts error', { timeout: 60_000 }, async () => {
  const fen = encodeURIComponent('4k3/8/8/8/8/8/4P3/4K3 w - - 0 1');
  for (const [query, parameter, sentence, message] of [
    [
      'game=chess&lesson=turn&lang=it&id=bad',
      'game',
      '«chess» non è un gioco: usa incerto, hidden-random o hidden-chess.',
      '“chess” is not a game: use incerto, hidden-random or hidden-chess.',
    ],
    [
      `game=hidden-chess&lesson=turn&fen=${fen}&id=bad`,
      'fen',
      'Give either a lesson or a position (fen), not both.',
      'Give either a lesson or a position (fen), not both.',
    ],
    [
      'game=incerto&lesson=turn&interactive=maybe&lang=ru&id=bad',
      'interactive',
      '«maybe» — недопустимое значение interactive: укажите 1 / 0.',
      '“maybe” is not a valid value of interactive: use 1 / 0.',
    ],
    // Only the lessons' worker knows this lesson does not exist.
    ['game=incerto&lesson=nope&id=bad', 'lesson', 'Incerto has no lesson “nope”.', 'Incerto has no lesson “nope”.'],
  ]) {
    const { page, problems, frame } = await hostWith(query);
    const error = await waitMessage(page, (m) => m.type === 'error');
    assert.deepEqual(error, { ...SOURCE, id: 'bad', type: 'error', parameter, message }, query);
    const shown = frame.getByTestId('embed-error');
    assert.equal(await shown.textContent(), sentence, query);
    assert.equal(await shown.getAttribute('role'), 'alert');
    assert.equal(await frame.locator('[data-testid=board]').count(), 0);
    if (parameter === 'game') await screenshot(page, 'embed-error');
    assert.deepEqual(withoutResize(await messages(page)).map((m) => m.type), ['error'], query);
    assert.deepEqual(problems, [], query);
    await page.close();
  }

  // A FEN the engine refuses: the engine's reason goes to the host, in English.
  const { page, frame } = await hostWith('game=incerto&fen=8%2F8%20w&id=f');
  const error = await waitMessage(page, (m) => m.type === 'error');
  assert.equal(error.parameter, 'fen');
  assert.match(error.message, /^The position in fen is not a position of Incerto the app can set up\. \(.+\)$/);
  assert.equal(await frame.getByTestId('embed-error').textContent(), 'The position in fen is not a position of Incerto the app can set up.');
  await page.close();
});

test('an embedded lesson completes a step, posts step-done and obeys the host\'s commands; interactive=0 takes no input', { timeout: 60_000 }, async () => {
  const { page, problems, frame, root } = await hostWith('game=hidden-chess&lesson=castling&step=castle&single=1&id=c');
  const ready = await waitMessage(page, (m) => m.type === 'ready');
  assert.deepEqual(ready, {
    ...SOURCE, id: 'c', type: 'ready', game: 'hidden-chess', mode: 'lesson', lesson: 'castling', step: 'castle',
    stepIndex: 1, steps: 2, lang: 'en', interactive: true, orientation: 'white',
  });
  let l = await waitLesson(root, (l) => l.step === 'castle' && l.phase === 'playing');
  assert.equal(l.done.length, 0, 'single=1: no row of steps');
  assert.equal(await frame.getByTestId('lesson-back').count(), 0, 'single=1: no Back');
  assert.equal(await frame.getByTestId('lesson-next').count(), 0, 'single=1: no Next on a task');
  // A command that is not one: refused, nothing changes.
  await command(page, { type: 'view' });
  const refused = await waitMessage(page, (m) => m.type === 'error');
  assert.deepEqual(refused, {
    ...SOURCE, id: 'c', type: 'error', parameter: null,
    message: "unknown command 'view': the embed accepts restart, goto, lang and theme",
  });
  await command(page, { type: 'goto', step: 2 });
  await waitMessage(page, (m) => m.type === 'error' && /single=1/.test(m.message));

  // Castle with the face-down piece in the corner.
  l = await clickLesson(root, 'e1', l);
  l = await clickLesson(root, 'g1', l);
  assert.equal(l.phase, 'done', JSON.stringify(l.feedback));
  const action = await waitMessage(page, (m) => m.type === 'action');
  assert.deepEqual(action, {
    ...SOURCE, id: 'c', type: 'action', by: 'learner', color: 'white', notation: 'e1g1', kind: 'castle', from: 'e1',
    to: 'g1', promotion: false,
  });
  const done = await waitMessage(page, (m) => m.type === 'step-done');
  assert.deepEqual(done, { ...SOURCE, id: 'c', type: 'step-done', lesson: 'castling', step: 'castle', stepIndex: 1, steps: 2 });

  // restart: the step from its first position; lang: the text in Italian.
  await command(page, { type: 'restart' });
  l = await waitLesson(root, (x) => x.rev > l.rev);
  assert.equal(l.phase, 'playing');
  assert.equal(l.discs.e1.role, 'king');
  await command(page, { type: 'lang', lang: 'it' });
  await frame.locator('[data-testid=lesson-text]', { hasText: stepData('hidden-chess', 'castling', 'castle').text.it }).waitFor();
  await command(page, { type: 'theme', theme: 'dark' });
  await frame.locator('html[data-theme=dark]').waitFor({ state: 'attached' });
  assert.deepEqual(
    withoutResize(await messages(page)).map((m) => m.type),
    ['ready', 'error', 'error', 'action', 'step-done'],
  );
  assert.deepEqual(problems, []);
  await page.close();

  // interactive=0: the lesson's board takes no input; its steps can still be read.
  {
    const { page, problems, frame, root } = await hostWith('game=incerto&lesson=turn&interactive=0&orientation=black&id=v');
    const ready = await waitMessage(page, (m) => m.type === 'ready');
    assert.equal(ready.interactive, false);
    assert.equal(ready.orientation, 'black');
    let l = await waitLesson(root, (l) => l.step === 'select');
    assert.equal(l.interactive, false);
    assert.equal(l.flipped, true, 'Black at the bottom, White\'s view');
    await frame.locator('[data-testid=lesson] rect[data-square="b2"]').click();
    await page.waitForTimeout(500);
    assert.equal((await lessonOf(root)).rev, l.rev, 'the click reached nothing');
    l = await pressLesson(root, 'lesson-next', l);
    assert.equal(l.step, 'states');
    const step = await waitMessage(page, (m) => m.type === 'step');
    assert.deepEqual(step, { ...SOURCE, id: 'v', type: 'step', lesson: 'turn', step: 'states', stepIndex: 2, steps: 4, kind: 'explain' });
    assert.deepEqual(withoutResize(await messages(page)).map((m) => m.type), ['ready', 'step']);
    assert.deepEqual(problems, []);
    await page.close();
  }
});

test('a board in a frame: interactive=0 is a diagram that takes no input; interactive=1 plays the computer', { timeout: 60_000 }, async () => {
  // Hidden Chess, White's face-down pieces in place; the viewer is Black.
  const fen = 'rnbqkbnr/pppppppp/8/8/8/8/P*P*P*P*P*P*P*P*/R*N*B*Q*KB*N*R* b KQkq - 0 1';
  const q = encodeURIComponent(fen);
  {
    const { page, problems, frame } = await hostWith(`game=hidden-chess&fen=${q}&interactive=0&theme=light&id=d`, { width: 300, height: 420 });
    const ready = await waitMessage(page, (m) => m.type === 'ready');
    assert.deepEqual(ready, {
      ...SOURCE, id: 'd', type: 'ready', game: 'hidden-chess', mode: 'board', lesson: null, step: null, stepIndex: null,
      steps: null, lang: 'en', interactive: false, orientation: 'black',
    });
    const board = frame.locator('[data-testid=embed-board] [data-testid=board]');
    assert.equal(await board.getAttribute('class').then((c) => c.includes('interactive')), false);
    assert.equal(await board.getAttribute('data-flipped'), 'true', 'Black at the bottom');
    // Black's view: White's face-down pieces show no identity in the frame.
    const roles = await frame.locator('g.disc[data-color=white]').evaluateAll((gs) => gs.map((g) => g.dataset.role ?? null));
    assert.equal(roles.filter((r) => r !== null).join(','), 'king');
    // Clicks and drags do nothing: nothing is selected, no action, no computer move.
    await board.locator('rect[data-square="e7"]').click();
    await board.locator('rect[data-square="e5"]').click();
    await board.locator('rect[data-square="g8"]').dragTo(board.locator('rect[data-square="f6"]'));
    await page.waitForTimeout(1500);
    assert.equal(await frame.locator('.overlay[data-state=selected]').count(), 0);
    assert.equal(await frame.getByTestId('embed-board').getAttribute('data-plies'), '0');
    assert.equal(await frame.getByTestId('status').textContent(), 'Black to move');
    assert.deepEqual(withoutResize(await messages(page)).map((m) => m.type), ['ready']);
    assert.equal(await frame.locator('html').getAttribute('data-theme'), 'light');
    await screenshot(page, 'embed-board-diagram');
    assert.deepEqual(problems, []);
    await page.close();
  }
  {
    // The same position played: the person is Black, the computer White.
    const { page, problems, frame } = await hostWith(`game=hidden-chess&fen=${q}&id=p`, { width: 320, height: 520 });
    await waitMessage(page, (m) => m.type === 'ready' && m.interactive === true && m.orientation === 'black');
    const board = frame.locator('[data-testid=embed-board] [data-testid=board]');
    await board.locator('rect[data-square="e7"]').click();
    await board.locator('rect[data-square="e5"]').click();
    const mine = await waitMessage(page, (m) => m.type === 'action' && m.by === 'learner');
    assert.deepEqual(mine, {
      ...SOURCE, id: 'p', type: 'action', by: 'learner', color: 'black', notation: 'e7e5', kind: 'move', from: 'e7',
      to: 'e5', promotion: false,
    });
    const answer = await waitMessage(page, (m) => m.type === 'action' && m.by === 'opponent');
    assert.equal(answer.color, 'white');
    assert.ok(['move', 'capture', 'castle'].includes(answer.kind), answer.kind);
    assert.match(answer.notation, /^[a-h][1-8][a-h][1-8]$/);
    await frame.locator('[data-testid=embed-board][data-plies="2"]').waitFor();
    assert.deepEqual(problems, []);
    await page.close();
  }
});

test('the frames fit 280 px and pass axe: a lesson, a board and an error, in light and dark', { timeout: 90_000 }, async () => {
  const AXE = readFileSync(join(REPO, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
  const fen = encodeURIComponent('4k3/4p3/8/8/8/8/4P3/1N*2K3 w - - 0 1');
  const found = [];
  for (const [name, query, ready] of [
    ['lesson', 'game=hidden-random&lesson=flip&id=a', '[data-testid=lesson]'],
    ['board', `game=hidden-random&fen=${fen}&id=a`, '[data-testid=embed-board]'],
    ['error', 'game=chess&lesson=flip&id=a', '[data-testid=embed-error]'],
  ]) {
    for (const scheme of ['light', 'dark']) {
      const { page, problems, frame } = await hostWith(`${query}&theme=${scheme}`, { width: 280, height: 640 });
      await frame.locator(ready).waitFor();
      const f = page.frames().find((x) => x.url().startsWith(app.server.url));
      assert.ok(await f.evaluate(() => !!document.querySelector('[data-testid=embed]')), 'axe runs in the frame');
      // Sized to its container: nothing wider than the 280 px frame.
      const widths = await f.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
      assert.ok(widths[0] <= widths[1], `${name}: ${widths[0]} px of content in a ${widths[1]} px frame`);
      if (name === 'board') {
        const board = await f.evaluate(() => document.querySelector('[data-testid=board]').getBoundingClientRect().width);
        assert.ok(board >= 240, `the board fills the frame: ${board} px`);
      }
      if (scheme === 'light') await screenshot(page, `embed-280-${name}`);
      // Through the DevTools protocol, which the frame's CSP does not govern.
      await f.evaluate(AXE);
      const result = await f.evaluate(() => axe.run(document, { resultTypes: ['violations'] }));
      for (const v of result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
        found.push(`${name}, ${scheme}: ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      }
      assert.deepEqual(problems, [], `${name} ${scheme}`);
      await page.close();
    }
  }
  assert.deepEqual(found, []);
});
