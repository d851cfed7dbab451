// The rulebook as a page of the app: docs/RULES.md rendered to dist/rules.html (with web/rules.css), so the Learn screen's "complete rulebook" opens inside the app, offline too (the service worker caches it with the rest of dist/).
//
// Run by scripts/postbuild.mjs before it lists dist/ for the service worker. Markdown is
// rendered by the npm package marked (CommonMark and GitHub's tables, which RULES.md
// uses; a hand-written reader would get them subtly wrong). Heading ids are GitHub's
// (scripts/markdown.mjs `slugger`), so the document's own links (#1-incerto-incerto) work.
// The page is static: no script, a policy that allows only its own stylesheet.

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Marked } from 'marked';
import { headingText, slugger } from './markdown.mjs';

/** The page's file name in dist/ (the Learn screen links to it, web/learn/src/screens/learn.rs). */
export const RULES_PAGE = 'rules.html';

const escape = (s) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** The rulebook's Markdown as a whole HTML page. */
export function rulesPage(markdown) {
  const slug = slugger();
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth }) {
        const id = slug(headingText(tokens));
        return `<h${depth} id="${escape(id)}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
    },
  });
  const body = marked.parse(markdown.replace(/^<!--[\s\S]*?-->\n/, ''));
  const title = markdown.match(/^# (.+)$/m)?.[1] ?? 'Rules';
  return `<!doctype html>
<!-- Written by scripts/rules-page.mjs from docs/RULES.md at each build: edit that file, not this one. -->
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${escape(title)} — Incerto</title>
<link rel="icon" href="icons/icon-48.png" type="image/png" sizes="48x48">
<link rel="stylesheet" href="rules.css">
</head>
<body>
<nav class="back"><a href="./#/learn" data-testid="rules-back">← Incerto</a></nav>
<main class="rules" data-testid="rules">
${body}</main>
</body>
</html>
`;
}

/** Writes dist/rules.html from the repository's docs/RULES.md. */
export function writeRulesPage(dir, repo) {
  const html = rulesPage(readFileSync(join(repo, 'docs', 'RULES.md'), 'utf8'));
  writeFileSync(join(dir, RULES_PAGE), html);
  return RULES_PAGE;
}
