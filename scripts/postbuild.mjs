// Trunk's post_build hook (Trunk.toml): stamps the finished build in Trunk's staging folder with its version, its file list for the service worker, and the CSP hashes of its inline scripts.
//
// Trunk has no service-worker support and hashes file names, so the list of files to
// cache offline can only be known after the build. This script:
// - lists every file of the build (whatever it is: the app, icons, later lessons or the
//   computer's worker) and writes the list and a version into sw.js (`const BUILD = …`);
// - the version is a hash of every file's name and content, so any change to any file
//   makes a new service worker, and browsers offer the new version;
// - writes the version into index.html (<meta name="incerto-version">), which the page
//   and the service worker read (debug builds get "dev": no service worker);
// - writes the sha256 of each inline <script> (Trunk's loader and our boot script) into
//   the Content-Security-Policy meta tag ('unsafe-inline' in debug builds, see below);
// - in release builds, first minifies index.html and the stylesheets in place of Trunk
//   (`minifyPage`, `minifyStyles`, scripts/minify.mjs), gives the pages' wasm imports short
//   names in the wasm and its glue (`shortenImports`, scripts/short-imports.mjs), then
//   minifies wasm-bindgen's JS glue (`minifyGlue`, terser);
// - gives the lessons, embed and analysis pages' wasm, glue and stylesheets hashed names
//   (`hashPages`), as Trunk does the app's, and writes them into index.html's loader
//   (Trunk.toml);
// - joins the stylesheets every page loads (web/palette.css, web/app-*.css, web/board.css)
//   into one file (`joinStyles`);
// - writes the rulebook page, rules.html, from docs/RULES.md (scripts/rules-page.mjs);
// - makes Trunk's worker loaders start their wasm without a deprecation warning (`fixLoaders`).
//
// Usage: run by Trunk (TRUNK_STAGING_DIR, TRUNK_PROFILE), or by hand on a built folder:
// `node scripts/postbuild.mjs <dir> [release|debug]` (the folder must be freshly built:
// the placeholders are gone after one run).

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeRulesPage } from './rules-page.mjs';
import { minifyGlue, minifyPage, minifyStyles } from './minify.mjs';
import { shortenImports } from './short-imports.mjs';

/** Every file under `root`, as sorted '/'-separated paths relative to it. */
export function listFiles(root) {
  const out = [];
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) out.push(relative(root, path).split(sep).join('/'));
    }
  };
  walk(root);
  return out.sort();
}

/** Replaces exactly one occurrence of `from` in `text`, or fails the build. */
function replaceOnce(text, from, to, file) {
  const at = text.indexOf(from);
  if (at < 0 || text.indexOf(from, at + 1) >= 0) {
    throw new Error(`${file}: expected exactly one ${JSON.stringify(from)} (was the folder already post-processed?)`);
  }
  return text.slice(0, at) + to + text.slice(at + from.length);
}

/** The page wasms that Trunk builds like a worker (index.html), by their fixed names. */
export const LESSONS_PAGE = 'lessons-page';
export const EMBED_PAGE = 'embed-page';
export const ANALYSIS_PAGE = 'analysis-page';
export const FRIEND_PAGE = 'friend-page';
/**
 * Each such page and its stylesheet (web/learn.css, the lessons and embed pages';
 * web/analysis.css; web/friend.css), which only the pages naming it load.
 */
export const PAGES = [
  { page: LESSONS_PAGE, css: 'learn' },
  { page: EMBED_PAGE, css: 'learn' },
  { page: ANALYSIS_PAGE, css: 'analysis' },
  { page: FRIEND_PAGE, css: 'friend' },
];

/**
 * Gives each worker-built page's files (`lessons-page.js`, `lessons-page_bg.wasm`: Trunk
 * names a worker-type build after its binary) names with a hash of their content, as Trunk
 * does the app's, and writes the new names into index.html's loader (Trunk.toml), so a
 * browser or a host's cache never runs one build's glue with another's wasm. The glue
 * names no wasm file (the loader passes it). Their stylesheets too are theirs only:
 * Trunk's `<link>` to each leaves index.html, and the loader names it. Run after
 * `minifyGlue`, before `postbuild`. Returns the new names of each page the build has.
 */
