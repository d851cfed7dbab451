// Browser test: the board's disc states each have their own shape, Incerto's selection is irrevocable, a skip shows the cross, and drag, keyboard (keys faster than a render included), flip and coordinates work.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useApp, E2E_SEED, openApp, playRoute, readBoard, clickSquare,
  waitForTurn, shapeOf, rng, screenshot, present,
} from './app-helpers.mjs';
import { fixBotSeed } from './helpers.mjs';

const app = useApp();

const BOARD = '[data-testid=play] [data-testid=board]';
const rank = (square) => Number(square.slice(1));

/** Wait (briefly) until the board's overlay of `state` is on `square`, or on any square. */
async function waitForOverlay(page, state, square) {
  const sel = square ? `${BOARD} .overlay[data-state="${state}"][data-square="${square}"]` : `${BOARD} .overlay[data-state="${state}"]`;
  await page.locator(sel).first().waitFor({ state: 'attached', timeout: 5_000 });
}

/**
 * One Incerto turn for White, chosen to bring out every disc state: while no skip has
 * been seen, select a disc on rank 1 (at the start only a knight there can move, so any
 * other is skipped); otherwise a random disc. Take a capture when one is offered,
 * else move as far forward as possible. `shapes` gets each state's shape the first time
 * it appears.
 */
async function incertoTurn(page, random, shapes, tried) {
  for (let step = 0; step < 4; step++) {
    const board = await readBoard(page);
    if (!board.interactive) return;
    await record(page, board, shapes);
    const { selected, available, capturable } = board.overlays;
    if (selected.length > 0) {
      const target = capturable.length > 0
        ? random.pick(capturable)
        : available.sort((a, b) => rank(b) - rank(a) || random() - 0.5)[0];
      await clickSquare(page, target);
      return;
    }
    const own = board.discs.filter((d) => d.color === 'white').map((d) => d.square);
    const back = own.filter((s) => rank(s) === 1 && !tried.has(s));
    const square = !shapes.has('skipped') && back.length > 0 ? back[0] : random.pick(own);
    tried.add(square);
    await clickSquare(page, square);
    // Selecting either shows the selection or, with no move, skips the turn at once.
    const after = await readBoard(page);
    await record(page, after, shapes);
    if (!after.interactive) return;
  }
}

/** Remember the shape of every state on the board not yet seen. */
async function record(page, board, shapes) {
  for (const state of ['hidden', 'revealed']) {
    if (!shapes.has(state) && board.discs.some((d) => d.state === state)) {
      shapes.set(state, await shapeOf(page, `${BOARD} g.disc[data-state="${state}"]`));
    }
  }
  for (const state of ['selected', 'available', 'capturable', 'skipped']) {
    if (!shapes.has(state) && board.overlays[state].length > 0) {
      shapes.set(state, await shapeOf(page, `${BOARD} .overlay[data-state="${state}"]`));
    }
  }
}

test('each of the six disc states appears with its own shape', { timeout: 120_000 }, async () => {
  const random = rng(E2E_SEED + 1);
  const { page, problems } = await openApp(app.browser, app.server, playRoute('incerto', 5));
  const shapes = new Map();
  const tried = new Set();
  const start = await readBoard(page);
  assert.ok(start.discs.every((d) => d.state === 'hidden' && d.role === null), 'Incerto starts with every disc hidden');
  for (let turn = 0; turn < 40 && shapes.size < 6; turn++) {
    if ((await waitForTurn(page)) === 'over') break;
    await incertoTurn(page, random, shapes, tried);
  }
  await screenshot(page, 'app-board-states');
  const six = ['hidden', 'revealed', 'selected', 'available', 'capturable', 'skipped'];
  assert.deepEqual(six.filter((s) => !shapes.has(s)), [], `every state appeared (seen: ${[...shapes.keys()].join(', ')})`);
  // Shapes only: tags and geometry, no colours and no class names.
  for (let i = 0; i < six.length; i++) {
    for (let j = i + 1; j < six.length; j++) {
      assert.notEqual(shapes.get(six[i]), shapes.get(six[j]), `${six[i]} and ${six[j]} differ in shape, not only colour`);
    }
  }
  const hasPath = /(^|\| )path /;
  assert.doesNotMatch(shapes.get('hidden'), hasPath, 'a hidden disc carries no symbol');
  assert.match(shapes.get('revealed'), hasPath, 'a revealed disc carries its symbol');
  assert.match(shapes.get('available'), /stroke-dasharray/, 'available is a dashed ring');
  assert.doesNotMatch(shapes.get('selected'), /stroke-dasharray/, 'selected is a solid ring');
  assert.ok(shapes.get('capturable').split(' | ').length > shapes.get('selected').split(' | ').length, 'capturable has a mark besides its ring');
  assert.match(shapes.get('skipped'), /path d=M27 27 L73 73 M73 27 L27 73/, 'skipped is a cross');
  assert.deepEqual(problems, []);
  await page.close();
});

