// Keeps the tests of "which page wasm serves this address" equal: the loader's regular expressions (Trunk.toml) and route.rs's `is_lessons_page` and `is_analysis_page`, on the addresses of route.rs's own test (its table).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = join(fileURLToPath(import.meta.url), '..', '..', '..');

/**
 * The addresses of route.rs's table in `tells_the_lessons_page_and_the_embed_route`
 * (`("#/learn", lessons)`, …) whose answer is one of `kinds`.
 */
function addresses(...kinds) {
  const route = readFileSync(join(REPO, 'web', 'app', 'src', 'route.rs'), 'utf8');
  const body = route.slice(route.indexOf('fn tells_the_lessons_page_and_the_embed_route()'));
  const rows = [...body.matchAll(/^\s*\("((?:[^"\\]|\\.)*)", (lessons|embed|app|analysis)\),$/gm)];
  assert.ok(rows.length > 0, 'route.rs has no table of addresses');
  return rows.filter((m) => kinds.includes(m[2])).map((m) => m[1]);
}

test("the loader starts the lessons page for exactly route.rs's lessons addresses", () => {
  const toml = readFileSync(join(REPO, 'Trunk.toml'), 'utf8');
  const source = toml.match(/const lessons = (\/.+\/)\.test\(location\.hash\);/)?.[1];
  assert.ok(source, 'Trunk.toml has the loader');
  const lessons = new RegExp(source.slice(1, -1));
  const toLessons = addresses('lessons', 'embed');
  const toApp = addresses('app');
  assert.ok(toLessons.length >= 5 && toApp.length >= 5, `${toLessons.length} and ${toApp.length} addresses`);
  for (const hash of toLessons) assert.ok(lessons.test(hash), `${hash} starts the lessons page`);
  for (const hash of toApp) assert.ok(!lessons.test(hash), `${hash} starts the app`);
});

test("the loader starts the analysis page for exactly route.rs's analysis addresses", () => {
  const toml = readFileSync(join(REPO, 'Trunk.toml'), 'utf8');
  const source = toml.match(/const analysis = (\/.+\/)\.test\(location\.hash\);/)?.[1];
  assert.ok(source, 'Trunk.toml has the loader');
  const analysis = new RegExp(source.slice(1, -1));
  const toAnalysis = addresses('analysis');
  const others = addresses('lessons', 'embed', 'app');
  assert.ok(toAnalysis.length >= 3 && others.length >= 10, `${toAnalysis.length} and ${others.length} addresses`);
  for (const hash of toAnalysis) assert.ok(analysis.test(hash), `${hash} starts the analysis page`);
  for (const hash of others) assert.ok(!analysis.test(hash), `${hash} does not start the analysis page`);
});