export function hashPages(dir) {
  const files = listFiles(dir);
  const indexPath = join(dir, 'index.html');
  let html = readFileSync(indexPath, 'utf8');
  const done = [];
  // Each stylesheet once: Trunk's link (hashed; minified by `minifyStyles`) out of
  // index.html, its hashed name into the loader wherever a page names it.
  const cssNamed = new Map();
  for (const css of new Set(PAGES.filter(({ page }) => files.includes(`${page}.js`)).map((p) => p.css))) {
    const links = html.match(new RegExp(`<link\\b[^>]*\\b(${css}-[0-9a-f]+\\.css)\\b[^>]*>`, 'g')) ?? [];
    if (links.length !== 1) throw new Error(`index.html: expected one link to ${css}-<hash>.css, found ${links.length}`);
    const name = links[0].match(new RegExp(`${css}-[0-9a-f]+\\.css`))[0];
    html = replaceOnce(html, links[0], '', 'index.html');
    if (!html.includes(`./${css}.css`)) throw new Error(`index.html: the loader names no ./${css}.css`);
    html = html.replaceAll(`./${css}.css`, `./${name}`);
    cssNamed.set(css, name);
  }
  for (const { page, css } of PAGES) {
    const js = `${page}.js`;
    const wasm = `${page}_bg.wasm`;
    if (!files.includes(js) || !files.includes(wasm)) continue;
    const hash = createHash('sha256');
    for (const f of [js, wasm]) hash.update(readFileSync(join(dir, f))).update('\0');
    const tag = hash.digest('hex').slice(0, 16);
    const named = { page, js: `${page}-${tag}.js`, wasm: `${page}-${tag}_bg.wasm`, css: cssNamed.get(css) };
    html = replaceOnce(html, `./${js}`, `./${named.js}`, 'index.html');
    html = replaceOnce(html, `./${wasm}`, `./${named.wasm}`, 'index.html');
    renameSync(join(dir, js), join(dir, named.js));
    renameSync(join(dir, wasm), join(dir, named.wasm));
    done.push(named);
  }
  writeFileSync(indexPath, html);
  return done;
}

/** The joined stylesheet every page loads: `app-<hash>.css`. */
export const APP_CSS = 'app';

/**
 * Joins the stylesheets every page loads (web/palette.css, the colours; the app's layout
 * web/app-frame.css, app-new-game.css, …, split by what they style; web/board.css, the
 * board; Trunk links each, hashed, as `<name>-<hash>.css`, minified by `minifyStyles`) into one file,
 * `app-<hash>.css`: the same rules in the same order, where gzip compresses them as a whole
 * (six files are 1.4 KB gzip more than one). Their links must stand one after another in
 * index.html; one link to the joined file, with its SHA-384, takes the first one's place,
 * and the parts leave the build. Run before `postbuild`, whose version and file list cover
 * the joined file. Returns its name and the parts, or null when there are no parts.
 */
