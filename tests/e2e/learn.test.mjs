// Browser tests of the Learn screen (#/learn/…): a lesson of each game completed by clicking, one by keyboard, progress kept over a reload, the language switched in place, deep links, and a screenshot of each game's first step.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO } from './helpers.mjs';
import { useApp, openPage, screenshot } from './app-helpers.mjs';
import { waitLesson, clickLesson, pressLesson } from './lesson-helpers.mjs';

const app = useApp();

/** The lesson data as the app's files hold it (the tests compare texts with it). */
const course = (game) => JSON.parse(readFileSync(join(REPO, 'web', 'lessons', `${game}.json`), 'utf8'));
const stepData = (game, lesson, step) =>
  course(game)
    .lessons.find((l) => l.id === lesson)
    .steps.find((s) => s.id === step);

async function openLearn(hash) {
  const { page, problems } = await openPage(app.browser);
  await page.goto(app.server.url + hash);
  await page.getByTestId('learn').waitFor({ timeout: 30_000 });
  return { page, problems };
}

/** Opens the lesson at `hash` and waits for its step `step`: the page and what it recorded, the page's body, the lesson's state. */
async function openLesson(hash, step) {
  const { page, problems } = await openLearn(hash);
  const root = page.locator('body');
  const l = await waitLesson(root, (l) => l.step === step);
  return { page, problems, root, l };
}

