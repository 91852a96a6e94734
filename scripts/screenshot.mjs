// The README's picture of the playground: docs/playground.png, 1280 px wide, light mode, a game of Nim in
// progress on the Match panel's board. Taken with playwright-core from the built page (opened from disk, as the
// page allows), so it can be retaken whenever the page changes:
//
//   npx tsup && npx tsup --config tsup.site.config.ts && node scripts/screenshot.mjs
//
// CHROMIUM names the browser (default /usr/bin/chromium, Debian's); a first argument names another output file.
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PAGE = resolve(ROOT, 'site/dist/index.html');
const OUTPUT = resolve(ROOT, process.argv[2] ?? 'docs/playground.png');
const WIDTH = 1280;

if (!existsSync(PAGE)) {
  console.error('site/dist is not built: run `npx tsup && npx tsup --config tsup.site.config.ts` first');
  process.exit(1);
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: 900 }, colorScheme: 'light', deviceScaleFactor: 1 });
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(pathToFileURL(PAGE).href);

  // Nim on 3, 4, 5 (the preset of the original game): take 2 from the first heap, the winning move, on the board;
  // the computer answers, and its move stays highlighted.
  const preset = page.locator('[data-preset="nim"]');
  if ((await preset.count()) > 0) await preset.click();
  else {
    await page.locator('#match-kind').selectOption('nim');
    await page.locator('#match-parameters').fill('3,4,5');
    await page.locator('#match-setup button[type=submit]').click();
  }
  const before = await page.locator('#match-status').textContent();
  const match = page.locator('#match-board [aria-label="Heap 1, match 2 of 3: take 2"]');
  if ((await match.count()) > 0) await match.click();
  else {
    await page.locator('#match-move-text').fill('1:2');
    await page.locator('#match-move-text').press('Enter');
  }
  // The page's globals, named through globalThis: this file is linted as Node code.
  await page.waitForFunction((text) => globalThis.document.querySelector('#match-status')?.textContent !== text, before);
  // No focus ring or hover left from the clicks.
  await page.evaluate(() => globalThis.document.activeElement?.blur?.());
  await page.mouse.move(0, 0);

  // The header and the whole Match panel.
  const panel = await page.locator('#match').boundingBox();
  if (panel === null) throw new Error('the Match panel is not shown');
  if (problems.length > 0) throw new Error(`the page failed: ${problems.join('; ')}`);
  mkdirSync(dirname(OUTPUT), { recursive: true });
  await page.screenshot({
    path: OUTPUT,
    fullPage: true,
    clip: { x: 0, y: 0, width: WIDTH, height: Math.ceil(panel.y + panel.height + 16) },
    animations: 'disabled',
    caret: 'hide',
  });
  console.log(`${OUTPUT}: ${WIDTH} x ${Math.ceil(panel.y + panel.height + 16)}`);
} finally {
  await browser.close();
}
