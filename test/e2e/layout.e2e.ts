// The playground on a phone and on wide screens, in light and dark: the header, the games and the footer in one
// centred column, no sideways scrolling, wide panels using the width, the board before its settings on a phone,
// one tab stop per board and chart, focus rings, labels, 24 px targets, contrast, and axe-core's verdict.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { fileChecked, pageUrl, SCREENSHOTS, useSite, withPage } from './harness.js';

useSite();

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const SCHEMES = ['light', 'dark'] as const;
const WIDTHS = [320, 1280, 1920] as const;

/**
 * Puts every panel in a busy state: a 31-stick row on the Match board, the halving explorer at a million (a
 * logarithmic line, its longest labels), eight big heaps and 5,000 charted values with their table open, a transcript.
 */
async function fillThePage(page: Page): Promise<void> {
  await page.locator('#match-kind').selectOption('sticks');
  await page.locator('#match-parameters').fill('31');
  await page.locator('#match-setup button[type=submit]').click();
  await page.locator('#halving-size').fill('1000000');
  await page.locator('#halving-setup button[type=submit]').click();
  await page.locator('#heap-code').fill('0.137');
  await page.locator('#heap-count').fill('5000');
  await page.locator('#heap-heaps').fill('1000 0 999 58 1 40 33 1000');
  await page.locator('#heap-setup button[type=submit]').click();
  await page.locator('#heap-chart-frame').focus();
  await page.keyboard.press('+');
  await page.locator('#heap-chart summary').click();
  await page.locator('#heap-chart table caption').waitFor();
  await page.locator('#file-example-valid').click();
  await fileChecked(page);
  await page.locator('#file-text').fill(`12;3\n3;3;6\n0;${'9'.repeat(300)}\n`);
  await page.locator('#file-form button[type=submit]').click();
  await fileChecked(page);
}

async function horizontalOverflow(page: Page): Promise<{ scrollWidth: number; clientWidth: number }> {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
}

interface BlockBox {
  readonly name: string;
  readonly left: number;
  readonly right: number;
  readonly viewport: number;
}

/** The content boxes (inside border and padding) of the header, main and footer, and the window's width. */
async function pageBlocks(page: Page): Promise<BlockBox[]> {
  return page.evaluate(() =>
    ['.page-header', 'main', '.page-footer'].map((selector) => {
      const element = document.querySelector(selector);
      if (element === null) throw new Error(`${selector} is missing`);
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const inset = (side: 'Left' | 'Right'): number => Number.parseFloat(style[`padding${side}`]) + Number.parseFloat(style[`border${side}Width`]);
      return { name: selector, left: rect.left + inset('Left'), right: rect.right - inset('Right'), viewport: document.documentElement.clientWidth };
    }),
  );
}

