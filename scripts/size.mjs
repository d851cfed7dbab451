// `make size`: every file in dist/ with its raw, gzip and brotli size, grouped by when a visitor downloads it, against the download budgets; `--check` fails when a budget is broken by more than 10 % (a step of `make test`).
//
// Groups:
// - first load: index.html and what it loads before the app can start (its scripts,
//   stylesheets, preloads and the wasm its inline loader starts): the budget of issue 13.
//   The loader (Trunk.toml) chooses between four page wasms by the address: the app's
//   (`first`), the lessons page's (`#/learn…`), the embed page's (`#/embed?…`) and the
//   analysis page's (`#/analysis`), each with that budget;
// - loaded later: every other .js/.wasm, grouped by name (`x.js` with `x_bg.wasm`), each
//   group loaded only when it is used (the computer's worker, say): its own budget;
// - the rest: files only the service worker (offline copy) or the browser's installer
//   fetch, after the app has started: icons, the manifest, sw.js. No budget.
//
// gzip is `gzip -9 -n` (what a compressing static host sends, and the figure in
// BENCHMARKS.md); brotli (quality 11) is for hosts that serve it.
//
// Usage: node scripts/size.mjs [--check] [dist]

import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { listFiles } from './postbuild.mjs';

/** Budgets in gzip bytes (1 KB = 1000 bytes). */
export const BUDGET = {
  firstLoad: 250_000,
  firstLoadAim: 150_000,
  laterGroup: 150_000,
};
/** `--check` fails only beyond the budget plus this share. */
export const TOLERANCE = 0.1;

/** The page wasms index.html's loader chooses between (Trunk.toml), by binary name. */
export const APP_PAGE = 'incerto-web';
export const LESSONS_PAGE = 'lessons-page';
export const EMBED_PAGE = 'embed-page';
export const ANALYSIS_PAGE = 'analysis-page';
export const FRIEND_PAGE = 'friend-page';
/** The addresses each page wasm other than the app's is started for. */
const ADDRESSES = { [LESSONS_PAGE]: '#/learn…', [EMBED_PAGE]: '#/embed?…', [ANALYSIS_PAGE]: '#/analysis', [FRIEND_PAGE]: '#/friend…, #/invite?…, #/answer?…' };

/** A file's page name: `incerto-web-<hash>.js` and `lessons-page-<hash>_bg.wasm` → the binary. */
const pageName = (file) => file.replace(/(_bg)?\.(js|wasm)$/, '').replace(/-[0-9a-f]{8,}$/, '');

/**
 * The dist/ files that index.html loads before `page` runs, index.html included: what the
 * page loads for every address (its stylesheets, preloads, scripts) and, of the page wasms
 * its loader chooses from (a JS glue `x.js` named with its `x_bg.wasm`), that page's, with
 * the files named in the same array of the loader (the lessons page's stylesheet).
 */
