// Minifies a release build in place of Trunk (Trunk.toml `minify = "never"`): index.html and the stylesheets with the minifiers Trunk 0.21.14 uses (minify-html and lightningcss, from npm), wasm-bindgen's JS glue with terser; a build step of scripts/postbuild.mjs.
//
// Trunk 0.21.14's JS minifier (the minify-js crate) cannot read the pages' glue, an ES
// module ending in `export { initSync, __wbg_init as default }`: it printed "WARN Failed to
// minify JS" four times a build and left the glue whole, which terser then minified here
// anyway. Trunk's minification is one switch for HTML, CSS and JS, so it is off and this
// does all three, each with a minifier that reads what it is given.

import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** An npm package this needs (package.json), with a clear message when it is missing. */
async function load(name) {
  try {
    const module = await import(name);
    // A CommonJS package whose exports Node cannot list (minify-html's) is its default.
    return module.default ?? module;
  } catch {
    throw new Error(`${name} is missing from node_modules: run \`npm ci\` (package.json lists it)`);
  }
}

/**
 * `html` with the `integrity` attribute of every `<link>` naming `file` set to the SHA-384 of
 * `text`, quoted as it was (minify-html leaves a base64 value unquoted).
 */
function setIntegrity(html, file, text) {
  const sri = `sha384-${createHash('sha384').update(text, 'utf8').digest('base64')}`;
  return html.replace(/<link\b[^>]*>/gi, (tag) =>
    tag.includes(file) ? tag.replace(/(\sintegrity=)(["']?)[^\s"'>]+\2/i, (_, attr, quote) => `${attr}${quote}${sri}${quote}`) : tag,
  );
}

/**
 * index.html minified as Trunk did it, by minify-html (Trunk's own minifier; 0.18.1 from npm,
 * where Trunk's 0.15.0 has a build for Linux x64 only) with Trunk's settings (its
 * spec-compliant base, closing tags kept, inline CSS minified), then each inline script by
 * terser (minify-html's own JS minifier left Trunk's loader whole and grows it in 0.18.1).
 * First of the release steps, so that every later one reads the page as Trunk left it.
 * Returns the sizes before and after.
 */
export async function minifyPage(dir) {
  const { minify: minifyHtml } = await load('@minify-html/node');
  const { minify: minifyJs } = await load('terser');
  const path = join(dir, 'index.html');
  const before = readFileSync(path);
  let html = minifyHtml(before, {
    do_not_minify_doctype: true,
    ensure_spec_compliant_unquoted_attribute_values: true,
    keep_spaces_between_attributes: true,
    keep_closing_tags: true,
    minify_css: true,
    minify_js: false,
  }).toString('utf8');
  let out = '';
  let at = 0;
  for (const m of html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(m[1]) || !m[2].trim()) continue;
    const module = /\btype\s*=\s*["']?module\b/i.test(m[1]);
    const { code } = await minifyJs(m[2], { module, compress: true, mangle: true });
    out += html.slice(at, m.index) + m[1] + code;
    at = m.index + m[1].length + m[2].length;
  }
  html = out + html.slice(at);
  writeFileSync(path, html);
  return [before.length, Buffer.byteLength(html)];
}

/**
 * The stylesheets Trunk hashed (`<name>-<hash>.css`: the `rel="css"` links of index.html;
 * not rules.css, a copied file) minified by lightningcss 1.29.3 (the version Trunk's crate
 * is), each link's `integrity` updated.
 * Returns the files minified.
 */
export async function minifyStyles(dir, files) {
  const { transform } = await load('lightningcss');
  const indexPath = join(dir, 'index.html');
  let html = readFileSync(indexPath, 'utf8');
  const done = [];
  for (const f of files.filter((f) => /^[a-z0-9-]+-[0-9a-f]{8,16}\.css$/.test(f))) {
    const path = join(dir, f);
    const code = transform({ filename: f, code: readFileSync(path), minify: true }).code.toString();
    writeFileSync(path, code);
    html = setIntegrity(html, f, code);
    done.push(f);
  }
  writeFileSync(indexPath, html);
  return done;
}

/**
 * wasm-bindgen's JS glue minified by terser: the pages' (ES modules, `*-<hash>.js`) and the
 * workers' (classic scripts, whose global `wasm_bindgen` stays: terser keeps top-level
 * names), each link's `integrity` updated. Not the service worker, not the workers' one-line
 * loaders. Run after `shortenImports`, before `postbuild`, whose version covers the
 * minified files. Returns the files minified.
 */
export async function minifyGlue(dir, files) {
  const { minify } = await load('terser');
  const indexPath = join(dir, 'index.html');
  let html = readFileSync(indexPath, 'utf8');
  const done = [];
  for (const f of files) {
    if (!f.endsWith('.js') || f.includes('/') || f === 'sw.js' || f.endsWith('_loader.js')) continue;
    if (!files.includes(f.replace(/\.js$/, '_bg.wasm'))) continue;
    const path = join(dir, f);
    const before = readFileSync(path, 'utf8');
    const module = /(^|[;}])\s*export\b/m.test(before);
    const { code } = await minify(before, { module, compress: true, mangle: true });
    writeFileSync(path, code);
    html = setIntegrity(html, f, code);
    done.push(f);
  }
  writeFileSync(indexPath, html);
  return done;
}