test('an Incerto lesson is completed by clicking, and its progress is kept', { timeout: 90_000 }, async () => {
  let { page, problems, root, l } = await openLesson('#/learn/incerto/turn/select', 'select');
  assert.equal(l.phase, 'playing');
  assert.equal(await page.getByTestId('lesson-text').textContent(), stepData('incerto', 'turn', 'select').text.en);
  assert.equal(new URL(page.url()).hash, '#/learn/incerto/turn/select');

  // Pick up a disc of the second rank: it is revealed to White and must move.
  l = await clickLesson(root, 'b2', l);
  assert.deepEqual(l.overlays.selected, ['b2']);
  assert.ok(l.discs.b2.role, 'the selected disc shows its piece to its owner');
  const targets = [...l.overlays.available, ...l.overlays.capturable];
  assert.ok(targets.length > 0, 'a disc of the second rank can move');
  assert.match(await page.getByTestId('lesson-said').textContent(), /Your disc on b2/);
  // A square it cannot reach: explained in words; the disc stays selected.
  const wrong = ['b5', 'c5', 'd5', 'e5', 'f5', 'a5'].find((s) => !targets.includes(s));
  l = await clickLesson(root, wrong, l);
  assert.equal(l.feedback.tone, 'refused');
  assert.deepEqual(l.overlays.selected, ['b2']);
  l = await clickLesson(root, targets[0], l);
  assert.equal(l.phase, 'done');
  assert.equal(l.feedback.tone, 'done');
  assert.deepEqual(l.done, [true, false, false, false]);

  // An explanation: the queen on c3 is drawn selected, the board takes no input.
  l = await pressLesson(root, 'lesson-next', l);
  assert.equal(l.step, 'states');
  assert.equal(l.phase, 'explaining');
  assert.deepEqual(l.overlays.selected, ['c3']);
  assert.equal(l.interactive, false);
  assert.equal(new URL(page.url()).hash, '#/learn/incerto/turn/states');
  l = await pressLesson(root, 'lesson-next', l);

  // The skip: a first-rank disc is hemmed in; picking it up passes the turn.
  assert.equal(l.step, 'skip');
  l = await clickLesson(root, 'a1', l);
  assert.equal(l.phase, 'done', JSON.stringify(l.feedback));
  assert.deepEqual(l.overlays.skipped, ['a1']);
  l = await pressLesson(root, 'lesson-next', l);
  assert.equal(l.step, 'seen');
  assert.match(await page.locator('.lesson-moves').textContent(), /d6/, 'the setup move is listed');
  assert.equal(await page.getByTestId('lesson-next').textContent(), 'Finish the lesson');
  l = await pressLesson(root, 'lesson-next', l);
  assert.equal(l.finished, true);
  assert.deepEqual(l.done, [true, true, true, true]);
  assert.equal(await page.locator('.lesson-complete').textContent(), 'Lesson complete!');
  assert.match(await page.getByTestId('lesson-next-lesson').textContent(), /How the pieces move/);

  // A reload keeps the progress (localStorage) and the step (the address).
  await page.reload();
  l = await waitLesson(root, (l) => l.step === 'seen');
  assert.deepEqual(l.done, [true, true, true, true]);
  const entry = page.locator('[data-testid=learn-index] li[data-lesson=turn]');
  assert.match(await entry.textContent(), /4 of 4 steps done/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('incerto.lessons.v1')));
  assert.equal(stored.version, 1);
  assert.deepEqual(stored.done['incerto/turn'].sort(), ['seen', 'select', 'skip', 'states']);

  // After the last step: play a real game of Incerto.
  l = await pressLesson(root, 'lesson-next', l);
  await page.getByTestId('lesson-play').click();
  await page.getByTestId('play').waitFor();
  assert.equal(await page.locator('[data-testid=board]').getAttribute('data-files'), '6');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a Hidden Random Chess lesson is completed by keyboard', { timeout: 90_000 }, async () => {
  let { page, problems, root, l } = await openLesson('#/learn/hidden-random/flip/flip', 'flip');
  const board = page.locator('[data-testid=lesson] [data-testid=board]');
  // Into the board with Tab from the step's text, then the arrow keys and Enter.
  const keys = async (...list) => {
    for (const k of list) await page.keyboard.press(k);
  };
  const focused = () => page.evaluate(() => document.activeElement.dataset.square);
  // Arrow keys from the focused square to `square` (White at the bottom).
  const go = async (square) => {
    const at = await focused();
    const df = square.charCodeAt(0) - at.charCodeAt(0);
    const dr = Number(square[1]) - Number(at[1]);
    for (let i = 0; i < Math.abs(df); i++) await page.keyboard.press(df > 0 ? 'ArrowRight' : 'ArrowLeft');
    for (let i = 0; i < Math.abs(dr); i++) await page.keyboard.press(dr > 0 ? 'ArrowUp' : 'ArrowDown');
    assert.equal(await focused(), square);
  };
  const enter = async () => {
    const before = l.rev;
    await page.keyboard.press('Enter');
    l = await waitLesson(root, (x) => x.rev > before);
  };
  // The board's one tabbable square is its bottom-left corner, a1 for White.
  await board.locator('rect[tabindex="0"]').focus();
  assert.equal(await page.evaluate(() => document.activeElement.dataset.square), 'a1');
  await keys('ArrowUp');
  assert.equal(await focused(), 'a2');
  await enter(); // pick the face-down piece
  assert.deepEqual(l.overlays.selected, ['a2']);
  await enter(); // and flip it
  assert.equal(l.phase, 'done', JSON.stringify(l.feedback));
  assert.equal(l.discs.a2.state, 'revealed');

  // Next, by keyboard.
  await page.getByTestId('lesson-next').focus();
  await page.keyboard.press('Enter');
  l = await waitLesson(root, (x) => x.step === 'next-turn');
  // Flip the knight on b1; the scripted reply follows after a moment.
  await board.locator('rect[tabindex="0"]').focus();
  await go('b1');
  await enter();
  await enter();
  assert.equal(l.interactive, false, 'the board waits for the reply');
  assert.equal(await page.getByTestId('lesson-status').textContent(), 'Your opponent answers…');
  l = await waitLesson(root, (x) => x.interactive);
  assert.deepEqual(l.overlays['last-move'].sort(), ['e6', 'e7']);
  assert.match(await page.getByTestId('lesson-said').textContent(), /e6/);
  assert.match(await page.getByTestId('lesson-status').textContent(), /Turns left for this task: 1/);
  // Now the knight moves: b1 to c3.
  await enter();
  await go('c3');
  await enter();
  assert.equal(l.phase, 'done', JSON.stringify(l.feedback));
  // The lesson's last task done: what comes next is offered at once.
  assert.equal(l.finished, true);
  assert.deepEqual(l.done, [true, true]);
  assert.equal(await page.getByTestId('lesson-next').count(), 0);
  await page.getByTestId('lesson-next-lesson').focus();
  await page.keyboard.press('Enter');
  l = await waitLesson(root, (x) => x.lesson === 'face-down');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a Hidden Chess lesson is completed by clicking', { timeout: 90_000 }, async () => {
  let { page, problems, root, l } = await openLesson('#/learn/hidden-chess/look-alike', 'first-move');
  // The face-down piece on b1 moves like a knight and shows itself on arrival.
  assert.equal(l.discs.b1.state, 'hidden');
  l = await clickLesson(root, 'b1', l);
  assert.deepEqual(l.overlays.available.sort(), ['a3', 'c3']);
  l = await clickLesson(root, 'c3', l);
  assert.equal(l.phase, 'done', JSON.stringify(l.feedback));
  assert.equal(l.discs.c3.state, 'revealed');
  l = await pressLesson(root, 'lesson-next', l);
  // Now a rook: a knight's jump is refused in words, a rook's move is the goal.
  assert.equal(l.step, 'revealed');
  l = await clickLesson(root, 'c3', l);
  l = await clickLesson(root, 'd5', l);
  assert.equal(l.feedback.tone, 'refused');
  l = await clickLesson(root, 'c7', l);
  assert.equal(l.phase, 'done', JSON.stringify(l.feedback));
  l = await pressLesson(root, 'lesson-next', l);
  // Check by a look-alike bishop: the king steps out of it.
  assert.equal(l.step, 'check');
  assert.deepEqual(l.overlays.check, ['b4']);
  l = await clickLesson(root, 'b4', l);
  l = await clickLesson(root, 'c5', l);
  assert.equal(l.feedback.tone, 'refused', 'c5 is still on the look-alike bishop\'s diagonal');
  l = await clickLesson(root, 'b3', l);
  assert.equal(l.phase, 'done', JSON.stringify(l.feedback));
  assert.equal(l.finished, true, 'the last task done: the lesson is finished');
  assert.deepEqual(l.done, [true, true, true]);
  assert.deepEqual(problems, []);
  await page.close();
});

