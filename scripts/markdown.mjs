// Reads the links and heading anchors of a Markdown file: used by scripts/build-pkg.sh (the package README gets absolute links), scripts/rules-page.mjs (the heading ids) and tests/docs/links.test.mjs.

/** Whether a link target leaves the repository: a URL with a scheme (`https:`, `mailto:`) or `//host`. */
export function isExternal(target) {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');
}

/**
 * The text with code blocks and code spans blanked out (same length, same line breaks), so
 * that offsets into it are offsets into the original and nothing inside code looks like a link.
 */
function maskCode(text) {
  let fence = null;
  return text
    .split('\n')
    .map((line) => {
      const open = line.match(/^\s{0,3}(`{3,}|~{3,})/);
      if (fence) {
        if (open && open[1][0] === fence[0] && open[1].length >= fence.length) fence = null;
        return ' '.repeat(line.length);
      }
      if (open) {
        fence = open[1];
        return ' '.repeat(line.length);
      }
      return line.replace(/(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, (m) => ' '.repeat(m.length));
    })
    .join('\n');
}

/**
 * Every link target in `text`, in order: inline links and images `[text](target "title")`,
 * reference definitions `[id]: target`, and HTML `href`/`src` attributes. Each is
 * `{ target, line, start, end }`, with `start`/`end` the target's offsets in `text`
 * (without the angle brackets of `<target>`). Autolinks `<https://…>` are external and left out.
 */
export function markdownLinks(text) {
  const masked = maskCode(text);
  const found = [];
  const add = (start, raw) => {
    const angle = raw.startsWith('<') && raw.endsWith('>');
    const s = angle ? start + 1 : start;
    const target = angle ? raw.slice(1, -1) : raw;
    found.push({ target, start: s, end: s + target.length, line: masked.slice(0, s).split('\n').length });
  };
  // `](` ends the text of every inline link or image, even a link around an image.
  for (const m of masked.matchAll(/\]\(\s*(<[^>\n]*>|(?:[^\s()]|\([^\s()]*\))+)/g)) {
    add(m.index + m[0].length - m[1].length, m[1]);
  }
  for (const m of masked.matchAll(/^ {0,3}\[[^\]\n]+\]:[ \t]*(<[^>\n]*>|\S+)/gm)) {
    add(m.index + m[0].length - m[1].length, m[1]);
  }
  for (const m of masked.matchAll(/\b(?:href|src)\s*=\s*(["'])(.*?)\1/g)) {
    add(m.index + m[0].length - m[2].length - 1, m[2]);
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The text of every inline code span outside code blocks, in order. */
export function codeSpans(text) {
  let fence = null;
  const spans = [];
  for (const line of text.split('\n')) {
    const open = line.match(/^\s{0,3}(`{3,}|~{3,})/);
    if (fence || open) {
      if (!fence) fence = open[1];
      else if (open && open[1][0] === fence[0] && open[1].length >= fence.length) fence = null;
      continue;
    }
    for (const m of line.matchAll(/(`+)(?!`)([\s\S]*?)(?<!`)\1(?!`)/g)) spans.push(m[2].trim());
  }
  return spans;
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

/** A heading's Markdown as the plain text its anchor is made of: links, tags and marks dropped. */
export function plainHeading(markdown) {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*]/g, '');
}

/**
 * The anchor GitHub gives a heading's plain text: lower case, punctuation dropped, spaces
 * turned into hyphens; `seen` (a Map kept across one document's headings) adds `-1`, `-2`…
 * for repeats. Also the ids of the rules page (scripts/rules-page.mjs), so its links are
 * the document's.
 */
export function slug(heading, seen) {
  const base = heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
  const n = seen.get(base) ?? 0;
  seen.set(base, n + 1);
  return n === 0 ? base : `${base}-${n}`;
}

/**
 * The anchors GitHub (and npm) give the headings of `text`: lower case, punctuation
 * dropped, spaces turned into hyphens, `-1`, `-2`… for repeats; plus explicit `<a id>`/`<a name>`.
 */
export function headingAnchors(text) {
  const anchors = new Set();
  const seen = new Map();
  const masked = maskCode(text);
  const lines = text.split('\n');
  masked.split('\n').forEach((line, i) => {
    if (!/^ {0,3}#{1,6}\s/.test(line)) return;
    anchors.add(slug(plainHeading(lines[i].replace(/^ {0,3}#{1,6}\s+/, '').replace(/\s+#+\s*$/, '')), seen));
  });
  for (const m of text.matchAll(/<a\s[^>]*\b(?:id|name)\s*=\s*["']([^"']+)["']/g)) anchors.add(m[1].toLowerCase());
  return anchors;
}
