// JS package tests: whole random games in every variant through the public API, driven only by what each player's view offers.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { engine, VARIANTS, rng, playFromView } from './helpers.mjs';

const { Game, RandomBot } = engine;
const STATUSES = new Set(['played', 'skipped', 'selected', 'choose-promotion']);
// Random games usually end well before this (the engine's own bot test allows 3000).
const STEP_CAP = 3000;

for (const variant of VARIANTS) {
  test(`${variant}: random games run to their end through views only`, { timeout: 120_000 }, () => {
    let finished = 0;
    const games = 4;
    for (let seed = 1; seed <= games; seed++) {
      const random = rng(seed * 7919);
      const game = new Game(variant, BigInt(seed));
      assert.equal(game.variant, variant);
      let steps = 0;
      while (!game.status().over && steps < STEP_CAP) {
        const mover = game.turn;
        const view = game.view(mover);
        assert.equal(view.viewer, mover);
        assert.equal(view.turn, mover);
        assert.equal(view.result, null);
        // The other side is never offered anything while it waits.
        const idle = game.view(mover === 'white' ? 'black' : 'white');
        assert.deepEqual([idle.legalActions, idle.selectable, idle.promotion], [[], [], null]);

        const step = playFromView(game, view, random);
        assert.ok(STATUSES.has(step.status), `status ${step.status}`);
        const status = game.status();
        if (step.status === 'selected') {
          assert.equal(variant, 'incerto');
          assert.deepEqual(status.pending, { kind: 'selected', square: step.value });
          assert.equal(game.turn, mover, 'a selection does not end the turn');
        } else if (step.status === 'choose-promotion') {
          assert.equal(status.pending.kind, 'promotion');
          assert.equal(game.turn, mover);
        } else if (!status.over) {
          assert.equal(status.pending, null);
          assert.notEqual(game.turn, mover, `after ${step.kind} ${step.value} the turn passes`);
        }
        steps++;
      }
      const status = game.status();
      if (status.over) {
        finished++;
        const all = game.view('all');
        assert.deepEqual(all.result, status.result);
        assert.equal(all.viewer, null);
        // Once over, nothing more can be played and nobody is offered anything.
        assert.deepEqual(game.legalActions(), []);
        assert.deepEqual(game.view('white').legalActions, []);
      }
      assert.equal(status.plies, game.view('white').moves.length);
    }
    assert.ok(finished >= games - 1, `${variant}: ${finished}/${games} games ended within ${STEP_CAP} steps`);
  });

  test(`${variant}: two RandomBots play a game through playTurn`, { timeout: 120_000 }, () => {
    const game = new Game(variant, '12345');
    const bots = { white: new RandomBot(1n), black: new RandomBot(2) };
    let turns = 0;
    while (!game.status().over && turns < STEP_CAP) {
      const mover = game.turn;
      const steps = bots[mover].playTurn(game);
      assert.ok(steps.length >= 1 && steps.length <= 3, `one turn is 1 to 3 steps: ${JSON.stringify(steps)}`);
      for (const s of steps) assert.ok(['select', 'play', 'promote'].includes(s.kind));
      if (!game.status().over) assert.notEqual(game.turn, mover);
      turns++;
    }
    // A bot asked about a finished game, or out of turn, has nothing to do.
    const waiting = game.status().over ? 'white' : game.turn === 'white' ? 'black' : 'white';
    assert.equal(bots.white.step(game.view(waiting)), null);
    assert.deepEqual(game.status().over ? bots.white.playTurn(game) : [], []);
  });

  test(`${variant}: RandomBot.step answers a view and applyStep plays it`, () => {
    const game = new Game(variant, 99);
    const bot = new RandomBot('7');
    for (let i = 0; i < 40 && !game.status().over; i++) {
      const step = bot.step(game.view(game.turn));
      assert.ok(step && typeof step.value === 'string');
      assert.ok(STATUSES.has(game.applyStep(step)));
    }
  });
}

