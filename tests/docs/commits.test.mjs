// Commit subjects: every commit after 7e721d2 (where the team adopted the rule, issue 20) has a subject of at most 72 characters; in a shallow clone without that commit, every commit the clone holds is checked instead, and the output says so.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The last commit whose subject may be longer: the rule holds for its descendants. */
const SINCE = '7e721d2c7cd8b798c754826be25c11078287f05c';
const MAX = 72;

/** Runs git in the repository; null when git or the repository is not there. */
function git(...args) {
  try {
    return execFileSync('git', args, { cwd: REPO, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return null;
  }
}

/** Succeeds (exit status 0) or not. */
function gitOk(...args) {
  return git(...args) !== null;
}

/** The subjects among `lines` ("<hash> <subject>") longer than MAX characters (code points), as "<hash> (<length>): <subject>". */
function tooLong(lines) {
  return lines
    .filter((l) => l)
    .map((l) => [l.slice(0, l.indexOf(' ')), l.slice(l.indexOf(' ') + 1)])
    .filter(([, s]) => [...s].length > MAX)
    .map(([h, s]) => `${h} (${[...s].length}): ${s}`);
}

test('the subject check counts characters, not bytes, and flags only what is over 72', () => {
  const ok = 'x'.repeat(72);
  const over = 'y'.repeat(73);
  const accents = 'é'.repeat(72); // 144 bytes in UTF-8, 72 characters
  assert.deepEqual(tooLong([`a1 ${ok}`, `b2 ${over}`, `c3 ${accents}`, '']), [`b2 (73): ${over}`]);
});

test('every commit subject after 7e721d2 is at most 72 characters', (t) => {
  if (!gitOk('rev-parse', '--git-dir')) {
    t.diagnostic('no git repository here (an exported tree): no history to check');
    return;
  }
  const shallow = git('rev-parse', '--is-shallow-repository')?.trim() === 'true';
  let range;
  if (gitOk('cat-file', '-e', `${SINCE}^{commit}`)) {
    assert.ok(gitOk('merge-base', '--is-ancestor', SINCE, 'HEAD'), `${SINCE.slice(0, 7)} is in the clone but not an ancestor of HEAD: was history rewritten?`);
    range = `${SINCE}..HEAD`;
  } else {
    // A shallow clone cut after 7e721d2: every commit it holds is newer (main is linear).
    t.diagnostic(`${SINCE.slice(0, 7)} is not in this clone${shallow ? ' (a shallow clone)' : ''}: checking every commit the clone holds instead`);
    range = 'HEAD';
  }
  const lines = git('log', '--format=%h %s', range);
  assert.notEqual(lines, null, `git log ${range} failed`);
  const all = lines.split('\n').filter((l) => l);
  t.diagnostic(`${all.length} commit subjects checked (${range === 'HEAD' ? 'the whole clone' : `${SINCE.slice(0, 7)}..HEAD`})`);
  assert.deepEqual(tooLong(all), []);
});
