// JS package tests: a player's view never holds an identity that player does not know (checked against the all-seeing FEN), and records round-trip.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { engine, VARIANTS, rng, placement, playFromView } from './helpers.mjs';

const { Game } = engine;
const COLORS = ['white', 'black'];
const other = (c) => (c === 'white' ? 'black' : 'white');

/** Every identity a view shows is the true one (so a known role is never made up). */
function assertTruthful(view, fen) {
  const truth = placement(fen);
  assert.equal(view.pieces.length, truth.size);
  for (const p of view.pieces) {
    const t = truth.get(p.square);
    assert.ok(t, `no piece on ${p.square}`);
    assert.equal(p.color, t.color);
    if (p.role !== null) assert.equal(p.role, t.role, `${view.viewer} sees ${p.square} as ${p.role}`);
  }
}

test('Incerto at the start: nobody knows any disc', () => {
  for (let seed = 0n; seed < 5n; seed++) {
    const game = new Game('incerto', seed);
    for (const c of COLORS) {
      const view = game.view(c);
      assert.equal(view.pieces.length, 24);
      for (const p of view.pieces) {
        assert.equal(p.role, null, `${c} sees ${p.square}`);
        assert.equal(p.hidden, true);
      }
      assert.deepEqual(view.captured, []);
      // The unseen pool is the whole set of each side.
      assert.deepEqual(view.unrevealed.map((u) => u.total), [12, 12]);
    }
  }
});

test('Incerto: selecting shows the disc to its owner only', () => {
  const game = new Game('incerto', 11n);
  const square = game.view('white').selectable[0];
  game.select(square);
  const truth = placement(game.fen()).get(square);
  const mine = game.view('white').pieces.find((p) => p.square === square);
  const theirs = game.view('black').pieces.find((p) => p.square === square);
  assert.equal(mine.role, truth.role);
  assert.equal(mine.knownToOpponent, false);
  assert.equal(theirs.role, null);
  assert.equal(theirs.knownToOpponent, null, 'knownToOpponent is only given for the viewer\'s own pieces');
});

/**
 * Incerto knowledge, followed from public events only (RULES.md §1): selecting (a move or
 * a skip) shows a disc to its owner; a capture shows both discs to both players; a
 * promotion's new piece is known to its owner only; knowledge moves with the disc.
 */
function followIncerto(known, action) {
  const { color, kind, from, to, promotion } = action;
  if (kind === 'skip') {
    known[color].add(from);
    return;
  }
  const opp = other(color);
  const oppKnewMover = known[opp].has(from);
  for (const c of COLORS) {
    known[c].delete(from);
    known[c].delete(to);
  }
  known[color].add(to);
  if (!promotion && (kind === 'capture' || oppKnewMover)) known[opp].add(to);
}

test('Incerto: each view shows exactly the identities its player has seen', () => {
  let captures = 0;
  for (let seed = 1; seed <= 6; seed++) {
    const game = new Game('incerto', BigInt(seed));
    const random = rng(seed);
    const known = { white: new Set(), black: new Set() };
    let seen = 0;
    for (let step = 0; step < 400 && !game.status().over; step++) {
      playFromView(game, game.view(game.turn), random);
      const moves = game.view('white').moves;
      for (const action of moves.slice(seen)) {
        followIncerto(known, action);
        if (action.kind === 'capture') captures++;
      }
      seen = moves.length;
      const fen = game.fen();
      for (const c of COLORS) {
        const view = game.view(c);
        assertTruthful(view, fen);
        for (const p of view.pieces) {
          // A selected disc is known to its owner before it has moved.
          const expected = known[c].has(p.square) || view.selected === p.square;
          assert.equal(p.role !== null, expected, `seed ${seed}: ${c} ${expected ? 'should' : 'must not'} know ${p.square}`);
        }
        // Captures are public in Incerto.
        for (const x of view.captured) assert.notEqual(x.role, null);
      }
    }
  }
  assert.ok(captures > 0, 'the games included captures');
});

