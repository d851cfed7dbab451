// PGN read by an independent reader: every export of many random games of all three variants goes through python-chess (pgn_check.py), and Hidden Chess games whose pieces all move as themselves replay as chess.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { engine, REPO, VARIANTS, rng } from './helpers.mjs';

const { Game, Bot, review } = engine;
// scripts/install-tools.sh installs python-chess here (pinned), away from any system Python.
const PYTHONPATH = join(REPO, 'target', 'python');
// 2026-01-01T00:00:00Z: the app stamps Date.now().
const T0 = 1_767_225_600_000;
// A Hidden Chess start whose face-down pieces are what they look like.
const AS_THEMSELVES = 'r*n*b*q*kb*n*r*/p*p*p*p*p*p*p*p*/8/8/8/8/P*P*P*P*P*P*P*P*/R*N*B*Q*KB*N*R* w KQkq - 0 1';

/** A random game of at most `plies` actions (the referee's: all-seeing), each stamped with a time; about half of those left unfinished end by resignation. */
function randomGame(game, seed, plies) {
  const random = rng(seed);
  for (let ply = 0; ply < plies && !game.status().over; ply++) {
    const actions = game.legalActions();
    game.play(actions[Math.floor(random() * actions.length)], T0 + ply * 1000);
  }
  if (!game.status().over && random() < 0.5) game.resign(game.turn);
  return game;
}

function readWithPythonChess(games) {
  const run = spawnSync('python3', [join(REPO, 'tests', 'pkg', 'pgn_check.py')], {
    input: JSON.stringify(games),
    env: { ...process.env, PYTHONPATH },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  assert.equal(run.status, 0, `pgn_check.py failed (run scripts/install-tools.sh for python-chess): ${run.stderr}`);
  return JSON.parse(run.stdout);
}

test('python-chess reads every PGN export of random games of all three variants', { timeout: 300_000 }, () => {
  const games = [];
  for (const variant of VARIANTS) {
    for (let seed = 1; seed <= 40; seed++) {
      const game = randomGame(new Game(variant, BigInt(seed)), seed, 40 + 10 * seed);
      games.push({ pgn: game.pgn(), replay: false });
    }
  }
  const out = readWithPythonChess(games);
  assert.deepEqual(out.errors, []);
  assert.equal(out.games, games.length);
  assert.ok(out.moves > 20_000, `${out.moves} moves read`);
  assert.ok(out.comments > 2_000, `${out.comments} comments read`);
  // The date comes from the first action's time.
  assert.match(games[0].pgn, /^\[Event "\?"\]\n\[Site "\?"\]\n\[Date "2026\.01\.01"\]\n/);
});

test('Hidden Chess games whose pieces all move as themselves replay as chess in python-chess', { timeout: 120_000 }, () => {
  const games = [];
  for (let seed = 1; seed <= 40; seed++) {
    const game = randomGame(Game.fromFen('hidden-chess', AS_THEMSELVES), seed, 60 + 5 * seed);
    games.push({ pgn: game.pgn(), replay: true, final: game.fen().split(' ')[0].replaceAll('*', '') });
  }
  const out = readWithPythonChess(games);
  assert.deepEqual(out.errors, []);
  assert.equal(out.replayed, games.length);
  assert.ok(out.moves > 2_000, `${out.moves} moves replayed`);
});

test('pgn(tags) writes the roster tags it is given and refuses unknown ones', () => {
  const game = new Game('hidden-chess', 3n);
  const pgn = game.pgn({ event: 'Casual', date: '2026.02.03', white: 'Ann', black: 'Computer (level 3)' });
  assert.match(pgn, /^\[Event "Casual"\]\n\[Site "\?"\]\n\[Date "2026\.02\.03"\]\n\[Round "-"\]\n\[White "Ann"\]\n\[Black "Computer \(level 3\)"\]\n\[Result "\*"\]\n\[Variant "Hidden Chess"\]\n/);
  assert.equal(game.pgn(null), game.pgn());
  assert.throws(() => game.pgn({ player: 'Ann' }), /invalid PGN tags: unknown tag 'player'/);
  assert.throws(() => game.pgn({ white: 7 }), /invalid PGN tags: invalid type/);
  assert.throws(() => game.pgn('Ann'), /invalid PGN tags: not an object/);
});

test('pgn(tags, reviews): the analysis as NAGs and comments, read by python-chess', { timeout: 300_000 }, () => {
  const games = [];
  const marks = { inaccuracy: 6, mistake: 2, blunder: 4 };
  for (const variant of VARIANTS) {
    const game = new Game(variant, 5n);
    const bots = { white: new Bot('random', 1n), black: new Bot('level1', 2n) };
    while (!game.status().over && game.status().plies < 16) game.applyStep(bots[game.turn].step(game.view(game.turn)).step);
    if (!game.status().over) game.resign(game.turn);
    const reviews = [review(game.record(), { level: 1 }), review(game.record(), { lens: 'all', level: 1 })];
    const pgn = game.pgn(null, reviews);
    // Each move's NAG: the worst judgement of its view-lens lines.
    const nags = [];
    for (let ply = 0; ply < game.status().plies; ply++) {
      const worst = reviews[0].lines.filter((l) => l.ply === ply).map((l) => l.judgement);
      const nag = ['blunder', 'mistake', 'inaccuracy'].find((j) => worst.includes(j));
      nags.push(nag ? [marks[nag]] : []);
    }
    assert.ok(nags.some((n) => n.length), `${variant}: the random player made no mistake: ${reviews[0].text}`);
    assert.match(pgn, /\{view: (select |move )?[a-z]+, best \S+, [01]\.\d{3} -> [01]\.\d{3}[;}]/);
    assert.match(pgn, /\{all: /);
    assert.equal(game.pgn(null, null), game.pgn());
    games.push({ pgn, replay: false, nags });
  }
  const out = readWithPythonChess(games);
  assert.deepEqual(out.errors, []);
  assert.equal(out.games, games.length);
  assert.throws(() => new Game('incerto', 1n).pgn(null, [{ lens: 'view' }]), /invalid reviews/);
});
