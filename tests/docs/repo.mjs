// The repository's files as a clone holds them, for the documents' tests (links.test.mjs, maps.test.mjs).

import { readdirSync, existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** The repository's files (repo-relative, `/`-separated): what a clone holds. */
export function repoFiles(repo) {
  try {
    const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    // Tracked and new (not ignored) files; one deleted in the work tree is gone for a reader too.
    return out.split('\0').filter((f) => f && existsSync(join(repo, f)));
  } catch {
    // No git (an exported tree): walk it, skipping build output.
    const skip = new Set(['.git', 'target', 'node_modules', 'dist', 'pkg', 'artifacts']);
    const files = [];
    const walk = (dir) => {
      for (const e of readdirSync(join(repo, dir), { withFileTypes: true })) {
        if (skip.has(e.name)) continue;
        const rel = dir ? `${dir}/${e.name}` : e.name;
        if (e.isDirectory()) walk(rel);
        else files.push(rel);
      }
    };
    walk('');
    return files;
  }
}