test('the same seed gives the same start; seeds can be BigInt, number or string', () => {
  const fen = (seed) => new Game('incerto', seed).fen();
  assert.equal(fen(42n), fen(42));
  assert.equal(fen(42n), fen('42'));
  assert.equal(fen(18446744073709551615n), fen('18446744073709551615'));
  assert.equal(new Game('hidden-chess', 5n).fen(), engine.newPosition('hidden-chess', 5n));
  assert.equal(new Game('hidden-random', 5n).seed, '5');
  assert.equal(Game.fromFen('hidden-chess', engine.newPosition('hidden-chess', 5n)).seed, undefined);
  // Without a seed the game draws a random one, and says which.
  const { seed } = new Game('incerto');
  assert.match(seed, /^[0-9]+$/);
  assert.equal(new Game('incerto', BigInt(seed)).fen(), engine.newPosition('incerto', seed));
  // The seed gives away the whole shuffle, so the public status does not carry it.
  assert.equal('seed' in new Game('incerto', 5n).status(), false);
});

test('Incerto: select reveals the disc to its owner, then move completes the turn', () => {
  const game = new Game('incerto', 3n);
  const random = rng(3);
  // Select until a disc can move (a disc with no move skips the turn).
  for (let i = 0; i < 50; i++) {
    const view = game.view(game.turn);
    const square = random.pick(view.selectable);
    const mover = game.turn;
    const status = game.select(square);
    if (status === 'skipped') {
      assert.notEqual(game.turn, mover);
      assert.equal(game.view(mover).moves.at(-1).kind, 'skip');
      continue;
    }
    assert.equal(status, 'selected');
    const mine = game.view(mover);
    assert.equal(mine.selected, square);
    assert.ok(mine.pieces.find((p) => p.square === square).role !== null, 'the owner now knows it');
    assert.ok(mine.available.length + mine.capturable.length > 0);
    // Another disc cannot be moved now.
    const other = mine.pieces.find((p) => p.color === mover && p.square !== square).square;
    assert.throws(() => game.select(other), Error);
    const to = [...mine.available, ...mine.capturable][0];
    assert.equal(game.move(square, to), 'played');
    assert.notEqual(game.turn, mover);
    return;
  }
  assert.fail('no disc could move in 50 selections');
});

test('draw offers, resignation, time forfeit and undo', () => {
  const game = new Game('hidden-chess', 8n);
  game.offerDraw('white');
  assert.equal(game.status().drawOffer, 'white');
  assert.throws(() => game.acceptDraw('white'), /own draw offer/);
  game.declineDraw('black');
  assert.equal(game.status().drawOffer, null);
  game.offerDraw('black');
  game.acceptDraw('white');
  assert.deepEqual(game.status().result, { score: '1/2-1/2', winner: null, reason: 'agreement' });
  // Undo never reopens a finished game.
  assert.throws(() => game.undo(), /the game is over/);

  const g2 = new Game('hidden-random', 8n);
  const action = g2.view('white').legalActions[0];
  g2.play(action);
  assert.equal(g2.status().plies, 1);
  g2.undo();
  assert.equal(g2.status().plies, 0);
  assert.equal(g2.fen(), new Game('hidden-random', 8n).fen());
  g2.resign('black');
  assert.deepEqual(g2.status().result, { score: '1-0', winner: 'white', reason: 'resignation' });

  const g3 = new Game('incerto', 8n);
  g3.timeForfeit('white');
  assert.equal(g3.status().result.reason, 'time-forfeit');
  assert.equal(g3.status().result.winner, 'black');
});

test('perft counts match the published standard-chess numbers', () => {
  // Hidden Chess with every piece face up is standard chess without its draw rules.
  const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
  assert.deepEqual(
    [0, 1, 2, 3, 4].map((d) => engine.perft('hidden-chess', start, d)),
    [1, 20, 400, 8902, 197281],
  );
  const incerto = engine.newPosition('incerto', 1n);
  assert.equal(engine.perft('incerto', incerto, 1) > 0, true);
});

test('variants() lists the three games', () => {
  assert.deepEqual(engine.variants(), VARIANTS);
});
