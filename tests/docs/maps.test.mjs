// The two maps stay maps (issue 48): BENCHMARKS.md at most 300 lines of current figures (history goes to docs/benchmarks-log.md), ARCHITECTURE.md at most 450 lines, and every path ARCHITECTURE.md names in backquotes exists in the repository.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoFiles } from './repo.mjs';
import { codeSpans } from '../../scripts/markdown.mjs';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const read = (f) => readFileSync(join(REPO, f), 'utf8');
const lines = (text) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** The documents that are maps, and the most lines each may have. */
const LIMITS = { 'BENCHMARKS.md': 300, 'ARCHITECTURE.md': 450 };

/**
 * Paths ARCHITECTURE.md names that a clone does not hold, each for its reason: what the
 * build writes, and npm's name for the package's second entry.
 */
const NOT_IN_A_CLONE = new Set(['dist/', 'pkg/', 'rules.html', 'incerto-engine/fast']);

test('each map is within its length', () => {
  for (const [file, max] of Object.entries(LIMITS)) {
    const n = lines(read(file));
    assert.ok(n <= max, `${file} has ${n} lines, at most ${max}: move history and narratives to docs/benchmarks-log.md, details to the code's docs`);
  }
});

/** `a/{b,c}/d` as `a/b/d` and `a/c/d`. */
function expandBraces(path) {
  const m = path.match(/^(.*?)\{([^{}]*)\}(.*)$/);
  return m ? m[2].split(',').flatMap((alt) => expandBraces(m[1] + alt + m[3])) : [path];
}

/** Whether a code span reads as a path: slashes or a file extension, no spaces or code. */
export function looksLikePath(span) {
  if (!/^[\w.*{},\/-]+$/.test(span) || span.startsWith('.') || span.startsWith('/')) return false;
  return span.includes('/') || /\.(rs|toml|md|mjs|js|json|css|html|sh|py|txt|tsv|ts)$/.test(span);
}

/**
 * Whether `path` names something in `files`: the file or folder itself, or (as the code
 * map names a crate's modules by their path inside it) one that ends with it; `*` matches
 * within one path segment.
 */
export function pathExists(path, files) {
  const wanted = path.replace(/\/$/, '');
  const pattern = new RegExp(`(^|/)${wanted.split('*').map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/]*')}(/|$)`);
  return files.some((f) => pattern.test(f));
}

test('the path matcher finds files, folders, suffixes and globs, and nothing else', () => {
  const files = ['engine/src/bot/core/node.rs', 'web/i18n/ru.txt', 'index.html'];
  for (const p of ['index.html', 'engine/src/bot/', 'core/node.rs', 'bot/core/', 'node.rs', 'web/i18n/*.txt']) {
    assert.ok(pathExists(p, files), p);
  }
  for (const p of ['ode.rs', 'core/tables.rs', 'web/i18n/*.json', 'src/core/node.rs']) assert.ok(!pathExists(p, files), p);
  assert.deepEqual(expandBraces('web/{app,learn}/src/root.rs'), ['web/app/src/root.rs', 'web/learn/src/root.rs']);
  assert.ok(looksLikePath('app-*.css') && looksLikePath('dist/') && !looksLikePath('Game::apply_step') && !looksLikePath('/games/incerto/'));
});

test('every path ARCHITECTURE.md names exists in the repository', () => {
  const files = repoFiles(REPO);
  const spans = codeSpans(read('ARCHITECTURE.md')).filter(looksLikePath);
  assert.ok(spans.length >= 100, `only ${spans.length} paths found: is the reader broken?`);
  const missing = spans.filter((s) => !NOT_IN_A_CLONE.has(s) && !expandBraces(s).every((p) => pathExists(p, files)));
  assert.deepEqual([...new Set(missing)], []);
});
