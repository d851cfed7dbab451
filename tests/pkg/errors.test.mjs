// JS package tests: every bad argument throws a JS Error with a clear message, and the wasm instance keeps working afterwards (no Rust panic, which would abort it).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { engine, throwsError } from './helpers.mjs';

const { Game, RandomBot, perft, newPosition } = engine;

test('unknown variant', () => {
  throwsError(assert, () => new Game('chess'), /unknown variant 'chess'/);
  throwsError(assert, () => Game.fromFen('xiangqi', '4k3/8/8/8/8/8/8/4K3 w - - 0 1'), /unknown variant/);
  throwsError(assert, () => perft('shogi', 'x', 1), /unknown variant/);
  throwsError(assert, () => newPosition('', 1n), /unknown variant/);
  throwsError(assert, () => new Game(undefined), /variant must be a string/);
  throwsError(assert, () => new Game(7), /variant must be a string/);
});

test('malformed FEN', () => {
  for (const fen of ['', 'hello', '8/8/8 w - - 0 1', '4k3/8/8/8/8/8/8/4K3 x - - 0 1', '4k3/8/8/8/8/8/8/8 w - - 0 1']) {
    throwsError(assert, () => Game.fromFen('hidden-chess', fen));
    throwsError(assert, () => perft('hidden-chess', fen, 1));
  }
  // An 8-wide rank on the 6-wide Incerto board.
  throwsError(assert, () => Game.fromFen('incerto', '4k3/8/8/8/8/8/8/4K3 w - - 0 1'));
  throwsError(assert, () => Game.fromFen('incerto', null), /position must be a string/);
});

test('bad square', () => {
  const game = new Game('incerto', 1n);
  throwsError(assert, () => game.select('z9'), /'z9' is not a square/);
  throwsError(assert, () => game.select('g1'), /not a square of the incerto board/);
  throwsError(assert, () => game.select(''), /not a square/);
  throwsError(assert, () => game.select(11), /square must be a string/);
  throwsError(assert, () => game.move('a2', 'a9'), /not a square/);
  throwsError(assert, () => game.move({}, 'a3'), /square must be a string/);
  // Not a disc of the side to move.
  throwsError(assert, () => game.select('a8'));
  throwsError(assert, () => game.select('c4'));
  const chess = new Game('hidden-chess', 1n);
  throwsError(assert, () => chess.move('e2', 'i4'), /not a square/);
  throwsError(assert, () => chess.select('e2'), /Incerto/);
  // None of these changed the game.
  assert.equal(game.status().plies, 0);
  assert.equal(game.status().pending, null);
});

test('malformed action', () => {
  const game = new Game('hidden-chess', 1n);
  for (const action of ['', 'e2', 'e2e', 'e2e4x', 'e2e2', 'zz11', '@', '@e2', 'e7e8k?']) {
    throwsError(assert, () => game.play(action));
  }
  throwsError(assert, () => game.play(undefined), /action must be a string/);
  throwsError(assert, () => game.move('e2', 'e4', 'emperor'), /unknown piece 'emperor'/);
  throwsError(assert, () => game.move('e2', 'e4', null, -5), /invalid time/);
  throwsError(assert, () => game.move('e2', 'e4', null, 1.5), /invalid time/);
  throwsError(assert, () => game.applyStep({ kind: 'jump', value: 'e4' }), /invalid bot step kind/);
  throwsError(assert, () => game.applyStep('e2e4'), /invalid bot step/);
  assert.equal(game.status().plies, 0);
});

