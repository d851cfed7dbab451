// Browser test of the embed route's diagrams (docs/EMBED.md "Diagrams"): each of the six disc states drawn from its address alone (examples/rules-page.html's Incerto diagrams, no click), checked in the board's DOM and compared by screenshot with tests/e2e/diagrams/*.png; the 8×8 games' states too; no hidden identity in the frame's page.
//
// The screenshots are pinned: one viewport at scale 1, the light theme, reduced motion,
// only the board's box. A pixel counts as different when a channel differs by more than
// CHANNEL; a diagram fails when more than SHARE of its pixels do (anti-aliasing of the
// coordinates' text may move by a pixel between machines; a state's ring, cross or
// symbol is hundreds of pixels). `UPDATE_DIAGRAMS=1` writes the references afresh (look
// at them before committing: they are what the test holds the app to).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARTIFACTS, REPO, recordProblems, useApp } from './helpers.mjs';

const REFERENCES = join(REPO, 'tests', 'e2e', 'diagrams');
const UPDATE = !!process.env.UPDATE_DIAGRAMS;
const CHANNEL = 48;
const SHARE = 0.004;

const app = useApp('/games/incerto/');
/** A page without the app's policy, where the screenshots are compared (opened on first use:
 * a second `before` here could run before useApp's has launched the browser). */
let blank;

/** The example rules page's English diagrams: state → embed query. */
function rulesPageDiagrams() {
  const html = readFileSync(join(REPO, 'examples', 'rules-page.html'), 'utf8');
  const block = html.match(/data-testid="states-en">([\s\S]*?)\n {8}<\/div>/)[1];
  return Object.fromEntries([...block.matchAll(/data-state="([a-z]+)" data-embed="([^"]+)"/g)].map((m) => [m[1], m[2].replaceAll('&amp;', '&')]));
}

/** Opens `#/embed?<query>` alone at the pinned size; returns the page and what it recorded. */
async function openDiagram(query) {
  const page = await app.browser.newPage({ viewport: { width: 320, height: 480 }, deviceScaleFactor: 1, colorScheme: 'light', reducedMotion: 'reduce' });
  const problems = recordProblems(page);
  await page.goto(`${app.server.url}#/embed?${query}`);
  await page.getByTestId('embed-board').waitFor();
  // The pieces' symbols are drawn once the board has its size.
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=board] g.disc').length > 0);
  return { page, problems };
}

/** The board's discs and overlays, by square. */
function boardOf(page) {
  return page.evaluate(() => {
    const svg = document.querySelector('[data-testid=board]');
    const overlays = {};
    for (const state of ['selected', 'available', 'capturable', 'skipped']) {
      overlays[state] = [...svg.querySelectorAll(`.overlay[data-state="${state}"]`)].map((e) => e.dataset.square).sort();
    }
    const discs = {};
    for (const g of svg.querySelectorAll('g.disc')) discs[g.dataset.square] = { color: g.dataset.color, state: g.dataset.state, role: g.dataset.role ?? null };
    return { interactive: svg.classList.contains('interactive'), discs, overlays };
  });
}

