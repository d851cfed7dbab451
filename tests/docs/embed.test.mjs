// The embed route's parameter table: the README's copy says the same as docs/EMBED.md's, and both list exactly the parameters the app reads (web/src/embed/params.rs).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const read = (file) => readFileSync(join(REPO, file), 'utf8');

/** The rows of the table headed `| parameter | values | default | meaning |`, links reduced to their text. */
function table(markdown) {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l) => l.trim() === '| parameter | values | default | meaning |');
  assert.ok(start >= 0, 'the parameter table');
  const rows = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    // Relative links differ by the file's folder; their text must not.
    rows.push(line.trim().replace(/\]\([^)]*\)/g, ']'));
  }
  return rows;
}

test('the README and docs/EMBED.md give the same parameter table', () => {
  const docs = table(read('docs/EMBED.md'));
  assert.equal(docs.length, 10);
  assert.deepEqual(table(read('README.md')), docs);
});

test('the table lists exactly the parameters the embed reads', () => {
  const documented = table(read('docs/EMBED.md')).map((row) => row.match(/^\| `([a-z]+)`/)[1]).sort();
  // The match arms of `raw()`: `"game" | "variant" => ("game", …)`.
  const source = read('web/src/embed/params.rs');
  const arms = [...source.matchAll(/^\s*"([a-z]+)"(?: \| "[a-z]+")* => \("([a-z]+)", &mut r\.[a-z]+\),$/gm)].map((m) => m[2]);
  assert.deepEqual([...new Set(arms)].sort(), documented);
  assert.match(source, /"game" \| "variant" => \("game"/, '`variant` is another name for `game`');
});
