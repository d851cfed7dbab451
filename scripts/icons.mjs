// Renders the app's PNG icons (web/icons/*.png) from its SVG icons in headless Chromium; run it after editing an SVG and commit both (`node scripts/icons.mjs`).
//
// Browsers that install the app want PNGs of fixed sizes (the manifest's 192 and 512, a
// maskable pair for launchers that crop to a shape, 180 for iOS's home screen). Drawing
// them from the SVGs with the browser the tests already use needs no drawing tool, and the
// same SVG and Chromium give the same pixels. pngquant (Debian: `apt-get install pngquant`)
// then reduces each to a palette image, a third of the size with no visible change: the
// service worker downloads every icon for offline use.

import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO, launchBrowser } from '../tests/e2e/helpers.mjs';

const DIR = join(REPO, 'web', 'icons');
// [source SVG, output PNG, size in pixels]
const OUTPUTS = [
  ['icon.svg', 'icon-192.png', 192],
  ['icon.svg', 'icon-512.png', 512],
  // The page's favicon: Chromium downloads and decodes it in the page's main thread, again
  // about a second after load. As an SVG that is a document parsed and drawn there (60-90
  // ms on a loaded two-core machine, seen landing while the computer thought); a small
  // PNG decodes in a few ms. 48 pixels: a tab's 16 at 3x, its 32 at 1.5x.
  ['icon.svg', 'icon-48.png', 48],
  ['maskable.svg', 'maskable-192.png', 192],
  ['maskable.svg', 'maskable-512.png', 512],
  // iOS ignores the manifest's icons and fills transparent corners with black: the
  // full-bleed maskable art suits it.
  ['maskable.svg', 'apple-touch-icon.png', 180],
];

try {
  execFileSync('pngquant', ['--version']);
} catch {
  console.error('pngquant is missing: apt-get install pngquant');
  process.exit(1);
}

const browser = await launchBrowser();
try {
  for (const [svg, png, size] of OUTPUTS) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const data = readFileSync(join(DIR, svg)).toString('base64');
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">` +
        `<img id="i" width="${size}" height="${size}" style="display:block" src="data:image/svg+xml;base64,${data}">` +
        `</body></html>`,
    );
    await page.waitForFunction(() => document.getElementById('i').complete);
    const shot = await page.screenshot({ omitBackground: true, type: 'png' });
    // From stdin to stdout; --strip drops metadata (no dates, so the output is repeatable).
    const small = execFileSync('pngquant', ['--quality', '85-100', '--speed', '1', '--strip', '-'], { input: shot });
    writeFileSync(join(DIR, png), small);
    await page.close();
    console.log(`${png} (${size}x${size}) from ${svg}: ${small.length} bytes`);
  }
} finally {
  await browser.close();
}