/** Pixels of two PNGs that differ by more than CHANNEL in a channel, of how many. */
async function difference(a, b) {
  blank ??= await app.browser.newPage();
  return blank.evaluate(async ([a, b]) => {
    const pixels = async (b64) => {
      const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${b64}`)).blob());
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d');
      ctx.drawImage(bitmap, 0, 0);
      return { w: bitmap.width, h: bitmap.height, data: ctx.getImageData(0, 0, bitmap.width, bitmap.height).data };
    };
    const [x, y] = [await pixels(a), await pixels(b)];
    if (x.w !== y.w || x.h !== y.h) return { size: `${x.w}×${x.h} vs ${y.w}×${y.h}`, differ: x.w * x.h, of: x.w * x.h };
    let differ = 0;
    for (let i = 0; i < x.data.length; i += 4) {
      for (let c = 0; c < 4; c++) {
        if (Math.abs(x.data[i + c] - y.data[i + c]) > 48) {
          differ += 1;
          break;
        }
      }
    }
    return { differ, of: x.w * x.h };
  }, [a.toString('base64'), b.toString('base64')]);
}

/** Screenshots the board and holds it to tests/e2e/diagrams/<name>.png. */
async function matchesReference(page, name) {
  const shot = await page.getByTestId('board').screenshot({ animations: 'disabled', caret: 'hide' });
  mkdirSync(ARTIFACTS, { recursive: true });
  writeFileSync(join(ARTIFACTS, `diagram-${name}.png`), shot);
  const file = join(REFERENCES, `${name}.png`);
  if (UPDATE) {
    mkdirSync(REFERENCES, { recursive: true });
    writeFileSync(file, shot);
  }
  assert.ok(existsSync(file), `${file} is missing: run with UPDATE_DIAGRAMS=1 and look at it`);
  const d = await difference(shot, readFileSync(file));
  assert.ok(!d.size && d.differ <= d.of * SHARE, `${name}: ${d.size ?? `${d.differ} of ${d.of} pixels`} differ from ${file} (see tests/artifacts/diagram-${name}.png)`);
}

const ALL = ['a', 'b', 'c', 'd', 'e', 'f'].flatMap((f) => [1, 2, 3, 4, 5, 6, 7, 8].map((r) => `${f}${r}`));
const START = ALL.filter((s) => /[1278]$/.test(s));
/** The discs of `squares`, every one hidden but those of `shown` (square → [colour, role]). */
const hiddenBut = (squares, shown = {}) =>
  Object.fromEntries(squares.map((s) => [s, shown[s] ? { color: shown[s][0], state: 'revealed', role: shown[s][1] } : { color: /[12]$/.test(s) ? 'white' : 'black', state: 'hidden', role: null }]));
const none = { selected: [], available: [], capturable: [], skipped: [] };
const MIDGAME = [...START.filter((s) => s !== 'c2' && s !== 'd7'), 'd4'];

/** What each Incerto diagram of the rules page shows, exactly. */
const INCERTO = {
  hidden: { discs: hiddenBut(START), overlays: none },
  selected: { discs: hiddenBut(START, { c2: ['white', 'knight'] }), overlays: { ...none, selected: ['c2'], available: ['a3', 'b4', 'd4', 'e3'] } },
  revealed: { discs: hiddenBut([...MIDGAME, 'd6'], { d4: ['white', 'knight'], d6: ['black', 'pawn'] }), overlays: none },
  available: { discs: hiddenBut([...MIDGAME, 'd6'], { d4: ['white', 'knight'], d6: ['black', 'pawn'] }), overlays: { ...none, selected: ['d4'], available: ['b3', 'b5', 'c2', 'c6', 'e6', 'f3', 'f5'] } },
  capturable: { discs: hiddenBut([...MIDGAME, 'e6'], { d4: ['white', 'knight'], e6: ['black', 'pawn'] }), overlays: { ...none, selected: ['d4'], available: ['b3', 'b5', 'c2', 'c6', 'f3', 'f5'], capturable: ['e6'] } },
  skipped: { discs: hiddenBut(START, { a1: ['white', 'rook'] }), overlays: { ...none, skipped: ['a1'] } },
};

test('each of the six disc states is drawn from its address alone, as its reference screenshot', { timeout: 120_000 }, async () => {
  const diagrams = rulesPageDiagrams();
  assert.deepEqual(Object.keys(diagrams), Object.keys(INCERTO), 'the rules page has one diagram per state, in this order');
  for (const [state, query] of Object.entries(diagrams)) {
    const { page, problems } = await openDiagram(query);
    const board = await boardOf(page);
    assert.equal(board.interactive, false, `${state}: a diagram takes no input`);
    assert.deepEqual(board.overlays, INCERTO[state].overlays, state);
    assert.deepEqual(board.discs, INCERTO[state].discs, state);
    // Nothing of a hidden disc is in the page: the address's letters for them are not in
    // the DOM (the revealed ones' roles are, as the diagram shows them).
    const text = await page.evaluate(() => document.documentElement.outerHTML);
    assert.ok(!text.includes('fen='), `${state}: the address is not written into the page`);
    const shownRoles = new Set(Object.values(board.discs).map((d) => d.role).filter(Boolean));
    for (const role of ['king', 'queen', 'rook', 'bishop', 'knight', 'pawn'].filter((r) => !shownRoles.has(r))) {
      assert.ok(!new RegExp(`\\b${role}\\b`, 'i').test(text.replace(/<style[\s\S]*?<\/style>/g, '')), `${state}: "${role}" is in the page`);
    }
    await matchesReference(page, `incerto-${state}`);
    assert.deepEqual(problems, [], state);
    await page.close();
  }
});

test('the 8×8 games draw their states too: hidden, revealed, selected, available, capturable', { timeout: 60_000 }, async () => {
  const fen = (f) => `fen=${encodeURIComponent(f)}&interactive=0`;
  for (const [game, f, select, expect] of [
    // Hidden Random Chess: a face-up rook that can take, a face-down knight, a flip-only pick.
    ['hidden-random', '4k3/8/8/p7/8/8/4P3/R1N*1K3 w - - 0 1', 'a1', { selected: ['a1'], available: ['a2', 'a3', 'a4', 'b1'], capturable: ['a5'], hidden: ['c1'] }],
    ['hidden-random', '4k3/8/8/p7/8/8/4P3/R1N*1K3 w - - 0 1', 'c1', { selected: ['c1'], available: [], capturable: [], hidden: ['c1'] }],
    // Hidden Chess: a face-down b1 moves as a knight (the look-alike), whatever it is.
    ['hidden-chess', '4k3/8/8/8/8/p7/8/1B*2K3 w - - 0 1', 'b1', { selected: ['b1'], available: ['c3', 'd2'], capturable: ['a3'], hidden: ['b1'] }],
  ]) {
    const { page, problems } = await openDiagram(`game=${game}&${fen(f)}&select=${select}`);
    const board = await boardOf(page);
    const label = `${game} select=${select}`;
    assert.deepEqual(
      { selected: board.overlays.selected, available: board.overlays.available, capturable: board.overlays.capturable },
      { selected: expect.selected, available: expect.available, capturable: expect.capturable },
      label,
    );
    assert.deepEqual(Object.keys(board.discs).filter((s) => board.discs[s].state === 'hidden'), expect.hidden, label);
    for (const s of expect.hidden) assert.equal(board.discs[s].role, null, `${label}: ${s} stays blank`);
    assert.equal(board.discs.e1.state, 'revealed', label);
    await matchesReference(page, `${game}-${select}`);
    assert.deepEqual(problems, [], label);
    await page.close();
  }
});

test('select names a piece the side to move can pick, or the frame says what is wrong', { timeout: 30_000 }, async () => {
  const f = encodeURIComponent('q*p*p*n*p*r*/r*n*k*p*b*b*/6/6/6/6/P*K*N*Q*B*P*/R*P*N*R*B*P* w - - 0 1');
  const p = await app.browser.newPage({ viewport: { width: 320, height: 480 } });
  await p.goto(`${app.server.url}#/embed?game=incerto&fen=${f}&select=c7&interactive=0`);
  const error = p.getByTestId('embed-error');
  await error.waitFor();
  assert.match(await error.textContent(), /select/);
  assert.equal(await p.getByTestId('board').count(), 0);
  await p.close();
});
