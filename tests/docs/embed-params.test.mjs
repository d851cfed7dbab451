// The embed route's parameters: docs/EMBED.md's table lists exactly the parameters the app reads (web/embed/src/params.rs), it is the only copy of that table, every embed address in the documents and examples uses only documented parameters, and the diagrams of the six disc states are documented and drawn by the example rules page in English and Russian.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const read = (file) => readFileSync(join(REPO, file), 'utf8');
const HEADER = '| parameter | values | default | meaning |';

/** The rows of the table headed `| parameter | values | default | meaning |`. */
function table(markdown) {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l) => l.trim() === HEADER);
  assert.ok(start >= 0, 'the parameter table');
  const rows = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(line.trim());
  }
  return rows;
}

/** The parameter names of docs/EMBED.md's table, in its order. */
const documented = () => table(read('docs/EMBED.md')).map((row) => row.match(/^\| `([a-z]+)`/)[1]);

/** The repository's Markdown and HTML files (tracked or new). */
function textFiles() {
  try {
    const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: REPO, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return out.split('\0').filter((f) => /\.(md|html)$/.test(f));
  } catch {
    // No git (an exported tree): the folders that hold documents and examples.
    const top = readdirSync(REPO).filter((f) => /\.(md|html)$/.test(f));
    const sub = ['docs', 'examples'].flatMap((d) => readdirSync(join(REPO, d)).filter((f) => /\.(md|html)$/.test(f)).map((f) => `${d}/${f}`));
    return [...top, ...sub];
  }
}

test('the table lists exactly the parameters the embed reads', () => {
  const names = documented();
  assert.equal(names.length, 11);
  assert.equal(new Set(names).size, names.length, 'one row per parameter');
  // The match arms of `raw()`: `"game" | "variant" => ("game", …)`.
  const source = read('web/embed/src/params.rs');
  const arms = [...source.matchAll(/^\s*"([a-z]+)"(?: \| "[a-z]+")* => \("([a-z]+)", &mut r\.[a-z]+\),$/gm)].map((m) => m[2]);
  assert.deepEqual([...new Set(arms)].sort(), [...names].sort());
  assert.match(source, /"game" \| "variant" => \("game"/, '`variant` is another name for `game`');
});

test('docs/EMBED.md holds the only copy of the parameter table', () => {
  const copies = textFiles().filter((f) => f.endsWith('.md') && read(f).split('\n').some((l) => l.trim() === HEADER));
  assert.deepEqual(copies, ['docs/EMBED.md']);
});

test('every embed address in the documents and examples uses documented parameters', () => {
  const known = new Set([...documented(), 'variant']);
  const found = [];
  for (const file of textFiles()) {
    for (const m of read(file).matchAll(/#\/embed\?([a-z]+=[^"'`\s<>)]*)/g)) {
      const keys = m[1].replaceAll('&amp;', '&').split('&').map((kv) => kv.split('=')[0]);
      found.push({ file, keys });
    }
  }
  assert.ok(found.length >= 8, `only ${found.length} embed addresses found: is the reader broken?`);
  const unknown = found.flatMap(({ file, keys }) => keys.filter((k) => !known.has(k)).map((k) => `${file}: ${k}`));
  assert.deepEqual(unknown, []);
});

/** The six states a disc can be shown in (docs/EMBED.md "Diagrams", the rules pages' "Disc states"). */
const STATES = ['hidden', 'selected', 'revealed', 'available', 'capturable', 'skipped'];

test('docs/EMBED.md says how to draw each of the six disc states', () => {
  const md = read('docs/EMBED.md');
  const start = md.indexOf('## Diagrams: every disc state');
  assert.ok(start >= 0, 'the diagrams section');
  const rows = md.slice(start).split('\n').filter((l) => /^\| [a-z]+ \|/.test(l)).map((l) => l.split('|')[1].trim());
  assert.deepEqual(rows.filter((r) => r !== 'state'), STATES);
  // `select` is the one parameter a diagram needs beyond `fen`, read by the code.
  assert.match(read('web/embed/src/params.rs'), /"select" => \("select", &mut r\.select\),/);
});

test('the example rules page draws one diagram per state, in English and in Russian', () => {
  const html = read('examples/rules-page.html');
  for (const lang of ['en', 'ru']) {
    const block = html.match(new RegExp(`data-testid="states-${lang}">([\\s\\S]*?)\\n        </div>`))?.[1];
    assert.ok(block, `the ${lang} states`);
    const frames = [...block.matchAll(/<iframe class="diagram" data-state="([a-z]+)" data-embed="([^"]+)"\s+src="([^"]+)"/g)];
    assert.deepEqual(frames.map((f) => f[1]), STATES, lang);
    for (const [, state, embed, src] of frames) {
      const params = new URLSearchParams(embed.replaceAll('&amp;', '&'));
      // A diagram: a position, no input, the page's language; its src is the same address.
      assert.equal(params.get('game'), 'incerto', state);
      assert.ok(params.get('fen'), state);
      assert.equal(params.get('interactive'), '0', state);
      assert.equal(params.get('lang') ?? 'en', lang, state);
      assert.equal(src, `../dist/#/embed?${embed}`, state);
      // Only the states drawn by a selection have one.
      assert.equal(params.has('select'), ['selected', 'available', 'capturable', 'skipped'].includes(state), state);
    }
  }
});
