// Documentation links: every relative link in the repository's Markdown files resolves to a file (and heading) inside the repository, and nothing points outside it.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, statSync } from 'node:fs';
import { join, dirname, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { markdownLinks, headingAnchors, isExternal, rewriteLinks } from '../../scripts/markdown.mjs';
import { repoFiles } from './repo.mjs';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const FILES = repoFiles(REPO);
const FILE_SET = new Set(FILES);
const DIRS = new Set(FILES.flatMap((f) => f.split('/').slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join('/'))));
const MARKDOWN = FILES.filter((f) => f.endsWith('.md'));

/** Checks one link of `file`; returns a problem as text, or null. */
function problem(file, target) {
  if (isExternal(target)) return null;
  const hash = target.indexOf('#');
  const rawPath = hash < 0 ? target : target.slice(0, hash);
  const fragment = hash < 0 ? '' : decodeURIComponent(target.slice(hash + 1));
  let path;
  try {
    path = decodeURIComponent(rawPath.split('?')[0]);
  } catch {
    return `${target}: not a valid URL path`;
  }
  const resolved = path === '' ? file : posix.normalize(path.startsWith('/') ? path.slice(1) : posix.join(posix.dirname(file), path)).replace(/\/$/, '');
  if (resolved === '..' || resolved.startsWith('../')) return `${target}: points outside the repository`;
  if (!FILE_SET.has(resolved) && !DIRS.has(resolved) && resolved !== '.') return `${target}: ${resolved} is not in the repository`;
  if (fragment && resolved.endsWith('.md') && FILE_SET.has(resolved)) {
    const anchors = headingAnchors(readFileSync(join(REPO, resolved), 'utf8'));
    if (!anchors.has(fragment.toLowerCase())) return `${target}: ${resolved} has no heading #${fragment}`;
  }
  return null;
}

test('the Markdown files are found', () => {
  for (const f of ['README.md', 'ARCHITECTURE.md', 'BENCHMARKS.md', 'docs/RULES.md', 'engine/js/README.md']) {
    assert.ok(MARKDOWN.includes(f), `${f} is checked`);
  }
});

test('every relative link in a Markdown file resolves inside the repository', () => {
  const problems = [];
  let checked = 0;
  for (const file of MARKDOWN) {
    for (const { target, line } of markdownLinks(readFileSync(join(REPO, file), 'utf8'))) {
      if (!isExternal(target)) checked++;
      const p = problem(file, target);
      if (p) problems.push(`${file}:${line}: ${p}`);
    }
  }
  assert.deepEqual(problems, []);
  assert.ok(checked >= 10, `only ${checked} relative links found: is the link reader broken?`);
});

test('no file refers to the rulebook outside the repository', () => {
  // Built from parts so that this file does not match itself.
  const outside = ['..' + '/shared/', '/work' + '/shared'];
  const found = [];
  for (const file of FILES) {
    if (statSync(join(REPO, file)).size > 2_000_000) continue;
    const text = readFileSync(join(REPO, file), 'latin1');
    for (const s of outside) if (text.includes(s)) found.push(`${file} mentions ${s}`);
  }
  assert.deepEqual(found, []);
});

test('the link reader finds links, skips code and derives heading anchors as GitHub does', () => {
  const md = [
    '# Title: one (`two`) — three',
    'See [a](a.md), ![b](img/b.png "title"), [c](<c d.md#x>) and <https://example.org>.',
    '`[not](a link)` and',
    '```',
    '[not](either)',
    '```',
    '[ref]: docs/R.md#h',
    '<a href="x.html">x</a>',
    '## Title: one (`two`) — three',
    '- a list item with',
    '  [d](d.md) on its second line, [e](p(1).md) and [f](a\\_b.md "t")',
    '',
    '| table | [g](g.md) |',
    '| --- | --- |',
    '| [h](h.md#y) | `[no](t.md)` |',
    '',
    '    [indented](code.md)',
    '',
    '## [Linked](l.md) heading ![img](i.png) <span>tagged</span>',
    '## Title: one two three',
    '## Title: one (two) — three',
  ].join('\n');
  assert.deepEqual(
    markdownLinks(md).map((l) => [l.target, l.line]),
    [['a.md', 2], ['img/b.png', 2], ['c d.md#x', 2], ['docs/R.md#h', 7], ['x.html', 8], ['d.md', 11], ['p(1).md', 11], ['a_b.md', 11], ['g.md', 13], ['h.md#y', 15], ['l.md', 19], ['i.png', 19]],
  );
  // Offsets are the source's (escapes and all), so rewriting keeps everything else.
  assert.ok(markdownLinks(md).every((l) => ['a\\_b.md', l.target].includes(md.slice(l.start, l.end))));
  assert.equal(rewriteLinks('[f](a\\_b.md) [g](<g h.md>)', (t) => `/${t}`), '[f](/a_b.md) [g](</g h.md>)');
  // A repeated heading gets -1; a heading whose text is that slug already gets -1-1 (github-slugger).
  assert.deepEqual([...headingAnchors(md)], ['title-one-two--three', 'title-one-two--three-1', 'linked-heading--tagged', 'title-one-two-three', 'title-one-two--three-2']);
  assert.deepEqual([...headingAnchors('# a\n# a\n# a-1\n')], ['a', 'a-1', 'a-1-1']);
  // Line ends of either kind: offsets are into the text as it is.
  const crlf = 'x\r\n\r\n[r]: r.md\r\n[s](s.md)\r\n';
  assert.deepEqual(markdownLinks(crlf).map((l) => crlf.slice(l.start, l.end)), ['r.md', 's.md']);
  assert.ok(isExternal('https://x.org') && isExternal('mailto:a@b') && !isExternal('../x.md'));
});
