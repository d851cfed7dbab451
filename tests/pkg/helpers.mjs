// Shared helpers for the JS package tests: load pkg/node (built by `make pkg`), re-export the seeded PRNG, a FEN reader and a player that uses only a view.

import { existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PKG = process.env.INCERTO_PKG ?? join(REPO, 'pkg');

const entry = join(PKG, 'node', 'index.mjs');
if (!existsSync(entry)) {
  throw new Error(`${entry} is missing: run \`make pkg\` (scripts/build-pkg.sh) first`);
}

// Through the package's own Node entry, the file `import 'incerto-engine'` resolves to in Node.
export const engine = await import(entry);
await engine.default();

export const VARIANTS = ['incerto', 'hidden-random', 'hidden-chess'];

export { rng } from '../rng.mjs';

const ROLES = { k: 'king', q: 'queen', r: 'rook', b: 'bishop', n: 'knight', p: 'pawn', c: 'cannon' };

/**
 * The true placement of an extended FEN (RULES.md §4) as a Map from square to
 * { color, role, hidden }: the referee's truth that views are checked against.
 */
export function placement(fen) {
  const board = new Map();
  const rows = fen.split(' ')[0].split('/');
  rows.forEach((row, i) => {
    const rank = 8 - i;
    let file = 0;
    for (let j = 0; j < row.length; j++) {
      const ch = row[j];
      if (/[0-9]/.test(ch)) {
        file += Number(ch);
        continue;
      }
      const hidden = row[j + 1] === '*';
      if (hidden) j++;
      const square = `${String.fromCharCode(97 + file)}${rank}`;
      board.set(square, {
        color: ch === ch.toUpperCase() ? 'white' : 'black',
        role: ROLES[ch.toLowerCase()],
        hidden,
      });
      file++;
    }
  });
  return board;
}

/**
 * One step of a player who sees only `view` (the side to move's view): a promotion
 * choice, else a legal action, else (Incerto) a disc to select. Returns the step taken
 * and the status the API answered.
 */
export function playFromView(game, view, random) {
  if (view.promotion) {
    const role = random.pick(view.promotion.choices);
    game.promote(role);
    return { kind: 'promote', value: role, status: 'played' };
  }
  if (view.legalActions.length > 0) {
    const action = random.pick(view.legalActions);
    return { kind: 'play', value: action, status: game.play(action) };
  }
  if (view.selectable.length > 0) {
    const square = random.pick(view.selectable);
    return { kind: 'select', value: square, status: game.select(square) };
  }
  throw new Error(`the view of ${view.viewer} to move offers nothing: ${JSON.stringify(view)}`);
}

/** Asserts that calling `fn` throws a JS Error with a non-empty message, and returns it. */
export function throwsError(assert, fn, pattern) {
  let caught;
  try {
    fn();
  } catch (e) {
    caught = e;
  }
  assert.ok(caught !== undefined, 'expected an Error to be thrown');
  assert.ok(caught instanceof Error, `expected an Error, got ${String(caught)}`);
  assert.ok(typeof caught.message === 'string' && caught.message.trim().length > 0, 'the Error has a message');
  if (pattern) assert.match(caught.message, pattern);
  return caught;
}
