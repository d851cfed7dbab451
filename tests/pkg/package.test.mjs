// JS package tests: pkg/ is a publishable npm package — manifest, entry points, typed .d.ts without `any`, the file list `npm pack` would ship, and a README whose links work on npmjs.com.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { PKG, REPO, engine } from './helpers.mjs';
import { markdownLinks, headingAnchors, isExternal } from '../../scripts/markdown.mjs';

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
  // The speed-first build of the same API, for the computer's search.
  const fast = manifest.exports['./fast'];
  for (const file of [fast.types, fast.node, fast.default, manifest.exports['./fast/incerto_engine_bg.wasm']]) {
    assert.ok(existsSync(join(PKG, file)), `${file} exists`);
  }
  assert.equal(fast.default, './fast/web/incerto_engine.js');
  assert.equal(fast.node, './fast/node/index.mjs');
  assert.equal(fast.types, manifest.types, 'one API, one set of types');
});

/** The public address, set once in Cargo.toml's [workspace.package]. */
const REPOSITORY = readFileSync(join(REPO, 'Cargo.toml'), 'utf8')
  .split(/^\[workspace\.package\]$/m)[1]
  .match(/^repository = "(.*)"$/m)[1];

test('package.json says where the project lives, from the address in Cargo.toml', () => {
  assert.match(REPOSITORY, /^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/);
  assert.deepEqual(manifest.repository, { type: 'git', url: `git+${REPOSITORY}.git` });
  assert.equal(manifest.homepage, `${REPOSITORY}#readme`);
  assert.deepEqual(manifest.bugs, { url: `${REPOSITORY}/issues` });
  for (const k of ['chess', 'chess-variant', 'incerto', 'wasm']) assert.ok(manifest.keywords.includes(k), k);
});

test('the package README links only to absolute URLs, and those into the repository name its files and headings', () => {
  const readme = readFileSync(join(PKG, 'README.md'), 'utf8');
  const links = markdownLinks(readme).map((l) => l.target);
  const relative = links.filter((t) => !isExternal(t));
  assert.deepEqual(relative, [], 'npmjs.com cannot follow a relative link');
  const prefix = `${REPOSITORY}/blob/main/`;
  const intoRepo = links.filter((t) => t.startsWith(prefix));
  assert.ok(intoRepo.some((t) => t.startsWith(`${prefix}docs/RULES.md`)), 'links to the rules');
  for (const t of intoRepo) {
    const [path, fragment] = t.slice(prefix.length).split('#');
    assert.ok(existsSync(join(REPO, path)), `${t}: ${path} is in the repository`);
    if (fragment) assert.ok(headingAnchors(readFileSync(join(REPO, path), 'utf8')).has(fragment), `${t}: heading exists`);
  }
  // Only the links differ from the README in the repository.
  const source = readFileSync(join(REPO, 'engine', 'js', 'README.md'), 'utf8');
  assert.equal(readme.replaceAll(prefix, ''), source.replace(/\]\((?:\.\.\/)+/g, ']('));
});

test('the package ships the rulebook, identical to docs/RULES.md', () => {
  assert.equal(readFileSync(join(PKG, 'RULES.md'), 'utf8'), readFileSync(join(REPO, 'docs', 'RULES.md'), 'utf8'));
});

test('the Node entry has the same exports as the browser build', async () => {
  const web = readFileSync(join(PKG, 'web', 'incerto_engine.js'), 'utf8');
  const names = [...web.matchAll(/^export (?:class|function) (\w+)/gm)].map((m) => m[1]);
  // wasm-bindgen also exports `initSync` (and `default`) from a list at the end.
  for (const m of web.matchAll(/^export \{([^}]*)\}/gm)) {
    for (const part of m[1].split(',')) names.push(part.trim().split(/\s+as\s+/).pop());
  }
  for (const name of names) assert.ok(name in engine, `pkg/node exports ${name}`);
  for (const name of ['Game', 'Bot', 'RandomBot', 'hints', 'review', 'perft', 'newPosition', 'variants', 'initSync']) assert.ok(names.includes(name), name);
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

test('npm pack would ship the builds, types, README, RULES and LICENSE, and nothing else', () => {
  const out = execFileSync('npm', ['pack', '--dry-run', '--json'], { cwd: PKG, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  const files = JSON.parse(out)[0].files.map((f) => f.path).sort();
  for (const f of [
    'LICENSE',
    'README.md',
    'RULES.md',
    'package.json',
    'web/incerto_engine.js',
    'web/incerto_engine.d.ts',
    'web/incerto_engine_bg.wasm',
    'node/index.mjs',
    'node/incerto_engine.js',
    'node/incerto_engine_bg.wasm',
    'node/package.json',
    'fast/web/incerto_engine.js',
    'fast/web/incerto_engine_bg.wasm',
    'fast/node/index.mjs',
    'fast/node/incerto_engine.js',
    'fast/node/incerto_engine_bg.wasm',
    'fast/node/package.json',
  ]) {
    assert.ok(files.includes(f), `${f} is in the package`);
  }
  for (const f of files) assert.match(f, /^(LICENSE|README\.md|RULES\.md|package\.json|(fast\/)?web\/[\w.]+|(fast\/)?node\/[\w.]+)$/, `unexpected file ${f}`);
  assert.ok(!files.some((f) => f.startsWith('fast/') && f.endsWith('.d.ts')), 'one set of types');
  const readme = readFileSync(join(PKG, 'README.md'), 'utf8');
  assert.match(readme, /import init, \{ Game/);
});
