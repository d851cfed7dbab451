// Reads the links, code spans and heading anchors of a Markdown file as Markdown (the npm package marked's lexer, GitHub's slugger): used by scripts/build-pkg.sh (the package README gets absolute links), scripts/rules-page.mjs (the heading ids) and tests/docs/.

import { Lexer } from 'marked';
import GithubSlugger from 'github-slugger';

/** Whether a link target leaves the repository: a URL with a scheme (`https:`, `mailto:`) or `//host`. */
export function isExternal(target) {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');
}

/** A token's inline or block children, table cells included, in document order. */
function children(token) {
  const cells = token.type === 'table' ? [...token.header, ...token.rows.flat()] : [];
  return [...(token.items ?? []), ...(token.tokens ?? []), ...cells.flatMap((c) => c.tokens)];
}

/**
 * The text as the lexer reads it (line breaks as `\n`), and a function from offsets in it to
 * offsets in `text` (the same where `text` has no `\r`).
 */
function normalise(text) {
  if (!text.includes('\r')) return [text, (i) => i];
  const back = [];
  let norm = '';
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\r' && text[i + 1] === '\n') continue;
    back.push(i);
    norm += text[i] === '\r' ? '\n' : text[i];
  }
  back.push(text.length);
  return [norm, (i) => back[i]];
}

/**
 * Calls `visit(token, start)` for every token of `text` (lexed by marked, line breaks as
 * `\n`) in document order, with `start` the offset of the token's `raw` in that text, or -1
 * where the lexer's raw is not the source's (a list item's lines lose their indentation;
 * the tokens inside are still placed). A token is looked for after the one before it and
 * inside its parent, never beyond.
 */
function walk(text, visit) {
  let at = 0;
  const go = (tokens, limit) => {
    for (const token of tokens) {
      let start = token.raw ? text.indexOf(token.raw, at) : -1;
      if (start >= 0 && start + token.raw.length > limit) start = -1;
      if (start >= 0) at = start;
      visit(token, start);
      go(children(token), start >= 0 ? start + token.raw.length : limit);
      if (start >= 0) at = Math.max(at, start + token.raw.length);
    }
  };
  go(Lexer.lex(text, { gfm: true }), text.length);
}

/** Where the destination of an inline link or image sits in its `raw`: `[start, end]` without `<>`. */
function destination(token) {
  let inner = token.raw.slice(0, -1).trimEnd();
  if (token.title != null) inner = inner.replace(/\s+("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\((?:[^()\\]|\\.)*\))$/, '');
  let start = inner.lastIndexOf('](') + 2;
  while (/\s/.test(inner[start])) start++;
  const angle = inner[start] === '<' && inner.endsWith('>');
  return angle ? [start + 1, inner.length - 1] : [start, inner.length];
}

/**
 * Every link target in `text`, in order: inline links and images `[text](target "title")`,
 * reference definitions `[id]: target`, and HTML `href`/`src` attributes; nothing inside
 * code. Each is `{ target, line, start, end }`: `target` as GitHub reads it (escapes
 * undone), `start`/`end` the offsets of its source text (without the angle brackets of
 * `<target>`). Autolinks (`<https://…>`, bare URLs) are external and left out, and so are
 * uses of a reference (its definition is listed).
 */
export function markdownLinks(text) {
  const found = [];
  const [norm, back] = normalise(text);
  const add = (target, s, e) => {
    const start = back(s);
    found.push({ target, start, end: e > s ? back(e - 1) + 1 : start, line: text.slice(0, start).split('\n').length });
  };
  walk(norm, (token, at) => {
    if (at < 0) return;
    const { type, raw } = token;
    if ((type === 'link' || type === 'image') && raw.startsWith(type === 'link' ? '[' : '![') && raw.endsWith(')')) {
      const [s, e] = destination(token);
      add(token.href, at + s, at + e);
    } else if (type === 'def') {
      const m = raw.match(/^ {0,3}\[(?:[^\]\\]|\\.)+\]:[ \t]*\n?[ \t]*(<[^>\n]*>|\S+)/);
      if (m) {
        const s = m[0].length - m[1].length;
        const angle = m[1].startsWith('<');
        add(token.href, at + s + (angle ? 1 : 0), at + m[0].length - (angle ? 1 : 0));
      }
    } else if (type === 'html') {
      for (const m of raw.matchAll(/\b(?:href|src)\s*=\s*(["'])(.*?)\1/g)) {
        const s = at + m.index + m[0].length - m[2].length - 1;
        add(m[2], s, s + m[2].length);
      }
    }
  });
  return found.sort((a, b) => a.start - b.start);
}

/** `text` with every link target replaced by `rewrite(target)` (code is left alone). */
export function rewriteLinks(text, rewrite) {
  let out = '';
  let at = 0;
  for (const { target, start, end } of markdownLinks(text)) {
    out += text.slice(at, start) + rewrite(target);
    at = end;
  }
  return out + text.slice(at);
}

/** The text of every code span outside code blocks, in order. */
export function codeSpans(text) {
  const spans = [];
  walk(normalise(text)[0], (token) => {
    if (token.type === 'codespan') spans.push(token.text.trim());
  });
  return spans;
}

/**
 * A heading's inline tokens as the plain text its anchor is made of, as GitHub renders it:
 * the text of text, emphasis, code and links; images and HTML tags add nothing.
 */
export function headingText(tokens) {
  return tokens
    .map((t) => {
      if (t.type === 'image' || t.type === 'html' || t.type === 'br') return '';
      if (t.tokens) return headingText(t.tokens);
      return t.text ?? '';
    })
    .join('');
}

/**
 * A slugger for one document: each call gives a heading's plain text the anchor GitHub
 * gives it (github-slugger: lower case, punctuation dropped, spaces turned into hyphens,
 * `-1`, `-2`… for repeats). Also the ids of the rules page (scripts/rules-page.mjs), so its
 * links are the document's.
 */
export function slugger() {
  const s = new GithubSlugger();
  return (plain) => s.slug(plain);
}

/**
 * The anchors GitHub (and npm) give the headings of `text` (`slugger`), plus explicit
 * `<a id>`/`<a name>` in its HTML.
 */
export function headingAnchors(text) {
  const anchors = new Set();
  const slug = slugger();
  walk(normalise(text)[0], (token) => {
    if (token.type === 'heading') anchors.add(slug(headingText(token.tokens)));
    if (token.type === 'html') {
      for (const m of token.raw.matchAll(/<a\s[^>]*\b(?:id|name)\s*=\s*["']([^"']+)["']/g)) anchors.add(m[1].toLowerCase());
    }
  });
  return anchors;
}