test("Incerto: a selection is final, and survives a reload", { timeout: 60_000 }, async () => {
  const { page, problems } = await openApp(app.browser, app.server, playRoute('incerto', 6));
  await waitForTurn(page);
  // At the start every disc on rank 2 can move (nothing stands in front of it).
  await clickSquare(page, 'a2');
  await waitForOverlay(page, 'selected', 'a2');
  let board = await readBoard(page);
  const a2 = board.discs.find((d) => d.square === 'a2');
  assert.equal(a2.state, 'revealed', 'selecting reveals the disc to its owner');
  assert.ok(a2.role, 'the revealed disc names its role');
  assert.ok(board.overlays.available.length > 0, 'its moves are marked');
  // Clicking, tapping or dragging another own disc changes nothing.
  await clickSquare(page, 'b2');
  await clickSquare(page, 'f1');
  const box = await page.locator(`${BOARD} rect[data-square="c2"]`).boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y - box.height / 2, { steps: 6 });
  await page.mouse.up();
  board = await readBoard(page);
  assert.deepEqual(board.overlays.selected, ['a2'], 'the selection stays on a2');
  for (const sq of ['b2', 'f1', 'c2']) {
    assert.equal(board.discs.find((d) => d.square === sq).state, 'hidden', `${sq} was not revealed`);
  }
  assert.equal(await page.locator('[data-testid=moves] li').count(), 0, 'no move was made');
  // A reload must not be a way out of the selection.
  await page.reload();
  await page.getByTestId('play').waitFor();
  await waitForOverlay(page, 'selected', 'a2');
  board = await readBoard(page);
  assert.deepEqual(board.overlays.selected, ['a2'], 'the selection survives a reload');
  await clickSquare(page, board.overlays.available[0]);
  await page.locator('[data-testid=moves] li').first().waitFor();
  assert.deepEqual(problems, []);
  await page.close();
});

test('Incerto: a skipped turn shows a cross over the disc and a message', { timeout: 60_000 }, async () => {
  const random = rng(E2E_SEED + 2);
  const { page, problems } = await openApp(app.browser, app.server, playRoute('incerto', 8));
  let skipped = null;
  // A disc on rank 1 has no move while rank 2 is full, unless it is a knight (two of
  // twelve): within three tries one is skipped.
  for (const square of ['a1', 'b1', 'c1', 'd1', 'e1', 'f1']) {
    await waitForTurn(page);
    const before = await readBoard(page);
    if (!before.discs.some((d) => d.square === square && d.color === 'white')) continue;
    await clickSquare(page, square);
    const board = await readBoard(page);
    if (board.overlays.skipped.includes(square)) {
      skipped = square;
      break;
    }
    // It has moves (a knight, or a path the computer opened): make one, try the next disc.
    // Its only moves may be captures, so both kinds of target count.
    assert.deepEqual(board.overlays.selected, [square]);
    await clickSquare(page, random.pick([...board.overlays.available, ...board.overlays.capturable]));
  }
  assert.ok(skipped, 'a turn was skipped');
  const board = await readBoard(page);
  assert.equal(board.discs.find((d) => d.square === skipped).state, 'revealed', 'the skipped disc was revealed to its owner');
  assert.match(await shapeOf(page, `${BOARD} .overlay[data-state="skipped"]`), /^path /, 'the cross is drawn');
  const message = page.getByTestId('skip-message');
  await message.waitFor();
  assert.match(await message.textContent(), new RegExp(skipped));
  await screenshot(page, 'app-board-skip');
  assert.deepEqual(problems, []);
  await page.close();
});

/** Drag a disc from one square to another with the mouse, in small steps like a hand. */
async function drag(page, from, to) {
  const a = await page.locator(`${BOARD} rect[data-square="${from}"]`).boundingBox();
  const b = await page.locator(`${BOARD} rect[data-square="${to}"]`).boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
}

