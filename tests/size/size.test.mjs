// Node test of `make size` (scripts/size.mjs), run by `make size-check` after the budgets: what counts as the first load, how files loaded later are grouped, and when the budget check fails.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ANALYSIS_PAGE, BUDGET, EMBED_PAGE, FRIEND_PAGE, LESSONS_PAGE, firstLoadFiles, loaderPages, measure } from '../../scripts/size.mjs';
import { listFiles } from '../../scripts/postbuild.mjs';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The build to measure (as the browser tests' INCERTO_DIST). */
const DIST = process.env.INCERTO_DIST ?? join(REPO, 'dist');
const SIZE = join(REPO, 'scripts', 'size.mjs');

/** A copy of dist/ to add files to; removed after `fn`. */
function withCopy(fn) {
  assert.ok(existsSync(join(DIST, 'index.html')), `${DIST}/index.html is missing: run \`make build\` first`);
  const dir = mkdtempSync(join(tmpdir(), 'incerto-size-'));
  try {
    cpSync(DIST, dir, { recursive: true });
    return fn(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `bytes` of random data: gzip cannot shrink it, so its gzip size is about `bytes`. */
const incompressible = (bytes) => randomBytes(Math.ceil(bytes));

test('the first load is index.html, its stylesheets, the JS glue and the wasm', () => {
  const files = listFiles(DIST);
  const first = firstLoadFiles(DIST, files);
  assert.ok(first.includes('index.html'));
  // The stylesheet every page loads (app: the palette, the layout, the board, joined) is
  // linked from index.html; the lessons
  // and embed pages' (learn), the analysis page's (analysis) and the two-device page's
  // (friend) are not the app's, nor the rulebook page's (rules).
  const css = (list) => list.filter((f) => f.endsWith('.css')).sort();
  assert.deepEqual(css(first).map((f) => f.replace(/-[0-9a-f]{16}\.css$/, '')), ['app'], css(first).join(' '));
  // rules.css is the rulebook page's (rules.html links it), so no first load has it.
  assert.ok(files.includes('rules.css') && !first.includes('rules.css'), 'the rulebook\'s stylesheet is its own page\'s');
  const others = (f) => f.startsWith('learn-') || f.startsWith('analysis-') || f.startsWith('friend-') || f === 'rules.css';
  assert.deepEqual(css(first), css(files).filter((f) => !others(f)), 'every stylesheet but the other pages\' and the rulebook\'s');
  assert.equal(first.filter((f) => f.endsWith('_bg.wasm')).length, 1, 'the app wasm');
  assert.equal(first.filter((f) => /^incerto-web-[0-9a-f]+\.js$/.test(f)).length, 1, 'its JS glue');
  for (const f of ['sw.js', 'manifest.json']) assert.ok(!first.includes(f), `${f} is not on the first load`);
  assert.ok(!first.some((f) => f.startsWith('icons/')), 'nor the icons');
});

test("the stylesheets every page loads (palette, app-*, board) are one file, in index.html's order", () => {
  const files = listFiles(DIST);
  const app = files.filter((f) => /^app-.*\.css$/.test(f));
  assert.equal(app.length, 1, app.join(' '));
  assert.match(app[0], /^app-[0-9a-f]{16}\.css$/);
  const built = readFileSync(join(DIST, app[0]), 'utf8');
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  assert.equal(html.split(app[0]).length, 2, 'one link to it');
  assert.match(html, new RegExp(`<link href=\\./${app[0]} integrity=sha384-${createHash('sha384').update(built).digest('base64').replace(/[+/]/g, '\\$&')} rel=stylesheet>`));
  // Each part's first rule, in the order index.html links the parts: the joined file keeps
  // it (each looked for after the one before, as two parts may open with the same selector).
  const source = readFileSync(join(REPO, 'index.html'), 'utf8');
  const parts = [...source.matchAll(/<link data-trunk rel="css" href="(web\/(?:palette|app-[a-z-]+|board)\.css)"/g)].map((m) => m[1]);
  assert.deepEqual(parts, ['web/palette.css', 'web/app-frame.css', 'web/app-new-game.css', 'web/app-play.css', 'web/app-follow.css', 'web/board.css']);
  let from = 0;
  const at = parts.map((p, i) => {
    const selector = readFileSync(join(REPO, p), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').trim().split('{')[0].trim();
    from = built.indexOf(`${selector}{`, i === 0 ? 0 : from + 1);
    return from;
  });
  assert.ok(at[0] === 0 && at.every((x, i) => i === 0 || x > at[i - 1]), `${parts.join(' ')}: ${at.join(' ')}`);
  for (const gone of ['palette', 'board']) assert.ok(!files.some((f) => f.startsWith(`${gone}-`)), `${gone} is in the joined file`);
});

test("the lessons page's first load is index.html, the stylesheets and its own glue, wasm and stylesheet, not the app's", () => {
  const files = listFiles(DIST);
  assert.deepEqual(loaderPages(DIST, files), [ANALYSIS_PAGE, EMBED_PAGE, FRIEND_PAGE, 'incerto-web', LESSONS_PAGE]);
  const app = firstLoadFiles(DIST, files);
  const lessons = firstLoadFiles(DIST, files, LESSONS_PAGE);
  const own = (list) => list.filter((f) => /\.(js|wasm)$/.test(f));
  assert.equal(own(app).length, 2, own(app).join(' '));
  assert.ok(own(app).every((f) => /^incerto-web-[0-9a-f]+(_bg\.wasm|\.js)$/.test(f)), own(app).join(' '));
  assert.equal(own(lessons).length, 2, own(lessons).join(' '));
  assert.ok(own(lessons).every((f) => /^lessons-page-[0-9a-f]{16}(_bg\.wasm|\.js)$/.test(f)), own(lessons).join(' '));
  // Everything else of the two first loads is the same (index.html, the app's stylesheets),
  // but for the lessons page's own stylesheet.
  const learnCss = lessons.filter((f) => /^learn-[0-9a-f]+\.css$/.test(f));
  assert.equal(learnCss.length, 1, lessons.join(' '));
  assert.ok(!app.includes(learnCss[0]));
  assert.deepEqual(app.filter((f) => !own(app).includes(f)), lessons.filter((f) => !own(lessons).includes(f) && f !== learnCss[0]));
  const m = measure(DIST);
  assert.deepEqual(m.pages.map((p) => p.name), [ANALYSIS_PAGE, EMBED_PAGE, FRIEND_PAGE, 'incerto-web', LESSONS_PAGE]);
  assert.deepEqual(m.pages.find((p) => p.name === 'incerto-web').files.map((s) => s.file), m.first.files.map((s) => s.file));
  // The embed page: its own glue and wasm, and the lessons page's stylesheet.
  const embed = firstLoadFiles(DIST, files, EMBED_PAGE);
  assert.ok(own(embed).length === 2 && own(embed).every((f) => /^embed-page-[0-9a-f]{16}(_bg\.wasm|\.js)$/.test(f)), own(embed).join(' '));
  assert.deepEqual(embed.filter((f) => !own(embed).includes(f)), lessons.filter((f) => !own(lessons).includes(f)));
  // The analysis page likewise: its own glue, wasm and stylesheet beside the shared files.
  const analysis = firstLoadFiles(DIST, files, ANALYSIS_PAGE);
  assert.ok(own(analysis).length === 2 && own(analysis).every((f) => /^analysis-page-[0-9a-f]{16}(_bg\.wasm|\.js)$/.test(f)), own(analysis).join(' '));
  const analysisCss = analysis.filter((f) => /^analysis-[0-9a-f]+\.css$/.test(f));
  assert.equal(analysisCss.length, 1, analysis.join(' '));
  assert.deepEqual(app.filter((f) => !own(app).includes(f)), analysis.filter((f) => !own(analysis).includes(f) && f !== analysisCss[0]));
  // A page wasm is no later group: the lessons' and the computer's workers are.
  assert.ok(!m.later.some((g) => [LESSONS_PAGE, EMBED_PAGE, ANALYSIS_PAGE, 'incerto-web'].some((p) => g.name.startsWith(p))), m.later.map((g) => g.name).join(' '));
  assert.ok(m.later.some((g) => g.name === 'analysis'), 'the analysis worker is a later group');
  assert.ok(m.later.some((g) => g.name === 'tutor') && m.later.some((g) => g.name === 'computer'));
});

test("the lessons page's first load has the first-load budget and fails beyond +10 %", () => {
  withCopy((dir) => {
    const files = listFiles(dir);
    const wasm = firstLoadFiles(dir, files, LESSONS_PAGE).find((f) => f.endsWith('_bg.wasm'));
    const ok = spawnSync('node', [SIZE, '--check', dir], { encoding: 'utf8' });
    assert.equal(ok.status, 0, ok.stdout + ok.stderr);
    assert.match(ok.stdout, new RegExp(`${LESSONS_PAGE} first load total; budget 250000 gzip \\(aim 150000\\): (ok|OVER BUDGET)`));
    writeFileSync(join(dir, wasm), incompressible(BUDGET.firstLoad * 1.15));
    const failed = spawnSync('node', [SIZE, '--check', dir], { encoding: 'utf8' });
    assert.equal(failed.status, 1, failed.stdout);
    assert.match(failed.stdout, new RegExp(`${LESSONS_PAGE} first load total; budget 250000 gzip \\(aim 150000\\): FAILED`));
    // The app's own first load is not changed by it.
    assert.match(failed.stdout, /\n\s*\d+\s+\d+\s+\d+\s+first load total; budget 250000 gzip \(aim 150000\): (ok|OVER BUDGET)/);
  });
});

test('a worker added to dist/ is its own later group with its own budget, and --check fails beyond +10 %', () => {
  withCopy((dir) => {
    // Trunk's files for a worker: glue, wasm and loader shim, nothing in index.html.
    writeFileSync(join(dir, 'bot-worker-0123abcd.js'), 'export default 1;\n');
    writeFileSync(join(dir, 'bot-worker-0123abcd_loader.js'), 'importScripts("./bot-worker-0123abcd.js");\n');
    writeFileSync(join(dir, 'bot-worker-0123abcd_bg.wasm'), incompressible(100_000));
    const m = measure(dir);
    // Beside the app's own workers (the computer's, the lessons'), each a group of its own.
    const group = m.later.find((g) => g.name === 'bot-worker-0123abcd');
    assert.ok(group, m.later.map((g) => g.name).join(' '));
    assert.equal(group.files.length, 3);
    assert.equal(m.later.filter((g) => g.files.some((f) => f.file.startsWith('bot-worker'))).length, 1);
    assert.ok(!m.first.files.some((s) => s.file.startsWith('bot-worker')), 'not on the first load');
    const ok = spawnSync('node', [SIZE, '--check', dir], { encoding: 'utf8' });
    assert.equal(ok.status, 0, ok.stdout + ok.stderr);
    assert.match(ok.stdout, /bot-worker-0123abcd total; budget 150000 gzip: ok/);

    // 5 % over: reported, still passes.
    writeFileSync(join(dir, 'bot-worker-0123abcd_bg.wasm'), incompressible(BUDGET.laterGroup * 1.05));
    const over = spawnSync('node', [SIZE, '--check', dir], { encoding: 'utf8' });
    assert.equal(over.status, 0, over.stdout + over.stderr);
    assert.match(over.stdout, /bot-worker-0123abcd total; budget 150000 gzip: OVER BUDGET by \d+ bytes \(within the 10 % tolerance\)/);

    // 15 % over: fails.
    writeFileSync(join(dir, 'bot-worker-0123abcd_bg.wasm'), incompressible(BUDGET.laterGroup * 1.15));
    const failed = spawnSync('node', [SIZE, '--check', dir], { encoding: 'utf8' });
    assert.equal(failed.status, 1);
    assert.match(failed.stdout, /FAILED: over budget/);
  });
});

test('the first-load budget fails beyond +10 %', () => {
  withCopy((dir) => {
    const first = measure(dir).first.total.gzip;
    // A preloaded file joins the first load; make it push the total 15 % over.
    const extra = Math.max(1000, Math.ceil(BUDGET.firstLoad * 1.15 - first));
    writeFileSync(join(dir, 'big.wasm'), incompressible(extra));
    const html = join(dir, 'index.html');
    const text = readFileSync(html, 'utf8');
    writeFileSync(html, text.replace('</head>', '<link rel="preload" href="./big.wasm" as="fetch"></head>'));
    const m = measure(dir);
    assert.ok(m.first.files.some((s) => s.file === 'big.wasm'), 'a preload is on the first load');
    const run = spawnSync('node', [SIZE, '--check', dir], { encoding: 'utf8' });
    assert.equal(run.status, 1, run.stdout);
    assert.match(run.stdout, /first load total; budget 250000 gzip \(aim 150000\): FAILED/);
  });
});
