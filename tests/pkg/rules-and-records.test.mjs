// JS package tests of issue 9's repros: pending promotions refuse other steps and survive a reload, offers end with the game, promotion letters probe nothing, insufficient material, records claim only what replays, undo.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { engine } from './helpers.mjs';

const { Game } = engine;

/** `Game.fromRecord(game.record())` gives the same views, status and legal actions. */
function assertRoundTrip(game) {
  const back = Game.fromRecord(game.record());
  for (const c of ['white', 'black']) assert.deepEqual(back.view(c), game.view(c), `${c}'s view`);
  if (game.status().over) assert.deepEqual(back.view('all'), game.view('all'));
  assert.deepEqual(back.status(), game.status());
  assert.deepEqual(back.legalActions(), game.legalActions());
  assert.equal(back.record(), game.record());
  return back;
}

test('Incerto: while a promotion is pending only promote is accepted', () => {
  const g = Game.fromFen('incerto', 'k5/2P3/6/6/6/6/6/5K w - - 0 1');
  assert.equal(g.move('c7', 'c8'), 'choose-promotion');
  assert.throws(() => g.select('f1'), /choose the promotion piece first/);
  assert.throws(() => g.move('f1', 'f2'), /choose the promotion piece first/);
  assert.throws(() => g.play('f1f2'), /choose the promotion piece first/);
  assert.throws(() => g.offerDraw('black'), /choose the promotion piece first/);
  assert.throws(() => g.undo(), /choose the promotion piece first/);
  assert.deepEqual(g.status().pending, { kind: 'promotion', from: 'c7', to: 'c8' });
  assert.equal(g.status().plies, 0);
  assert.equal(g.promote('queen'), 'c7c8q');
  assert.equal(g.status().turn, 'black');
});

test('a pending promotion survives record() and fromRecord (Incerto and Hidden Chess)', () => {
  const inc = Game.fromFen('incerto', 'k5/2P3/6/6/6/6/6/5K w - - 0 1');
  inc.move('c7', 'c8');
  assert.equal(JSON.parse(inc.record()).promotion, 'c7c8');
  const back = assertRoundTrip(inc);
  assert.deepEqual(back.view('white').promotion, { from: 'c7', to: 'c8', choices: ['queen', 'rook', 'bishop', 'knight'] });
  assert.throws(() => back.select('f1'), /promotion/);

  const hc = Game.fromFen('hidden-chess', '4k3/8/8/8/8/8/8/3P*K3 w - - 0 1');
  assert.equal(hc.move('d1', 'd8'), 'choose-promotion');
  const hcBack = assertRoundTrip(hc);
  // The pawn both players saw stays revealed, and White cannot play another move.
  assert.equal(hcBack.view('black').pieces.find((p) => p.square === 'd1').role, 'pawn');
  assert.throws(() => hcBack.play('e1e2'), /promotion/);
  assert.equal(hcBack.promote('knight'), 'd1d8n');
});

test('a draw offer ends with the game, so the record loads', () => {
  const inc = Game.fromFen('incerto', '3k2/6/6/6/6/3Q2/6/3K2 w - - 0 1');
  inc.offerDraw('white');
  inc.play('d3d8');
  assert.equal(inc.status().result.reason, 'king-captured');
  assert.equal(inc.status().drawOffer, null);
  assertRoundTrip(inc);

  const hr = Game.fromFen('hidden-random', '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1');
  hr.offerDraw('white');
  hr.play('a1a8');
  assert.equal(hr.status().result.reason, 'checkmate');
  assertRoundTrip(hr);
});

test('Hidden Chess: whether a move is accepted does not depend on a face-down identity', () => {
  for (const [piece, after] of [['Q*', 'queen'], ['P*', 'queen'], ['N*', 'knight']]) {
    const fen = `4k3/8/8/8/8/8/8/3${piece}K3 w - - 0 1`;
    const a = Game.fromFen('hidden-chess', fen);
    assert.equal(a.move('d1', 'd8', 'queen'), 'played', `move with a letter, ${piece}`);
    assert.equal(a.view('black').pieces.find((p) => p.square === 'd8').role, after);
    const b = Game.fromFen('hidden-chess', fen);
    assert.equal(b.play('d1d8q'), 'played', `play d1d8q, ${piece}`);
    const c = Game.fromFen('hidden-chess', fen);
    assert.equal(c.play('d1d8'), piece === 'P*' ? 'choose-promotion' : 'played', `play d1d8, ${piece}`);
    // A piece Hidden Chess has not is refused for every identity, before anything moves.
    const d = Game.fromFen('hidden-chess', fen);
    assert.throws(() => d.move('d1', 'd8', 'king'), /cannot promote to king/);
    assert.equal(d.status().plies, 0);
    assert.equal(d.status().pending, null);
  }
});

test('insufficient material: only K v K and K + one minor v K', () => {
  assert.equal(Game.fromFen('hidden-random', '4k3/8/8/8/8/8/8/3NK3 w - - 0 1').status().result.reason, 'insufficient-material');
  for (const fen of ['3nk3/8/8/8/8/8/8/3NK3 w - - 0 1', '3bk3/8/8/8/8/8/8/3BK3 w - - 0 1', '3bk3/8/8/8/8/8/8/3NK3 w - - 0 1']) {
    assert.equal(Game.fromFen('hidden-chess', fen).status().over, false, fen);
  }
});

test('a record claims only what its moves and position allow', () => {
  const bare = Game.fromFen('hidden-chess', 'r3k3/8/8/8/8/8/8/4K3 w - - 0 1');
  const rec = JSON.parse(bare.record());
  rec.result = { score: '1-0', reason: 'time-forfeit' };
  assert.throws(() => Game.fromRecord(JSON.stringify(rec)), /fallen flag/);
  const inc = Game.fromFen('incerto', '3k2/6/6/6/6/p5/P5/3K2 w - - 0 1');
  const sel = JSON.parse(inc.record());
  sel.selected = 'a2';
  assert.throws(() => Game.fromRecord(JSON.stringify(sel)), /no legal move/);
});

test('undo: refused after the end and while a selection stands', () => {
  const g = Game.fromFen('incerto', '3k2/6/6/6/6/6/6/1R*1K*2 w - - 0 1');
  g.play('d1d2');
  g.play('d8d7');
  assert.equal(g.select('b1'), 'selected');
  assert.throws(() => g.undo(), /selected and must move/);
  g.move('b1', 'b2');
  g.undo();
  assert.equal(g.status().plies, 2);
  g.resign('white');
  assert.throws(() => g.undo(), /the game is over/);
});
