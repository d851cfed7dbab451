// JS package tests: pkg/ is a publishable npm package — manifest, entry points, typed .d.ts without `any`, and the file list `npm pack` would ship.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { PKG, REPO, engine } from './helpers.mjs';

const manifest = JSON.parse(readFileSync(join(PKG, 'package.json'), 'utf8'));

test('package.json names the package, its version and its entry points', () => {
  const cargo = readFileSync(join(REPO, 'engine', 'Cargo.toml'), 'utf8');
  assert.equal(manifest.name, 'incerto-engine');
  assert.equal(manifest.version, cargo.match(/^version = "(.*)"/m)[1]);
  assert.equal(manifest.type, 'module');
  assert.equal(manifest.license, 'MIT');
  const root = manifest.exports['.'];
  for (const file of [manifest.types, root.types, root.node, root.default, manifest.exports['./incerto_engine_bg.wasm']]) {
    assert.ok(existsSync(join(PKG, file)), `${file} exists`);
  }
  assert.equal(root.default, './web/incerto_engine.js');
  assert.equal(root.node, './node/index.mjs');
});

test('the Node entry has the same exports as the browser build', async () => {
  const web = readFileSync(join(PKG, 'web', 'incerto_engine.js'), 'utf8');
  const names = [...web.matchAll(/^export (?:class|function) (\w+)/gm)].map((m) => m[1]);
  // wasm-bindgen also exports `initSync` (and `default`) from a list at the end.
  for (const m of web.matchAll(/^export \{([^}]*)\}/gm)) {
    for (const part of m[1].split(',')) names.push(part.trim().split(/\s+as\s+/).pop());
  }
  for (const name of names) assert.ok(name in engine, `pkg/node exports ${name}`);
  for (const name of ['Game', 'RandomBot', 'perft', 'newPosition', 'variants', 'initSync']) assert.ok(names.includes(name), name);
});

test('the .d.ts types the API without `any`', () => {
  const dts = readFileSync(join(PKG, manifest.types), 'utf8');
  // wasm-bindgen's raw export table (InitOutput) is typed loosely by design; the public
  // API is everything else.
  const api = dts
    .replace(/export interface InitOutput \{[\s\S]*?\n\}/, '')
    .replace(/\/\*[\s\S]*?\*\//g, '') // comments may say "any" in prose
    .replace(/\/\/.*$/gm, '');
  assert.doesNotMatch(api, /\bany\b/);
  for (const iface of ['PlayerView', 'PieceView', 'ActionView', 'CapturedView', 'PromotionView', 'ResultView', 'GameStatus', 'BotStep']) {
    assert.match(dts, new RegExp(`export interface ${iface} \\{`), iface);
  }
  assert.match(dts, /view\(viewer: Viewer\): PlayerView;/);
  assert.match(dts, /status\(\): GameStatus;/);
  assert.match(dts, /move\(from: Square, to: Square, promotion\?: Role \| null, time\?: number \| null\): StepStatus;/);
  assert.match(dts, /constructor\(variant: Variant, seed\?: Seed \| null\);/);
  assert.match(dts, /export function perft\(variant: Variant, fen: string, depth: number\): number;/);
});

test('npm pack would ship the builds, types, README and LICENSE, and nothing else', () => {
  const out = execFileSync('npm', ['pack', '--dry-run', '--json'], { cwd: PKG, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  const files = JSON.parse(out)[0].files.map((f) => f.path).sort();
  for (const f of [
    'LICENSE',
    'README.md',
    'package.json',
    'web/incerto_engine.js',
    'web/incerto_engine.d.ts',
    'web/incerto_engine_bg.wasm',
    'node/index.mjs',
    'node/incerto_engine.js',
    'node/incerto_engine_bg.wasm',
    'node/package.json',
  ]) {
    assert.ok(files.includes(f), `${f} is in the package`);
  }
  for (const f of files) assert.match(f, /^(LICENSE|README\.md|package\.json|web\/[\w.]+|node\/[\w.]+)$/, `unexpected file ${f}`);
  const readme = readFileSync(join(PKG, 'README.md'), 'utf8');
  assert.match(readme, /import init, \{ Game/);
});
