// What every browser test file shares: Debian's Chromium, headless, driven through playwright-core (no browser
// download), and site/dist served on 127.0.0.1. `npm run test:e2e` builds site/dist first. Screenshots go to
// test-results/e2e/.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { serveStatic } from './static-server.js';
import type { StaticServer } from './static-server.js';

export const SITE = fileURLToPath(new URL('../../site/dist/', import.meta.url));
export const SCREENSHOTS = fileURLToPath(new URL('../../test-results/e2e/', import.meta.url));
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

let browser: Browser | undefined;
let server: StaticServer | undefined;

/** Starts the server and the browser before the calling file's tests, and stops them after. */
export function useSite(): void {
  beforeAll(async () => {
    if (!existsSync(join(SITE, 'index.html'))) throw new Error('site/dist is not built: run `npm run site` first');
    mkdirSync(SCREENSHOTS, { recursive: true });
    server = await serveStatic(SITE);
    // launch() gives every run a fresh temporary profile and removes it on close.
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
}

/** How to open the page: the viewport (1100 x 900 unless told) and the colour scheme (light unless told). */
export interface PageOptions {
  readonly width?: number;
  readonly height?: number;
  readonly colorScheme?: 'light' | 'dark';
}

/**
 * Opens `url` in a fresh browser context, runs `body`, and fails the test if the page logged an error or
 * threw; every request must stay on the local server (or file:, data: and the page's own blob: URLs).
 */
export async function withPage(url: string, body: (page: Page) => Promise<void>, options: PageOptions = {}): Promise<void> {
  if (browser === undefined) throw new Error('the browser did not start');
  const { width = 1100, height = 900, colorScheme = 'light' } = options;
  const context = await browser.newContext({ viewport: { width, height }, colorScheme });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()} for ${response.url()}`);
  });
  page.on('request', (request) => {
    const requested = request.url();
    if (!/^(file|data|blob):/.test(requested) && !requested.startsWith(server?.url ?? '-')) problems.push(`request to ${requested}`);
  });
  try {
    await page.goto(url);
    await body(page);
  } finally {
    await context.close();
  }
  expect(problems).toEqual([]);
}

export function pageUrl(hash = ''): string {
  if (server === undefined) throw new Error('the server did not start');
  return `${server.url}index.html${hash}`;
}

export async function text(page: Page, selector: string): Promise<string> {
  return (await page.locator(selector).textContent()) ?? '';
}

export async function shoot(page: Page, selector: string, name: string): Promise<void> {
  await page.locator(selector).screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}

/** Waits until the recorded-game panel has its answer (the check runs in a worker, so it comes later). */
export async function fileChecked(page: Page): Promise<void> {
  await page.waitForSelector('#file-result[aria-busy="false"]', { state: 'attached' });
}
