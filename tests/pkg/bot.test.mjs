// JS package tests: the computer opponent (`new Bot(level, seed)`, `bot.step(view, budget)`) and the belief hints (`hints(view)`): legal steps from views only, reproducible for a seed, time limits, honest hints, and errors for bad input.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PKG, engine, VARIANTS, throwsError } from './helpers.mjs';

const { Game, Bot, hints, levels } = engine;
const LEVELS = ['random', 'greedy', 'level1', 'level2', 'level3', 'level4', 'level5'];

/** Plays `game` with `bots` (one per colour) until it ends or `turns` turns were played. */
function play(game, bots, turns) {
  for (let n = 0; n < turns && !game.status().over; ) {
    const color = game.turn;
    const answer = bots[color].step(game.view(color));
    assert.ok(answer.step, `${color} has a step`);
    const status = game.applyStep(answer.step);
    if (status !== 'selected' && status !== 'choose-promotion') n += 1;
  }
}

test('the .d.ts types the bot and the hints', () => {
  const dts = readFileSync(join(PKG, 'web', 'incerto_engine.d.ts'), 'utf8');
  assert.match(dts, /export class Bot \{/);
  assert.match(dts, /constructor\(level: BotLevel, seed\?: Seed \| null\);/);
  assert.match(dts, /step\(view: PlayerView, budget\?: BotBudget \| null\): BotAnswer;/);
  assert.match(dts, /export function hints\(view: PlayerView\): Hints;/);
  assert.match(dts, /export interface BotAnswer \{/);
  assert.match(dts, /export type BotLevel = "random" \| "greedy" \| "level1"/);
  assert.doesNotMatch(dts, /oracle/);
});

for (const variant of VARIANTS) {
  test(`${variant}: every level answers with a step the game accepts, seen from the view only`, { timeout: 60_000 }, () => {
    for (const level of LEVELS.slice(0, 4)) {
      const game = new Game(variant, 11n);
      const bot = new Bot(level, 5n);
      assert.equal(bot.level, level);
      play(game, { white: bot, black: new Bot('random', 6n) }, 4);
      assert.ok(game.status().plies >= 1, `${level} played`);
    }
  });

  test(`${variant}: the same seed and view give the same answer; the search reports its cost`, () => {
    const game = new Game(variant, 3n);
    const view = game.view('white');
    const a = new Bot('level2', 42n).step(view);
    const b = new Bot(2, '42').step(view);
    assert.deepEqual(a, b);
    assert.ok(['select', 'play'].includes(a.step.kind));
    assert.ok(a.nodes > 0 && a.depth >= 1, JSON.stringify(a));
    assert.equal(a.capped, false);
    assert.ok(a.score === null || Math.abs(a.score) <= 10_000);
    // Not its turn: no step.
    assert.equal(new Bot('level1', 1n).step(game.view('black')).step, null);
  });
}

test('levels(): the level table, each level with more time and (in the 8x8 games) budget than the one below', () => {
  const table = levels();
  assert.deepEqual(table.map((r) => r.level), LEVELS);
  assert.deepEqual(table[0], { level: 'random', nodes: { incerto: 0, 'hidden-random': 0, 'hidden-chess': 0 }, capMs: 50 });
  const search = table.slice(2);
  for (let i = 1; i < search.length; i++) {
    assert.ok(search[i].capMs > search[i - 1].capMs, search[i].level);
    for (const v of ['hidden-random', 'hidden-chess']) assert.ok(search[i].nodes[v] > search[i - 1].nodes[v], `${search[i].level} ${v}`);
  }
  // A level searches its table's budget (a selection in Incerto; its move gets half).
  const view = new Game('hidden-chess', 3n).view('white');
  const a = new Bot('level1', 7n).step(view);
  assert.ok(a.nodes <= search[0].nodes['hidden-chess'] + 64 && a.nodes > search[0].nodes['hidden-chess'] / 2, JSON.stringify(a));
});

test('incerto-engine/fast, the speed-first build, answers every view exactly as the default build', { timeout: 120_000 }, async () => {
  const fast = await import(join(PKG, 'fast', 'node', 'index.mjs'));
  await fast.default();
  assert.notEqual(fast.Bot, Bot, 'a build of its own');
  for (const variant of VARIANTS) {
    // Views of a game between two default-build bots, each asked of both builds too.
    const game = new Game(variant, 21n);
    const bots = { white: new Bot('level2', 1n), black: new Bot('level2', 2n) };
    for (let k = 0; k < 12 && !game.status().over; k++) {
      const color = game.turn;
      const view = game.view(color);
      const seed = BigInt(100 + k);
      for (const level of ['greedy', 'level1', 'level3']) {
        assert.deepEqual(new fast.Bot(level, seed).step(view), new Bot(level, seed).step(view), `${variant} ${level} step ${k}`);
      }
      assert.deepEqual(fast.hints(view), hints(view));
      game.applyStep(bots[color].step(view).step);
    }
  }
});

test('a time limit stops level 5 early, with a legal step', () => {
  const game = new Game('hidden-chess', 8n);
  const view = game.view('white');
  const t0 = Date.now();
  const answer = new Bot('level5', 1n).step(view, { ms: 5 });
  const took = Date.now() - t0;
  assert.equal(answer.capped, true);
  assert.ok(took < 1_000, `answered in ${took} ms`);
  assert.equal(game.applyStep(answer.step), 'played');
  // No limit: the node budget alone, the same on every machine.
  assert.equal(new Bot('level1', 1n).step(view, { ms: null }).capped, false);
  assert.equal(new Bot('level1', 1n).step(view, {}).capped, false);
});

test('hints: the odds of every piece the viewer cannot identify, from the view alone', () => {
  const game = Game.fromFen('incerto', 'r*n*b*q*k*b*/p*p*p*p*n*r*/6/6/6/6/P*P*P*P*N*R*/R*N*B*Q*K*B* w - - 0 1');
  game.play('b1c3');
  const h = hints(game.view('black'));
  // The disc that moved like a knight can only be one.
  const c3 = h.pieces.find((p) => p.square === 'c3');
  assert.deepEqual(c3, { square: 'c3', color: 'white', own: false, odds: [{ role: 'knight', probability: 1 }] });
  // Black's own discs: the odds of its unseen set (K Q 2R 2B 2N 4P).
  const a8 = h.pieces.find((p) => p.square === 'a8');
  assert.equal(a8.own, true);
  // Most likely first; equal odds in the engine's role order.
  assert.deepEqual(a8.odds.map((o) => o.role), ['pawn', 'knight', 'bishop', 'rook', 'queen', 'king']);
  assert.ok(Math.abs(a8.odds[0].probability - 4 / 12) < 1e-12);
  for (const p of h.pieces) {
    const sum = p.odds.reduce((s, o) => s + o.probability, 0);
    assert.ok(Math.abs(sum - 1) < 1e-9, `${p.square} adds up to ${sum}`);
  }
  // White knows its knight: no hint for it in White's own view.
  assert.ok(hints(game.view('white')).pieces.every((p) => p.square !== 'c3'));
  // The 8x8 games: each face-down piece has its side's unseen odds.
  const hr = hints(new Game('hidden-random', 1n).view('white'));
  assert.equal(hr.pieces.length, 28);
});

test('views that are the same get the same hints and the same step, whatever the hidden truth', () => {
  // Two deals whose White view is identical at the start (every piece face down): the bot
  // and the hints cannot tell them apart.
  const views = [1n, 2n].map((seed) => new Game('incerto', seed).view('white'));
  assert.deepEqual(views[0], views[1]);
  assert.deepEqual(hints(views[0]), hints(views[1]));
  assert.deepEqual(new Bot('level3', 9n).step(views[0]), new Bot('level3', 9n).step(views[1]));
});

test('bad arguments to Bot and hints', () => {
  for (const level of ['oracle5', 'level0', 'level6', 'Level1', '', 0, 6, 2.5, null, undefined, {}]) {
    throwsError(assert, () => new Bot(level), /level/);
  }
  throwsError(assert, () => new Bot('level1', -1), /invalid seed/);
  const bot = new Bot('level1', 1n);
  const view = new Game('incerto', 1n).view('white');
  throwsError(assert, () => bot.step({}), /invalid view/);
  throwsError(assert, () => bot.step(view, { ms: -1 }), /invalid budget/);
  throwsError(assert, () => bot.step(view, { ms: 'soon' }), /invalid budget/);
  throwsError(assert, () => bot.step(view, { nodes: 5 }), /invalid budget/);
  throwsError(assert, () => bot.step(view, 5), /invalid budget/);
  throwsError(assert, () => hints(null), /invalid view/);
  // The all-seeing view is no player's view.
  const over = new Game('incerto', 1n);
  over.resign('white');
  throwsError(assert, () => hints(over.view('all')), /no viewer/);
  throwsError(assert, () => bot.step(over.view('all')), /no viewer/);
  // Still working after all that.
  assert.ok(bot.step(view).step);
});
