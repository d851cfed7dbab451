// JS package tests: the one turn protocol (applyStep, with its time stamp) and the destinations a board is fed (game.dests), in every variant.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PKG, engine, throwsError } from './helpers.mjs';

const { Game, RandomBot } = engine;

test('the .d.ts types dests and applyStep', () => {
  const dts = readFileSync(join(PKG, 'web', 'incerto_engine.d.ts'), 'utf8');
  assert.match(dts, /export interface Dests \{\n[\s\S]*?moves: Partial<Record<Square, Square\[\]>>;\n\s*flips: Square\[\];\n\}/);
  assert.match(dts, /dests\(viewer: Viewer\): Dests;/);
  assert.match(dts, /applyStep\(step: BotStep, time\?: number \| null\): StepStatus;/);
});

/** The targets of every move in a view's legal actions, as `dests` should give them. */
function destsFromActions(view) {
  const moves = {};
  for (const a of view.legalActions) {
    if (a.startsWith('@')) continue;
    (moves[a.slice(0, 2)] ??= new Set()).add(a.slice(2, 4));
  }
  return moves;
}

test('dests: Incerto offers only the selected disc, after the selection', () => {
  const game = Game.fromFen('incerto', 'k*5/6/6/6/6/1p4/1N4/K5 w - - 0 1');
  assert.deepEqual(game.dests('white'), { moves: {}, flips: [] });
  assert.equal(game.select('b2'), 'selected');
  // d1 d3 a4 c4 in square order (rank by rank, a to f).
  assert.deepEqual(game.dests('white'), { moves: { b2: ['d1', 'd3', 'a4', 'c4'] }, flips: [] });
  const view = game.view('white');
  assert.deepEqual([...view.available, ...view.capturable].sort(), ['a4', 'c4', 'd1', 'd3']);
  // Not Black's turn: nothing.
  assert.deepEqual(game.dests('black'), { moves: {}, flips: [] });
});

test('dests: the 8x8 games list every movable piece and the flips', () => {
  const random = Game.fromFen('hidden-random', '4k3/8/8/8/8/8/P*7/3RK3 w - - 0 1');
  const dests = random.dests('white');
  assert.deepEqual(dests.flips, ['a2']);
  assert.deepEqual(Object.keys(dests.moves), ['d1', 'e1']);
  assert.deepEqual(dests.moves.d1, ['a1', 'b1', 'c1', 'd2', 'd3', 'd4', 'd5', 'd6', 'd7', 'd8']);
  assert.deepEqual(dests.moves.e1, ['f1', 'd2', 'e2', 'f2']);
  // A pawn about to promote has one target, not one per piece.
  const chess = Game.fromFen('hidden-chess', '4k3/P7/8/8/8/8/8/4K3 w - - 0 1');
  assert.deepEqual(chess.dests('white').moves.a7, ['a8']);
  // From a real start, dests agree with the view's legal actions.
  for (const variant of ['hidden-random', 'hidden-chess']) {
    const game = new Game(variant, 8n);
    const view = game.view('white');
    const expected = destsFromActions(view);
    const got = game.dests('white');
    assert.deepEqual(Object.keys(got.moves).sort(), Object.keys(expected).sort(), variant);
    for (const [from, to] of Object.entries(got.moves)) assert.deepEqual(new Set(to), expected[from]);
    const flips = view.legalActions.filter((a) => a.startsWith('@')).map((a) => a.slice(1));
    assert.deepEqual([...got.flips].sort(), flips.sort());
  }
  throwsError(assert, () => chess.dests('all'), /only for finished games/);
  throwsError(assert, () => chess.dests('red'), /unknown colour 'red'/);
});

test('applyStep plays every kind of step and stamps its time', () => {
  const game = Game.fromFen('incerto', 'k*5/2P3/6/6/6/6/6/5K w - - 0 1');
  assert.equal(game.applyStep({ kind: 'play', value: 'c7c8' }, 100), 'choose-promotion');
  assert.deepEqual(game.status().pending, { kind: 'promotion', from: 'c7', to: 'c8' });
  // A role by its letter, as the old string steps allowed.
  assert.equal(game.applyStep({ kind: 'promote', value: 'R' }, 250), 'played');
  const last = game.view('white').lastAction;
  assert.deepEqual([last.notation, last.time], ['c7c8r', 250]);
  // Black's turn: select, then the move the view offers.
  assert.equal(game.applyStep({ kind: 'select', value: 'a8' }), 'selected');
  const to = game.dests('black').moves.a8[0];
  assert.equal(game.applyStep({ kind: 'play', value: `a8${to}` }, 300), 'played');
  assert.equal(game.view('black').lastAction.time, 300);

  // `@square` is the game's own in-place action: a flip here.
  const random = Game.fromFen('hidden-random', '4k3/8/8/8/8/8/P*7/3RK3 w - - 0 1');
  assert.equal(random.applyStep({ kind: 'play', value: '@a2' }), 'played');
  assert.equal(random.view('black').lastAction.kind, 'flip');
});

test('applyStep refuses bad steps without changing the game', () => {
  const game = new Game('incerto', 3n);
  throwsError(assert, () => game.applyStep({ kind: 'select', value: 'z9' }), /'z9' is not a square/);
  throwsError(assert, () => game.applyStep({ kind: 'play', value: 'a1g1' }), /g1 is not a square of this board/);
  throwsError(assert, () => game.applyStep({ kind: 'promote', value: 'emperor' }), /unknown piece 'emperor'/);
  throwsError(assert, () => game.applyStep({ kind: 'play' }), /invalid bot step/);
  throwsError(assert, () => game.applyStep({ kind: 'select', value: 'a1' }, -1), /invalid time/);
  assert.equal(game.status().plies, 0);
  assert.equal(game.status().pending, null);
  const chess = new Game('hidden-chess', 3n);
  throwsError(assert, () => chess.applyStep({ kind: 'play', value: '@e2' }), /no @<square> action/);
});

test('the steps a bot answers are what applyStep takes, in every variant', () => {
  for (const variant of ['incerto', 'hidden-random', 'hidden-chess']) {
    const game = new Game(variant, 21n);
    const bot = new RandomBot(5n);
    for (let i = 0; i < 60 && !game.status().over; i++) {
      const step = bot.step(game.view(game.turn));
      assert.deepEqual(Object.keys(step).sort(), ['kind', 'value']);
      // A step survives JSON (a Web Worker's postMessage copies it the same way).
      const status = game.applyStep(JSON.parse(JSON.stringify(step)), i);
      assert.ok(['played', 'skipped', 'selected', 'choose-promotion'].includes(status), status);
    }
    assert.ok(game.status().plies > 10, `${variant}: the bot played`);
  }
});
