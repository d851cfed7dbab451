// Keeps the tests of "which page wasm serves this address" equal: the loader's regular expressions (Trunk.toml) and route.rs's `is_lessons_page`, `is_embed` and `is_analysis_page`, on the addresses of route.rs's own test (its table).

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

/** The loader's (Trunk.toml) regular expression `const <name> = /…/.test(location.hash)`. */
function loaderTest(name) {
  const toml = readFileSync(join(REPO, 'Trunk.toml'), 'utf8');
  const source = toml.match(new RegExp(`const ${name} = (\\/.+\\/)\\.test\\(location\\.hash\\);`))?.[1];
  assert.ok(source, `Trunk.toml's loader tests ${name}`);
  return new RegExp(source.slice(1, -1));
}

// Each other page's test in the loader starts it for exactly route.rs's addresses of it.
for (const page of ['lessons', 'embed', 'analysis']) {
  test(`the loader starts the ${page} page for exactly route.rs's ${page} addresses`, () => {
    const re = loaderTest(page);
    const mine = addresses(page);
    const others = addresses(...['lessons', 'embed', 'analysis', 'app'].filter((k) => k !== page));
    assert.ok(mine.length >= 3 && others.length >= 10, `${mine.length} and ${others.length} addresses`);
    for (const hash of mine) assert.ok(re.test(hash), `${hash} starts the ${page} page`);
    for (const hash of others) assert.ok(!re.test(hash), `${hash} does not start the ${page} page`);
  });
}