test('Incerto: a promotion is public, the new piece is the mover\'s secret', () => {
  // A white pawn (seen: no `*`) one step from the last rank.
  const game = Game.fromFen('incerto', 'k*5/4P1/6/6/6/6/6/K*5 w - - 0 1');
  assert.equal(game.select('e7'), 'selected');
  assert.equal(game.move('e7', 'e8'), 'choose-promotion');
  assert.deepEqual(game.view('white').promotion, { from: 'e7', to: 'e8', choices: ['queen', 'rook', 'bishop', 'knight'] });
  assert.equal(game.view('black').promotion, null);
  assert.equal(game.promote('knight'), 'e7e8n');
  const mine = game.view('white').pieces.find((p) => p.square === 'e8');
  const theirs = game.view('black').pieces.find((p) => p.square === 'e8');
  assert.deepEqual([mine.role, mine.promoted], ['knight', true]);
  assert.deepEqual([theirs.role, theirs.promoted], [null, true]);
  assert.equal(game.view('black').lastAction.notation, 'e7e8?');
  assert.equal(game.view('white').lastAction.notation, 'e7e8n');
  // The readable notation and the named pieces keep the same secret.
  const [b, w] = [game.view('black').lastAction, game.view('white').lastAction];
  assert.deepEqual([b.san, b.piece, b.promotedTo], ['e8=?', 'pawn', null]);
  assert.deepEqual([w.san, w.piece, w.promotedTo], ['e8=N', 'pawn', 'knight']);
});

test('readable moves: an Incerto capture names both discs to both players, a quiet move only to its mover', () => {
  const game = Game.fromFen('incerto', 'k*1q*3/6/6/6/6/6/6/K*N*4 w - - 0 1');
  game.play('b1c3');
  assert.deepEqual([game.view('white').lastAction.san, game.view('black').lastAction.san], ['Nc3', 'b1c3']);
  assert.equal(game.view('black').lastAction.piece, null);
  game.play('c8c3');
  for (const viewer of ['white', 'black']) {
    const last = game.view(viewer).lastAction;
    assert.deepEqual([last.san, last.piece, last.captured, last.revealed], ['Qxc3', 'queen', 'knight', true], viewer);
  }
  // PGN is all-seeing: after the game every move has its letter.
  game.resign('white');
  assert.match(game.pgn(), /\n\n1\. Nc3 {an unseen knight} 1\.\.\. Qxc3 {an unseen queen} 0-1\n$/);
});

test('8x8 games: a face-down piece is unknown to both players, a face-up one to neither', () => {
  for (const variant of ['hidden-random', 'hidden-chess']) {
    for (let seed = 1; seed <= 3; seed++) {
      const game = new Game(variant, BigInt(seed));
      const random = rng(seed);
      for (let step = 0; step < 150 && !game.status().over; step++) {
        playFromView(game, game.view(game.turn), random);
        const fen = game.fen();
        for (const c of COLORS) {
          const view = game.view(c);
          assertTruthful(view, fen);
          for (const p of view.pieces) {
            assert.equal(p.role === null, p.hidden, `${variant} ${seed}: ${c} on ${p.square}`);
            if (variant === 'hidden-chess' && p.hidden) assert.notEqual(p.looksLike, null);
          }
        }
      }
    }
  }
});

test('Hidden Chess: capturing a face-down piece shows it to the capturer only', () => {
  let checked = 0;
  for (let seed = 1; seed <= 40 && checked < 3; seed++) {
    const game = new Game('hidden-chess', BigInt(seed));
    const random = rng(seed);
    for (let step = 0; step < 300 && !game.status().over; step++) {
      const mover = game.turn;
      const before = placement(game.fen());
      playFromView(game, game.view(mover), random);
      const last = game.view(mover).lastAction;
      if (game.status().pending || !last || last.color !== mover || last.kind !== 'capture') continue;
      const victim = before.get(last.to);
      if (!victim?.hidden) continue;
      const loser = other(mover);
      const capturerEntry = game.view(mover).captured.at(-1);
      const loserEntry = game.view(loser).captured.at(-1);
      assert.deepEqual(capturerEntry, { color: loser, role: victim.role, by: mover });
      assert.deepEqual(loserEntry, { color: loser, role: null, by: mover }, 'the owner does not learn what it lost');
      checked++;
    }
  }
  assert.ok(checked > 0, 'random games captured a face-down piece');
});

