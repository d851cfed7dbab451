// Keeps the loader's test for the two-device page (Trunk.toml's `friend`) equal to web/friend's route.rs `is_friend_page`, on the addresses of route.rs's own test, and apart from every other page's addresses.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = join(fileURLToPath(import.meta.url), '..', '..', '..');
const read = (...path) => readFileSync(join(REPO, ...path), 'utf8');

/** The string literals of the array after `for hash in` number `n` in `knows_its_addresses`. */
function listed(n) {
  const route = read('web', 'friend', 'src', 'route.rs');
  const body = route.slice(route.indexOf('fn knows_its_addresses()'));
  const lists = [...body.matchAll(/for hash in \[([^\]]*)\]/g)].map((m) => [...m[1].matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((s) => s[1]));
  assert.equal(lists.length >= 2, true, "route.rs's test lists this page's addresses and others");
  return lists[n];
}

test("the loader starts the two-device page for exactly route.rs's addresses of it", () => {
  const source = read('Trunk.toml').match(/const friend = (\/.+\/)\.test\(location\.hash\);/)?.[1];
  assert.ok(source, "Trunk.toml's loader tests friend");
  const re = new RegExp(source.slice(1, -1));
  const mine = listed(0);
  const others = listed(1);
  assert.ok(mine.length >= 5 && others.length >= 5);
  for (const hash of mine) assert.ok(re.test(hash), `${hash} starts the two-device page`);
  for (const hash of others) assert.ok(!re.test(hash), `${hash} does not start the two-device page`);
  // The loader asks it first: no other page's address is one of its.
  for (const hash of ['#/learn', '#/embed?game=incerto', '#/analysis', '#/play', '#/new']) assert.ok(!re.test(hash), hash);
});