test('illegal action', () => {
  const chess = new Game('hidden-chess', 1n);
  throwsError(assert, () => chess.play('e2e5'), /illegal action 'e2e5'/);
  throwsError(assert, () => chess.play('e7e5'), /side not to move/);
  throwsError(assert, () => chess.play('d4d5'), /no piece/);
  throwsError(assert, () => chess.promote('queen'), /no promotion/);
  throwsError(assert, () => chess.acceptDraw('black'), /no draw offer/);
  throwsError(assert, () => chess.view('all'), /only for finished games/);
  throwsError(assert, () => chess.view('red'), /unknown colour 'red'/);
  throwsError(assert, () => chess.resign('grey'), /unknown colour/);
  throwsError(assert, () => chess.undo(), /nothing to undo/);
  throwsError(assert, () => chess.undo(0), /invalid number of turns/);
  assert.equal(chess.status().plies, 0);

  const random = new Game('hidden-random', 1n);
  throwsError(assert, () => random.play('e1e3'), /illegal action/);
  // A face-down piece cannot move before it is flipped.
  throwsError(assert, () => random.play('a2a3'), /face-down/);

  // Incerto: the disc is picked up (revealed to its owner) before the move is checked, so
  // an illegal move leaves it selected, as at the board; nothing else changes.
  const incerto = new Game('incerto', 1n);
  // A disc that can move (found with the all-seeing list), and a square it cannot reach.
  const actions = incerto.legalActions();
  const disc = actions[0].slice(0, 2);
  const targets = new Set(actions.filter((a) => a.startsWith(disc)).map((a) => a.slice(2, 4)));
  const unreachable = ['a4', 'b5', 'c4', 'd5', 'e4', 'f5', 'a5', 'f4'].find((sq) => !targets.has(sq));
  throwsError(assert, () => incerto.move(disc, unreachable), /now selected and must move/);
  assert.deepEqual(incerto.status().pending, { kind: 'selected', square: disc });
  assert.equal(incerto.status().plies, 0);
  const other = incerto.view('white').pieces.find((p) => p.color === 'white' && p.square !== disc).square;
  throwsError(assert, () => incerto.play(`${other}a4`), /selected and must move/);
  throwsError(assert, () => incerto.select(other), /selected and must move/);
  // The selected disc can still make a legal move.
  assert.equal(incerto.move(disc, [...targets][0]), 'played');
});

test('action after the end', () => {
  const game = new Game('hidden-chess', 1n);
  game.resign('white');
  throwsError(assert, () => game.play('e2e4'), /game is over/);
  throwsError(assert, () => game.move('e2', 'e4'), /game is over/);
  throwsError(assert, () => game.offerDraw('black'), /game is over/);
  throwsError(assert, () => game.resign('black'), /game is over/);
  const incerto = new Game('incerto', 1n);
  incerto.resign('black');
  throwsError(assert, () => incerto.select('a1'), /game is over/);
});

test('bad record JSON', () => {
  const good = new Game('incerto', 4n);
  const view = good.view('white');
  good.select(view.selectable[0]);
  const record = JSON.parse(good.record());
  const bad = [
    '',
    '{',
    'null',
    '[]',
    '{}',
    JSON.stringify({ ...record, format: 'pgn' }),
    JSON.stringify({ ...record, variant: 'chess' }),
    JSON.stringify({ ...record, start: 'not a fen' }),
    JSON.stringify({ ...record, seed: (record.seed ?? 0) + 1 }),
    JSON.stringify({ ...record, actions: [{ action: 'a1a8' }] }),
    JSON.stringify({ ...record, actions: [{ action: '???' }] }),
    JSON.stringify({ ...record, result: { score: '1-0', reason: 'checkmate' } }),
    JSON.stringify({ ...record, extra: true }),
  ];
  for (const json of bad) throwsError(assert, () => Game.fromRecord(json), /invalid game record/);
  throwsError(assert, () => Game.fromRecord({}), /record must be a string/);
});

test('perft depth too large or not a whole number', () => {
  const fen = newPosition('incerto', 1n);
  for (const depth of [7, 8, 100, -1, 1.5, NaN, Infinity]) {
    throwsError(assert, () => perft('incerto', fen, depth), /invalid perft depth/);
  }
});

test('bad seeds', () => {
  for (const seed of [-1, 1.5, 2 ** 53, NaN, -1n, 2n ** 64n, 'abc', '-3', '+3', '', '18446744073709551616', {}, true]) {
    throwsError(assert, () => new Game('incerto', seed), /invalid seed/);
    throwsError(assert, () => newPosition('incerto', seed), /invalid seed/);
    throwsError(assert, () => new RandomBot(seed), /invalid seed/);
  }
});

test('bad arguments to RandomBot', () => {
  const bot = new RandomBot(1n);
  throwsError(assert, () => bot.step({}), /invalid view/);
  throwsError(assert, () => bot.step(null), /invalid view/);
  throwsError(assert, () => bot.playTurn({}), /instance of Game/);
});

test('after all those errors the engine still works', () => {
  const game = new Game('incerto', 1n);
  const view = game.view('white');
  assert.ok(['selected', 'skipped'].includes(game.select(view.selectable[0])));
  assert.equal(perft('hidden-chess', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 2), 400);
});
