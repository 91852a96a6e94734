// Issue 30.13: every board and chart on a phone (320, 390 and 600 px). The geometry is checked (a row's name sits
// at its left, above or beside its matches, never under them or right-aligned; matches use the row's width;
// nothing reaches past the window) and each board is saved as a screenshot in test-results/e2e/ to be looked at.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { CASES, startGame } from './boards-helpers.js';
import { pageUrl, shoot, useSite, withPage } from './harness.js';

useSite();

const PHONE_WIDTHS = [320, 390, 600] as const;

interface Box {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

/** How a labelled row of a board lies: its box, its name's and its pieces' boxes, the name's text alignment. */
interface RowLayout {
  readonly row: Box;
  readonly name: Box;
  readonly pieces: Box;
  readonly nameAlign: string;
  /** How many lines the pieces take. */
  readonly lines: number;
}

/** The rows of the board under `root`: heap rows (heaps, staircase, one-heap games) and stick rows. */
async function rowLayouts(page: Page, root: string): Promise<RowLayout[]> {
  return page.locator(root).evaluate((element) => {
    const box = (node: Element): Box => {
      const { left, right, top, bottom } = node.getBoundingClientRect();
      return { left, right, top, bottom };
    };
    return [...element.querySelectorAll('.heap-row, .stick-row')].flatMap((row) => {
      const name = row.querySelector('.heap-name, .stick-row-name');
      const pieces = row.querySelector('.heap-matches, .stick-row-sticks');
      if (name === null || pieces === null) return [];
      const lines = new Set([...pieces.children].map((piece) => Math.round(piece.getBoundingClientRect().top))).size;
      return [{ row: box(row), name: box(name), pieces: box(pieces), nameAlign: getComputedStyle(name).textAlign, lines }];
    });
  });
}

/** The right edge of the widest element under `root` (its visible part: what a scroll box clips is left out). */
async function widestRight(page: Page, root: string): Promise<{ right: number; viewport: number; culprit: string }> {
  return page.locator(root).evaluate((element) => {
    let right = 0;
    let culprit = '';
    for (const node of [element, ...element.querySelectorAll('*')]) {
      // An element inside a box that scrolls sideways may reach past the window: the box shows a part of it.
      let clipped = false;
      for (let parent = node.parentElement; parent !== null && parent !== element.parentElement; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent).overflowX;
        if (overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden') clipped = true;
      }
      const rect = node.getBoundingClientRect();
      if (!clipped && rect.width > 0 && rect.right > right) {
        right = rect.right;
        culprit = `${node.tagName.toLowerCase()}.${(node as HTMLElement).className}`;
      }
    }
    return { right, viewport: document.documentElement.clientWidth, culprit };
  });
}

async function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Checks the rows: the name at the row's left, above or beside its pieces, which wrap only across the row. */
function checkRows(rows: readonly RowLayout[], label: string): void {
  for (const { row, name, pieces, nameAlign, lines } of rows) {
    const where = `${label}: ${JSON.stringify({ row, name, pieces, lines })}`;
    expect(['left', 'start'], where).toContain(nameAlign);
    // Left-aligned at the row's start (within its padding), never pushed right.
    expect(name.left - row.left, where).toBeLessThan(12);
    // Above its pieces, or on their left and level with them; never under them.
    const above = name.bottom <= pieces.top + 1;
    const beside = name.right <= pieces.left + 1 && name.top < pieces.bottom && name.bottom > pieces.top;
    expect(above || beside, where).toBe(true);
    // Pieces that wrap use the whole row (its padding aside), never a narrow column.
    if (lines > 1) expect(pieces.right - pieces.left, where).toBeGreaterThan((row.right - row.left) * 0.9);
  }
}

describe('the playground on a phone', () => {
  for (const width of PHONE_WIDTHS) {
    test(`issue 30.13: every board at ${width} px: names left of or above their pieces, nothing past the window`, async () => {
      await withPage(
        pageUrl(),
        async (page) => {
          for (const game of CASES) {
            await startGame(page, game);
            const label = `${width} px ${game.spec}`;
            await page.locator('#match-board').waitFor();
            const name = game.spec.replaceAll(/[^a-z0-9]+/gi, '-');
            await shoot(page, '#match .match-play', `phone-${width}-${name}`);
            checkRows(await rowLayouts(page, '#match-board'), label);
            const { right, viewport, culprit } = await widestRight(page, '#match');
            expect(right, `${label}: ${culprit}`).toBeLessThanOrEqual(viewport + 0.5);
            expect(await pageOverflow(page), label).toBeLessThanOrEqual(0);
          }
        },
        { width, height: 900 },
      );
    });

    test(`issue 30.13: the halving line and the heap-game chart at ${width} px fit the window`, async () => {
      await withPage(
        pageUrl(),
        async (page) => {
          await page.locator('#halving-size').fill('1000');
          await page.locator('#halving-setup button[type=submit]').click();
          await page.locator('#heap-setup button[type=submit]').click();
          await page.locator('#heap-chart-frame').waitFor();
          for (const panel of ['#halving', '#heap-games']) {
            await shoot(page, panel, `phone-${width}-${panel.slice(1)}`);
            checkRows(await rowLayouts(page, panel), `${width} px ${panel}`);
            const { right, viewport, culprit } = await widestRight(page, panel);
            expect(right, `${width} px ${panel}: ${culprit}`).toBeLessThanOrEqual(viewport + 0.5);
          }
          expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
        },
        { width, height: 900 },
      );
    });
  }
});