export function firstLoadFiles(dir, files, page = APP_PAGE) {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const refs = new Set(['index.html']);
  const local = (url) => {
    const path = url.replace(/^\.\//, '').split(/[?#]/)[0];
    if (files.includes(path)) refs.add(path);
  };
  // Attributes quoted or not (scripts/minify.mjs minifies the release index.html).
  const attr = (tag, name) => tag.match(new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i'))?.slice(1).find((v) => v !== undefined);
  for (const m of html.matchAll(/<script\b([^>]*)>/gi)) {
    const src = attr(m[1], 'src');
    if (src) local(src);
  }
  for (const m of html.matchAll(/<link\b([^>]*)>/gi)) {
    const rel = attr(m[1], 'rel') ?? '';
    const href = attr(m[1], 'href');
    // Not the manifest or icons: the browser fetches those on its own, after the page.
    if (href && /\b(stylesheet|modulepreload|preload)\b/i.test(rel)) local(href);
  }
  // What inline scripts import or fetch (the loader names each page's JS glue and wasm;
  // minified, its strings may be in backquotes).
  const inline = new Set();
  for (const m of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)) {
    for (const s of m[1].matchAll(/['"`](\.\/[^'"`]+\.(?:js|mjs|wasm|css))['"`]/g)) {
      inline.add(s[1].replace(/^\.\//, '').split(/[?#]/)[0]);
    }
  }
  const paired = (f) => (f.endsWith('.js') && inline.has(f.replace(/\.js$/, '_bg.wasm'))) || (f.endsWith('_bg.wasm') && inline.has(f.replace(/_bg\.wasm$/, '.js')));
  // A file named in the same array as a page's glue and wasm is that page's (its
  // stylesheet; one stylesheet may be several pages').
  const owner = new Map();
  for (const m of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)) {
    for (const a of m[1].matchAll(/\[([^[\]]*)\]/g)) {
      const named = [...a[1].matchAll(/['"`]\.\/([^'"`]+)['"`]/g)].map((x) => x[1]);
      const glue = named.find((f) => f.endsWith('.js') && paired(f));
      if (glue) for (const f of named) owner.set(f, [...(owner.get(f) ?? []), pageName(glue)]);
    }
  }
  for (const f of inline) {
    const of = owner.get(f) ?? (paired(f) ? [pageName(f)] : undefined);
    if (of === undefined || of.includes(page)) local(f);
  }
  return [...refs].sort();
}

/** The page wasms of index.html's loader (see `firstLoadFiles`), by name. */
export function loaderPages(dir, files) {
  const everything = new Set(firstLoadFiles(dir, files, null));
  const pages = new Set();
  for (const f of files) {
    if (/\.(js|wasm)$/.test(f) && !everything.has(f) && firstLoadFiles(dir, files, pageName(f)).includes(f)) pages.add(pageName(f));
  }
  return [...pages].sort();
}

function sizes(dir, file) {
  const path = join(dir, file);
  const data = readFileSync(path);
  return {
    file,
    raw: statSync(path).size,
    gzip: execFileSync('gzip', ['-9', '-n', '-c', path], { maxBuffer: 1 << 28 }).length,
    br: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/**
 * Measures `dir` and returns the groups with their totals: `first` is the app's first load,
 * `pages` the first load of each page wasm (the app's, the lessons, embed and analysis pages').
 */
export function measure(dir) {
  const files = listFiles(dir);
  const first = new Set(firstLoadFiles(dir, files));
  const all = files.map((f) => sizes(dir, f));
  const total = (list) => list.reduce((t, s) => ({ raw: t.raw + s.raw, gzip: t.gzip + s.gzip, br: t.br + s.br }), { raw: 0, gzip: 0, br: 0 });
  const pages = loaderPages(dir, files).map((name) => {
    const mine = new Set(firstLoadFiles(dir, files, name));
    const list = all.filter((s) => mine.has(s.file));
    return { name, files: list, total: total(list) };
  });
  const onAFirstLoad = new Set(pages.flatMap((p) => p.files.map((s) => s.file)));
  const later = new Map();
  const rest = [];
  for (const s of all) {
    if (first.has(s.file) || onAFirstLoad.has(s.file)) continue;
    if (/\.(js|mjs|wasm)$/.test(s.file) && s.file !== 'sw.js') {
      // `x.js`, `x_bg.wasm` and Trunk's worker shim `x_loader.js` are one group.
      const group = s.file.replace(/(_bg|_loader)?\.(js|mjs|wasm)$/, '');
      later.set(group, [...(later.get(group) ?? []), s]);
    } else {
      rest.push(s);
    }
  }
  return {
    first: { files: all.filter((s) => first.has(s.file)), total: total(all.filter((s) => first.has(s.file))) },
    pages,
    later: [...later].map(([name, list]) => ({ name, files: list, total: total(list) })),
    rest: { files: rest, total: total(rest) },
    all: total(all),
  };
}

const row = (s, name = s.file) => `${String(s.raw).padStart(10)} ${String(s.gzip).padStart(10)} ${String(s.br).padStart(10)}  ${name}`;

/** Verdict for one budget: ok, over (within the tolerance) or failed. */
function verdict(gzip, budget) {
  if (gzip <= budget) return ['ok', false];
  if (gzip <= budget * (1 + TOLERANCE)) return [`OVER BUDGET by ${gzip - budget} bytes (within the ${TOLERANCE * 100} % tolerance)`, false];
  return [`FAILED: over budget by ${gzip - budget} bytes, more than ${TOLERANCE * 100} %`, true];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const dir = args.find((a) => !a.startsWith('--')) ?? 'dist';
  try {
    statSync(join(dir, 'index.html'));
  } catch {
    console.error(`size: ${dir}/index.html does not exist; build first (make build)`);
    process.exit(1);
  }
  const m = measure(dir);
  let failed = false;
  const head = `${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}  file`;

  console.log(`First load of the app (${APP_PAGE}: /, #/new, #/play…): index.html and everything it loads before the app starts`);
  console.log(head);
  for (const s of m.first.files) console.log(row(s));
  const [firstVerdict, firstFailed] = verdict(m.first.total.gzip, BUDGET.firstLoad);
  failed ||= firstFailed;
  console.log(row(m.first.total, `first load total; budget ${BUDGET.firstLoad} gzip (aim ${BUDGET.firstLoadAim}): ${firstVerdict}`));

  // Another page wasm (the lessons page: a visitor who opens a lesson or an embed first
  // downloads index.html, the stylesheets and it, not the app's; the analysis page): the
  // same budget.
  for (const p of m.pages.filter((p) => p.name !== APP_PAGE)) {
    console.log(`\nFirst load of the page ${p.name} (index.html's loader starts it for ${ADDRESSES[p.name] ?? 'its addresses'}), with the files above but the app's wasm`);
    console.log(head);
    for (const s of p.files.filter((s) => !m.first.files.some((a) => a.file === s.file))) console.log(row(s));
    const [v, f] = verdict(p.total.gzip, BUDGET.firstLoad);
    failed ||= f;
    console.log(row(p.total, `${p.name} first load total; budget ${BUDGET.firstLoad} gzip (aim ${BUDGET.firstLoadAim}): ${v}`));
  }

  console.log('\nLoaded later, when used (each group its own budget)');
  if (m.later.length === 0) console.log('  (none yet)');
  for (const g of m.later) {
    for (const s of g.files) console.log(row(s));
    const [v, f] = verdict(g.total.gzip, BUDGET.laterGroup);
    failed ||= f;
    console.log(row(g.total, `${g.name} total; budget ${BUDGET.laterGroup} gzip: ${v}`));
  }

  console.log('\nThe rest: fetched after the start, for offline use (service worker) and installing');
  for (const s of m.rest.files) console.log(row(s));
  console.log(row(m.rest.total, 'rest total'));

  console.log(`\n${row(m.all, 'all of dist/ (bytes; what the service worker caches, plus sw.js)')}`);
  if (check) {
    if (failed) {
      console.error('size check: a download budget is broken by more than 10 % (see above)');
      process.exit(1);
    }
    console.log('size check: every budget holds (within 10 %)');
  }
}