test('switching the language translates the lesson in place', { timeout: 60_000 }, async () => {
  let { page, problems, root, l } = await openLesson('#/learn/hidden-random/check/escape', 'escape');
  const data = stepData('hidden-random', 'check', 'escape');
  // A flip in check: refused, with this step's own explanation.
  l = await clickLesson(root, 'a2', l);
  await page.getByTestId('lesson-flip').click();
  l = await waitLesson(root, (x) => x.feedback !== null);
  const flipText = data.task.wrong.find((w) => w.when?.refused === 'flip-in-check').text;
  assert.equal(l.feedback.text, flipText.en);
  for (const lang of ['ru', 'it', 'en']) {
    await page.getByTestId('learn-lang').selectOption(lang);
    await page.waitForFunction((t) => document.querySelector('[data-testid=lesson-text]').textContent === t, data.text[lang]);
    assert.equal(await page.getByTestId('lesson-feedback').textContent(), flipText[lang]);
    assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
    assert.equal(await page.locator('[data-testid=lesson]').getAttribute('data-rev'), String(l.rev), 'the same step, not reloaded');
  }
  assert.deepEqual(problems, []);
  await page.close();
});

test('the Learn screen is reached from the new-game screen; bad lessons are explained', { timeout: 60_000 }, async () => {
  const { page, problems } = await openPage(app.browser);
  await page.goto(`${app.server.url}#/new?variant=hidden-chess`);
  await page.getByTestId('learn-link').click();
  await page.getByTestId('learn-index').waitFor();
  assert.equal(new URL(page.url()).hash, '#/learn/hidden-chess');
  assert.equal(await page.getByTestId('learn-go-on').textContent(), 'Start');
  assert.equal(await page.locator('[data-testid=learn-index] li').count(), course('hidden-chess').lessons.length);
  await page.getByTestId('learn-go-on').click();
  await waitLesson(page.locator('body'), (l) => l.lesson === 'setup' && l.step === 'start');
  // A lesson that does not exist: said so, with the list to choose from.
  await page.goto(`${app.server.url}#/learn/hidden-chess/nonsense`);
  await page.getByTestId('learn-missing').waitFor();
  assert.equal(await page.locator('[data-testid=learn-index] li').count(), course('hidden-chess').lessons.length);
  assert.deepEqual(problems, []);
  await page.close();
});

test("a screenshot of each game's first lesson step", { timeout: 60_000 }, async () => {
  for (const game of ['incerto', 'hidden-random', 'hidden-chess']) {
    const first = course(game).lessons[0];
    const { page, problems } = await openLearn(`#/learn/${game}/${first.id}/${first.steps[0].id}`);
    await waitLesson(page.locator('body'), (l) => l.game === game && l.step === first.steps[0].id);
    assert.equal(await page.getByTestId('lesson-title').textContent(), first.title.en);
    const shot = await screenshot(page, `learn-${game}`);
    console.log(`# screenshot: ${shot}`);
    assert.deepEqual(problems, []);
    await page.close();
  }
});
