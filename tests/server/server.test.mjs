// Tests of the static test server itself (no browser): it must behave like a plain static host, or the hosting test proves nothing.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, normaliseBase } from '../server.mjs';

let root;
let server;

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'incerto-server-'));
  writeFileSync(join(root, 'index.html'), '<p>hi</p>');
  writeFileSync(join(root, 'app.wasm'), Buffer.from([0, 97, 115, 109]));
  mkdirSync(join(root, 'sub'));
  writeFileSync(join(root, 'sub', 'index.html'), 'sub');
  server = await startServer({ root, base: '/games/incerto' });
});

after(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (path) => fetch(new URL(path, server.url), { redirect: 'manual' });

test('mount paths are normalised', () => {
  assert.equal(normaliseBase('/'), '/');
  assert.equal(normaliseBase(''), '/');
  assert.equal(normaliseBase('games/incerto'), '/games/incerto/');
  assert.equal(normaliseBase('/games//incerto/'), '/games/incerto/');
});

test('listens on 127.0.0.1 and reports the mount URL', () => {
  assert.match(server.url, /^http:\/\/127\.0\.0\.1:\d+\/games\/incerto\/$/);
});

test('serves index.html for the mount and its folders', async () => {
  const res = await get('/games/incerto/');
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type'), /^text\/html/);
  assert.equal(await res.text(), '<p>hi</p>');
  assert.equal(await (await get('/games/incerto/sub/')).text(), 'sub');
});

test('serves wasm as application/wasm', async () => {
  const res = await get('/games/incerto/app.wasm');
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'application/wasm');
});

test('redirects the mount without its trailing slash', async () => {
  const res = await get('/games/incerto');
  assert.equal(res.status, 301);
  assert.equal(res.headers.get('location'), '/games/incerto/');
});

test('nothing outside the mount, no fallback, no escape from the root', async () => {
  assert.equal((await get('/index.html')).status, 404);
  assert.equal((await get('/games/incerto/missing.js')).status, 404);
  // URL parsing already folds "%2e%2e" segments, which lands outside the mount...
  assert.equal((await get('/games/incerto/%2e%2e/%2e%2e/etc/passwd')).status, 404);
  // ...but an encoded slash survives parsing, so the root check must catch it.
  assert.equal((await get('/games/incerto/..%2f..%2f..%2fetc/passwd')).status, 403);
});