describe('layout', () => {
  for (const width of WIDTHS) {
    for (const colorScheme of SCHEMES) {
      test(`layout - ${width} px, ${colorScheme}: no sideways scrolling on a busy page, boxes in one column, zero serious axe findings`, async () => {
        await withPage(
          pageUrl(),
          async (page) => {
            expect(await horizontalOverflow(page)).toSatisfy(({ scrollWidth, clientWidth }: { scrollWidth: number; clientWidth: number }) => scrollWidth <= clientWidth);
            await fillThePage(page);
            const { scrollWidth, clientWidth } = await horizontalOverflow(page);
            expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
            // Busy as it is, the page keeps its column: every panel inside main's content box.
            const [, main] = await pageBlocks(page);
            const panels = await page.locator('main > section').evaluateAll((sections) => sections.map((section) => [section.id, section.getBoundingClientRect().left, section.getBoundingClientRect().right] as const));
            for (const [id, left, right] of panels) {
              expect(left, id).toBeGreaterThanOrEqual((main?.left ?? 0) - 0.5);
              expect(right, id).toBeLessThanOrEqual((main?.right ?? 0) + 0.5);
            }
            // The chart fills its panel's width, whatever the window.
            const [frame, panel] = [await page.locator('#heap-chart-frame svg').boundingBox(), await page.locator('#heap-chart').boundingBox()];
            expect(frame?.width).toBeCloseTo((panel?.width ?? 0) - 2, -1);
            await page.screenshot({ path: join(SCREENSHOTS, `layout-${width}-${colorScheme}.png`), fullPage: true });

            await page.addScriptTag({ content: AXE_SOURCE });
            const findings = await page.evaluate(async () => {
              const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[]; passes: { id: string }[] }> } }).axe;
              const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } });
              const violations = result.violations.map(({ id, impact, nodes }) => ({ id, impact, targets: nodes.slice(0, 3).map((node) => JSON.stringify(node.target)) }));
              return { violations, passed: result.passes.map(({ id }) => id) };
            });
            // axe did run its checks: contrast, labels and target sizes among them.
            expect(findings.passed).toEqual(expect.arrayContaining(['color-contrast', 'label', 'target-size', 'button-name']));
            expect(findings.violations.filter(({ impact }) => impact === 'serious' || impact === 'critical')).toEqual([]);
          },
          { width, height: 900, colorScheme },
        );
      });
    }
  }

  // The page's three blocks share one column: their content boxes (inside the padding) start and end at the same
  // x, sit centred with a gutter on each side, and grow no wider than 80rem. A rule pasted into the middle of
  // their selector list (issue 23) left the header and the panels running from the left edge.
  for (const width of [320, 1280, 1920] as const) {
    for (const colorScheme of SCHEMES) {
      test(`layout - ${width} px, ${colorScheme}: header, main and footer aligned, centred and bounded`, async () => {
        await withPage(
          pageUrl(),
          async (page) => {
            const boxes = await pageBlocks(page);
            const [header, main, footer] = boxes;
            if (header === undefined || main === undefined || footer === undefined) throw new Error('a page block is missing');
            for (const box of [main, footer]) {
              expect(box.left, `${box.name} left edge`).toBeCloseTo(header.left, 0);
              expect(box.right, `${box.name} right edge`).toBeCloseTo(header.right, 0);
            }
            for (const box of boxes) {
              // Centred: the same room on either side, and never flush with the window's edge.
              expect(box.left, `${box.name} centred`).toBeCloseTo(box.viewport - box.right, 0);
              expect(box.left, `${box.name} gutter`).toBeGreaterThanOrEqual(8);
              expect(box.right - box.left, `${box.name} width`).toBeLessThanOrEqual(80 * 16);
            }
            if (width >= 1280) expect(header.right - header.left).toBeGreaterThan(1150);
            const { scrollWidth, clientWidth } = await horizontalOverflow(page);
            expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
          },
          { width, height: 900, colorScheme },
        );
      });
    }
  }

  test('layout - at 1280 px the wide panels span the column; at 320 px the board comes before its settings', async () => {
    const box = async (page: Page, selector: string): Promise<{ x: number; y: number; width: number; height: number }> => {
      const found = await page.locator(selector).boundingBox();
      if (found === null) throw new Error(`${selector} is not shown`);
      return found;
    };
    await withPage(
      pageUrl(),
      async (page) => {
        for (const selector of ['#match', '#heap-games', '#file']) expect((await box(page, selector)).width, selector).toBeGreaterThan(1150);
        const [form, result] = [await box(page, '#file-form'), await box(page, '#file-result')];
        expect(result.x).toBeGreaterThan(form.x + form.width);
      },
      { width: 1280 },
    );
    await withPage(
      pageUrl(),
      async (page) => {
        const [board, settings] = [await box(page, '#match-board'), await box(page, '#match-setup')];
        expect(board.y + board.height).toBeLessThanOrEqual(settings.y);
      },
      { width: 320 },
    );
  });

  test('layout - dark mode follows prefers-color-scheme', async () => {
    const colours = async (page: Page): Promise<string[]> =>
      page.evaluate(() => [getComputedStyle(document.documentElement).backgroundColor, getComputedStyle(document.body).color, getComputedStyle(document.getElementById('match') ?? document.body).backgroundColor]);
    await withPage(pageUrl(), async (page) => {
      expect(await colours(page)).toEqual(['rgb(246, 244, 239)', 'rgb(29, 35, 48)', 'rgb(255, 255, 255)']);
      await page.emulateMedia({ colorScheme: 'dark' });
      expect(await colours(page)).toEqual(['rgb(18, 20, 25)', 'rgb(230, 228, 223)', 'rgb(27, 30, 37)']);
    });
  });
});

describe('keyboard', () => {
  test('keyboard - every control is reached by Tab, has a label, a visible focus ring and a 24 px target; a board and a chart are one tab stop each', async () => {
    await withPage(
      pageUrl(),
      async (page) => {
        // From the page's first tab stop, the skip link, Tab by Tab to the end.
        await page.locator('.skip-link').focus();
        const seen: string[] = [];
        for (let step = 0; step < 200; step += 1) {
          if (step > 0) await page.keyboard.press('Tab');
          const control = await page.evaluate(() => {
            const active = document.activeElement as HTMLElement | null;
            if (active === null || active === document.body) return null;
            // The hidden file inputs show their focus on their labels, the visible buttons.
            const shown = (active.classList.contains('visually-hidden') ? document.querySelector<HTMLElement>(`label[for="${active.id}"]`) : null) ?? active;
            const style = getComputedStyle(shown);
            const box = (active.closest('label') ?? shown).getBoundingClientRect();
            const labelledBy = document.getElementById(active.getAttribute('aria-labelledby') ?? '');
            const label = active.getAttribute('aria-label') ?? labelledBy?.textContent ?? (active as HTMLInputElement).labels?.[0]?.textContent ?? active.textContent;
            return {
              name: active.closest('#match-board') === null ? active.id || active.tagName.toLowerCase() : 'board',
              ring: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2,
              width: box.width,
              height: box.height,
              label: label.trim() !== '',
            };
          });
          if (control === null) break;
          expect(control, JSON.stringify(control)).toMatchObject({ ring: true, label: true });
          expect(Math.min(control.width, control.height), control.name).toBeGreaterThanOrEqual(24);
          seen.push(control.name);
        }
        expect(seen.filter((name) => name === 'board')).toEqual(['board']);
        expect(seen.filter((name) => name === 'heap-chart-frame')).toEqual(['heap-chart-frame']);
        expect(seen).toEqual(expect.arrayContaining(['match-kind', 'match-parameters', 'match-opponent', 'match-setting', 'match-move-text', 'match-play', 'halving-size', 'halving-play', 'heap-code', 'heap-count', 'heap-play', 'file-input']));
        expect(seen.length).toBeGreaterThan(30);
      },
      { width: 320 },
    );
  });
});
