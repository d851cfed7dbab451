// The post-game analysis through the JS package: the documented shapes, the CLI's very lines for the same record and level (wasm and native agree), planted blunders, and refusals.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { engine, REPO, VARIANTS } from './helpers.mjs';

const { Game, Bot, review } = engine;
const JUDGEMENTS = ['best', 'good', 'inaccuracy', 'mistake', 'blunder'];

/** A finished game of `plies` steps' turns between two level-1 bots, resigned at the end. */
function botGame(variant, seed, plies) {
  const game = new Game(variant, BigInt(seed));
  const bots = { white: new Bot('level1', 1n), black: new Bot('level1', 2n) };
  while (!game.status().over && game.status().plies < plies) game.applyStep(bots[game.turn].step(game.view(game.turn)).step);
  if (!game.status().over) game.resign(game.turn);
  return game;
}

/** `incerto review` on `record`, natively (the debug build `cargo test` made). */
function cli(record, ...args) {
  const dir = mkdtempSync(join(tmpdir(), 'incerto-review-'));
  const file = join(dir, 'game.json');
  writeFileSync(file, record);
  const run = spawnSync('cargo', ['run', '--quiet', '-p', 'incerto-engine', '--bin', 'incerto', '--', 'review', file, ...args], {
    cwd: REPO,
    encoding: 'utf8',
  });
  assert.equal(run.status, 0, run.stderr);
  return run.stdout;
}

test('review: the documented shapes, and the same lines as the CLI for every game and lens', { timeout: 600_000 }, () => {
  for (const variant of VARIANTS) {
    const game = botGame(variant, 3, 16);
    for (const lens of ['view', 'all']) {
      const r = review(game.record(), { lens, level: 2 });
      assert.deepEqual(Object.keys(r).sort(), ['accuracy', 'lens', 'level', 'lines', 'text']);
      assert.deepEqual([r.lens, r.level], [lens, 2]);
      assert.ok(r.lines.length >= 8, `${variant}: ${r.lines.length} lines`);
      for (const l of r.lines) {
        // `odds` only where the computer's step turns on a piece its player could not see.
        assert.deepEqual(Object.keys(l).filter((k) => k !== 'odds').sort(), ['after', 'before', 'best', 'color', 'judgement', 'phase', 'played', 'ply', 'turn']);
        if (l.odds) {
          assert.deepEqual(Object.keys(l.odds).sort(), ['probability', 'role', 'square']);
          assert.equal(lens, 'view', 'the all-seeing lens sees every piece');
          assert.ok(l.odds.probability > 0 && l.odds.probability <= 1);
        }
        assert.ok(l.after <= l.before && l.before <= 1 && l.after >= 0, JSON.stringify(l));
        assert.ok(JUDGEMENTS.includes(l.judgement));
        assert.equal(l.phase === 'turn', variant !== 'incerto');
        assert.ok(['select', 'play'].includes(l.played.kind));
      }
      assert.equal(typeof r.accuracy.white, 'number');
      assert.equal(r.text, cli(game.record(), '--lens', lens, '--level', '2'), `${variant} ${lens}`);
    }
  }
});

test('review: a hanging queen is a blunder in both lenses; one side; the defaults', () => {
  const game = Game.fromFen('hidden-chess', '3rk3/p*p*6/4p3/8/8/8/6P*P*/3QK3 w - - 0 1');
  game.play('d1d5');
  game.play('e6d5');
  game.resign('white');
  for (const lens of ['view', 'all']) {
    const r = review(game.record(), { side: 'white', lens, level: 2 });
    assert.equal(r.lines.length, 1);
    assert.deepEqual([r.lines[0].played, r.lines[0].judgement], [{ kind: 'play', value: 'd1d5' }, 'blunder']);
    assert.equal(r.accuracy.black, null);
    assert.match(r.text, /^1 white d1d5 \S+ \d\.\d{3} \d\.\d{3} blunder\naccuracy white \d+\.\d black -\n$/);
  }
  const defaults = review(game.record());
  assert.deepEqual([defaults.lens, defaults.level, defaults.lines.length], ['view', 3, 2]);
});

test('review: bad records and options are refused with a message', () => {
  const unfinished = new Game('incerto', 2n).record();
  for (const [args, message] of [
    [[unfinished, { lens: 'all' }], /finished game/],
    [[unfinished, { side: 'red' }], /invalid side 'red'/],
    [[unfinished, { level: 9 }], /invalid level 9/],
    [[unfinished, { level: 'level3', depth: 2 }], /unknown option 'depth'/],
    [[unfinished, { lens: 3 }], /lens must be a string/],
    [[unfinished, 'view'], /not an object/],
    [['{}'], /record/],
    [[42], /the record must be a string/],
  ]) {
    assert.throws(() => review(...args), message, JSON.stringify(args));
  }
  assert.equal(review(unfinished, { level: 'level3' }).level, 3);
});