test('the all-seeing view is refused until the game is over', () => {
  const game = new Game('incerto', 2n);
  assert.throws(() => game.view('all'), /only for finished games/);
  game.resign('white');
  const all = game.view('all');
  assert.equal(all.viewer, null);
  for (const p of all.pieces) assert.notEqual(p.role, null);
});

test('views have the documented shape (the d.ts interfaces)', () => {
  const game = new Game('hidden-chess', 3n);
  const view = game.view('white');
  assert.deepEqual(Object.keys(view).sort(), [
    'available', 'captured', 'capturable', 'check', 'drawOffer', 'files', 'fullmoves', 'halfmoves',
    'lastAction', 'legalActions', 'moves', 'pieces', 'promotion', 'ranks', 'result', 'selectable',
    'selected', 'turn', 'unrevealed', 'variant', 'viewer',
  ].sort());
  assert.deepEqual(Object.keys(view.pieces[0]).sort(), ['color', 'hidden', 'knownToOpponent', 'looksLike', 'promoted', 'role', 'square']);
  game.play(view.legalActions[0], 1500);
  const last = game.view('black').lastAction;
  assert.deepEqual(Object.keys(last).sort(), [
    'captured', 'castledWith', 'check', 'color', 'from', 'kind', 'notation', 'piece', 'promotedTo', 'promotion',
    'revealed', 'san', 'time', 'to',
  ]);
  assert.equal(last.time, 1500);
  assert.deepEqual(Object.keys(game.status()).sort(), [
    'drawOffer', 'fullmoves', 'halfmoves', 'over', 'pending', 'plies', 'result', 'turn', 'variant',
  ]);
  // Missing values are null (as in JSON), never undefined.
  assert.equal(view.selected, null);
  assert.equal(view.promotion, null);
});

for (const variant of VARIANTS) {
  test(`${variant}: a record exported and loaded again gives the same position`, () => {
    for (let seed = 1; seed <= 3; seed++) {
      const game = new Game(variant, BigInt(seed));
      const random = rng(seed + 100);
      for (let step = 0; step < 300 && !game.status().over; step++) {
        playFromView(game, game.view(game.turn), random);
        // Records made mid-turn (a selected disc) and mid-game load too.
        if (step % 37 === 0 || game.status().over) {
          const copy = Game.fromRecord(game.record());
          assert.equal(copy.fen(), game.fen());
          assert.deepEqual(copy.status(), game.status());
          assert.deepEqual(copy.view('white'), game.view('white'));
          assert.deepEqual(copy.view('black'), game.view('black'));
          assert.equal(copy.pgn(), game.pgn());
        }
      }
    }
  });
}

test('a record keeps time stamps, results and games from a FEN', () => {
  const game = Game.fromFen('hidden-chess', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  game.play('e2e4', 1000);
  game.move('e7', 'e5', null, 2500);
  game.offerDraw('white');
  let copy = Game.fromRecord(game.record());
  assert.equal(copy.fen(), game.fen());
  assert.deepEqual(copy.view('white').moves.map((m) => m.time), [1000, 2500]);
  assert.equal(copy.status().drawOffer, 'white');
  game.resign('black');
  copy = Game.fromRecord(game.record());
  assert.deepEqual(copy.status().result, { score: '1-0', winner: 'white', reason: 'resignation' });
  assert.match(copy.pgn(), /\[Result "1-0"\]/);
});