test('drag-and-drop, the keyboard, flip and coordinates', { timeout: 60_000 }, async () => {
  const { page, problems } = await openApp(app.browser, app.server, playRoute('hidden-chess', 9));
  assert.equal(await page.locator(BOARD).evaluate((svg) => getComputedStyle(svg).touchAction), 'none', 'dragging does not scroll a phone');
  await waitForTurn(page);
  // A drop back on the disc's own square is a click: it picks the piece.
  {
    const a = await page.locator(`${BOARD} rect[data-square="c2"]`).boundingBox();
    await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await page.mouse.down();
    await page.mouse.move(a.x + a.width / 2, a.y - a.height / 2, { steps: 5 });
    await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2, { steps: 5 });
    await page.mouse.up();
  }
  await waitForOverlay(page, 'selected', 'c2');
  // e2 looks like a pawn, so it may step two squares: drag it there.
  await drag(page, 'e2', 'e4');
  await page.locator('[data-testid=moves] li').first().waitFor();
  let board = await readBoard(page);
  assert.ok(board.discs.some((d) => d.square === 'e4' && d.color === 'white'), 'the dragged disc stands on e4');
  assert.ok(!board.discs.some((d) => d.square === 'e2'), 'e2 is empty');
  assert.equal(await waitForTurn(page), 'turn');

  // Keyboard: focus a square, arrows move the focus, Enter acts on it.
  await page.locator(`${BOARD} rect[data-square="d2"]`).focus();
  await page.keyboard.press('Enter');
  await waitForOverlay(page, 'selected', 'd2');
  const label = await page.locator(`${BOARD} rect[data-square="d2"]`).getAttribute('aria-label');
  assert.match(label, /^d2, white .*selected/, `the square's label names it (${label})`);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-square')), 'd4');
  assert.equal(await page.locator(`${BOARD} rect[tabindex="0"]`).count(), 1, 'one square in the tab order (roving tabindex)');
  await waitForOverlay(page, 'focus', 'd4');
  await page.keyboard.press('Enter');
  await page.locator('[data-testid=moves] li').nth(2).waitFor();
  board = await readBoard(page);
  assert.ok(board.discs.some((d) => d.square === 'd4' && d.color === 'white'), 'the keyboard moved d2 to d4');
  await waitForTurn(page);
  // Keys faster than the board re-renders (three in one task): each moves on from the
  // square the one before reached, not from the cursor of the last render.
  await page.locator(`${BOARD} rect[data-square="b1"]`).focus();
  const reached = await page.evaluate(() => {
    const press = (key) => document.activeElement.dispatchEvent(
      new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    press('ArrowUp');
    press('ArrowUp');
    press('ArrowRight');
    return document.activeElement?.getAttribute('data-square');
  });
  assert.equal(reached, 'c3');

  // Flip the board and hide the coordinates, and back.
  const flipped = board.flipped;
  await page.getByTestId('flip').click();
  assert.equal((await readBoard(page)).flipped, !flipped, 'flip turns the board round');
  const e4 = await page.locator(`${BOARD} rect[data-square="e4"]`).boundingBox();
  const e5 = await page.locator(`${BOARD} rect[data-square="e5"]`).boundingBox();
  assert.ok(e4.y < e5.y === !flipped, 'rank 8 is at the bottom when Black is');
  await page.getByTestId('flip').click();
  const coords = () => page.locator(`${BOARD} text[data-coord]`).count();
  assert.equal(await coords(), 16, 'eight files and eight ranks are labelled');
  await page.getByTestId('coords').click();
  assert.equal(await coords(), 0, 'coordinates can be hidden');
  await page.getByTestId('coords').click();
  assert.equal(await coords(), 16);
  assert.ok(await present(page, 'status'));
  assert.deepEqual(problems, []);
  await page.close();
});

test('a phone: taps move without scrolling; dark mode and reduced motion are followed', { timeout: 60_000 }, async () => {
  const context = await app.browser.newContext({
    viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, colorScheme: 'dark', reducedMotion: 'reduce',
  });
  await fixBotSeed(context);
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  await page.goto(app.server.url + playRoute('incerto', 10));
  await page.getByTestId('play').waitFor();
  await waitForTurn(page);
  const box = await page.locator(BOARD).boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 390, 'the board fits the phone screen');
  // Tap-tap: select a2 and tap one of its targets.
  await page.locator(`${BOARD} rect[data-square="a2"]`).tap();
  await waitForOverlay(page, 'selected', 'a2');
  const target = (await readBoard(page)).overlays.available[0];
  await page.locator(`${BOARD} rect[data-square="${target}"]`).tap();
  await page.locator('[data-testid=moves] li').first().waitFor();
  assert.equal(await waitForTurn(page), 'turn');
  // The computer's disc arrives with no slide under reduced motion. Its turn may have
  // been skipped (then nothing moved): play on, tapping, until it has moved a disc.
  const random = rng(E2E_SEED + 5);
  for (let turn = 0; (await readBoard(page)).overlays['last-move'].length !== 2; turn++) {
    assert.ok(turn < 10, 'the computer moved a disc within ten turns');
    const board = await readBoard(page);
    const own = board.discs.filter((d) => d.color === 'white').map((d) => d.square);
    await page.locator(`${BOARD} rect[data-square="${random.pick(own)}"]`).tap();
    const picked = (await readBoard(page)).overlays;
    const targets = [...picked.available, ...picked.capturable];
    if (targets.length > 0) await page.locator(`${BOARD} rect[data-square="${random.pick(targets)}"]`).tap();
    if ((await waitForTurn(page)) === 'over') break;
  }
  const arrived = page.locator(`${BOARD} .disc-anim.arrive`);
  const animation = () => arrived.evaluate((el) => getComputedStyle(el).animationName);
  assert.equal(await arrived.count(), 1, 'the disc that just moved is marked as arriving');
  assert.equal(await animation(), 'none');
  const fill = () => page.locator(`${BOARD} rect.square.light`).first().evaluate((el) => getComputedStyle(el).fill);
  const dark = await fill();
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
  assert.notEqual(await fill(), dark, 'the board has its own dark-mode colours');
  assert.equal(await animation(), 'incerto-disc-arrive', 'a move slides in otherwise');
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  await screenshot(page, 'app-board-phone-dark');
  assert.deepEqual(problems, []);
  await context.close();
});