export function joinStyles(dir) {
  const indexPath = join(dir, 'index.html');
  let html = readFileSync(indexPath, 'utf8');
  const part = `(?:palette|${APP_CSS}-[a-z-]+|board)-[0-9a-f]{8,16}\\.css`;
  const links = [...html.matchAll(new RegExp(`<link\\b[^>]*\\b(${part})\\b[^>]*>`, 'g'))];
  if (links.length === 0) return null;
  for (let i = 1; i < links.length; i++) {
    if (links[i].index !== links[i - 1].index + links[i - 1][0].length) {
      throw new Error(`index.html: the link to ${links[i][1]} does not follow the one to ${links[i - 1][1]}`);
    }
  }
  const parts = links.map((m) => m[1]);
  // Each part is a whole stylesheet ending in a rule's `}`: nothing between them.
  const texts = parts.map((f) => readFileSync(join(dir, f), 'utf8'));
  texts.forEach((text, i) => {
    if (!/\}\s*$/.test(text)) throw new Error(`${parts[i]}: does not end in a rule's "}"`);
  });
  const css = texts.join('');
  const name = `${APP_CSS}-${createHash('sha256').update(css, 'utf8').digest('hex').slice(0, 16)}.css`;
  const sri = `sha384-${createHash('sha384').update(css, 'utf8').digest('base64')}`;
  const first = links[0][0];
  const link = replaceOnce(first, parts[0], name, 'index.html').replace(/(\sintegrity=["']?)sha384-[A-Za-z0-9+/=]+/i, `$1${sri}`);
  if (!link.includes(sri)) throw new Error(`index.html: the link to ${parts[0]} has no integrity attribute`);
  html = replaceOnce(html, links.map((m) => m[0]).join(''), link, 'index.html');
  writeFileSync(join(dir, name), css);
  for (const f of parts) rmSync(join(dir, f));
  writeFileSync(indexPath, html);
  return { name, parts };
}

/**
 * Trunk's worker loaders (`data-loader-shim`: `computer_loader.js`, `tutor_loader.js`) start
 * the wasm with a path alone, `wasm_bindgen("./x_bg.wasm")`, which wasm-bindgen 0.2.9x+
 * answers with a console warning ("using deprecated parameters for the initialization
 * function"); they get the object it asks for. Returns the loaders rewritten.
 */
export function fixLoaders(dir) {
  const fixed = [];
  for (const file of listFiles(dir).filter((f) => /^[a-z0-9_-]+_loader\.js$/.test(f))) {
    const name = file.replace(/_loader\.js$/, '');
    const path = join(dir, file);
    const shim = `importScripts("./${name}.js");wasm_bindgen("./${name}_bg.wasm");`;
    const text = readFileSync(path, 'utf8');
    writeFileSync(path, replaceOnce(text, shim, `importScripts("./${name}.js");wasm_bindgen({module_or_path:"./${name}_bg.wasm"});`, file));
    fixed.push(file);
  }
  return fixed;
}

/** Post-processes the built folder `dir` (see the top of this file); returns what it wrote. */
export function postbuild(dir, profile = 'release') {
  const SW = 'sw.js';
  const INDEX = 'index.html';
  const files = listFiles(dir);
  for (const needed of [SW, INDEX]) {
    if (!files.includes(needed)) throw new Error(`${needed} is missing from ${dir}`);
  }
  // The worker does not cache itself: browsers fetch it on their own to look for updates.
  const cached = files.filter((f) => f !== SW);

  let version = 'dev';
  if (profile === 'release') {
    const hash = createHash('sha256');
    for (const f of files) hash.update(f).update('\0').update(readFileSync(join(dir, f))).update('\0');
    version = hash.digest('hex').slice(0, 16);
  }

  const swPath = join(dir, SW);
  const sw = replaceOnce(
    readFileSync(swPath, 'utf8'),
    "const BUILD = { version: 'unbuilt', files: [] };",
    `const BUILD = ${JSON.stringify({ version, files: cached })};`,
    SW,
  );
  writeFileSync(swPath, sw);

  const indexPath = join(dir, INDEX);
  let html = replaceOnce(readFileSync(indexPath, 'utf8'), '__INCERTO_VERSION__', version, INDEX);
  // Inline scripts only (no src); the hash covers the exact text between the tags.
  const hashes = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(m[1])) continue;
    hashes.push(`'sha256-${createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);
  }
  // `trunk serve` (debug builds) writes its address into the live-reload script as it
  // serves the page, after this hook: no hash can match it, so debug builds allow inline
  // scripts. Release builds, the only ones deployed, allow exactly these hashes.
  const sources = profile === 'release' ? [...new Set(hashes)].join(' ') : "'unsafe-inline'";
  html = replaceOnce(html, '__INLINE_SCRIPT_HASHES__', sources, INDEX);
  writeFileSync(indexPath, html);

  return { version, files: cached, hashes };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? process.env.TRUNK_STAGING_DIR;
  const profile = process.argv[3] ?? process.env.TRUNK_PROFILE ?? 'release';
  if (!dir) {
    console.error('usage: node scripts/postbuild.mjs <dist dir> [release|debug] (or run by Trunk)');
    process.exit(2);
  }
  if (profile === 'release') {
    const [before, after] = await minifyPage(dir);
    console.log(`postbuild: minified index.html (${before} to ${after} bytes)`);
    console.log(`postbuild: minified ${(await minifyStyles(dir, listFiles(dir))).join(', ')}`);
    const short = shortenImports(dir, listFiles(dir));
    console.log(`postbuild: short import names in ${short.map(([f, n]) => `${f} (${n})`).join(', ')}`);
    console.log(`postbuild: minified ${(await minifyGlue(dir, listFiles(dir))).join(', ')}`);
  }
  console.log(`postbuild: started the wasm of ${fixLoaders(dir).join(', ')} with an object, as wasm-bindgen asks`);
  // Before the file list: the service worker caches the rulebook too.
  console.log(`postbuild: wrote ${writeRulesPage(dir, resolve(fileURLToPath(import.meta.url), '..', '..'))} from docs/RULES.md`);
  const styles = joinStyles(dir);
  if (styles) console.log(`postbuild: joined ${styles.parts.join(', ')} into ${styles.name}`);
  for (const p of hashPages(dir)) console.log(`postbuild: the page ${p.page} is ${p.js}, ${p.wasm}, ${p.css}`);
  const { version, files, hashes } = postbuild(dir, profile);
  console.log(`postbuild: version ${version}, ${files.length} files for the service worker, ${hashes.length} inline script hashes`);
}
