// The playground's pictures in a real browser (see harness.ts): the halving explorer's number line (losing sizes
// in both endings, N, the sizes a move can reach, the winning move) on a linear and a logarithmic
// scale, and axe-core's verdict on the charts in light and dark.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { halvingLosingNumbersUpTo } from '../../src/index.js';
import { pageUrl, shoot, useSite, withPage } from './harness.js';

useSite();

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const LINE = '#halving-board svg.number-line';

/** Shows a heap of `size` counters with `ending` in the halving explorer. */
async function explore(page: Page, size: number, ending: 'misere' | 'normal'): Promise<void> {
  await page.locator('#halving-size').fill(String(size));
  await page.locator(`#halving-setup input[name=ending][value=${ending}]`).check();
  await page.locator('#halving-setup button[type=submit]').click();
}

/** The losing sizes the line names, its accessible name, and where the current marker stands. */
async function lineState(page: Page): Promise<{ name: string; losing: number; labels: string[]; now: string; moves: string[]; reach: number }> {
  return {
    name: (await page.locator(`${LINE} > title`).textContent()) ?? '',
    losing: await page.locator(`${LINE} rect.losing`).count(),
    labels: await page.locator(`${LINE} .losing-label`).allTextContents(),
    now: (await page.locator(`${LINE} .current-label`).textContent()) ?? '',
    moves: await page.locator(`${LINE} .move-label`).allTextContents(),
    reach: await page.locator(`${LINE} rect.reach`).count(),
  };
}

describe('charts', () => {
  test('charts - halving number line, misère: losing sizes 2, 5, 11 marked, N, the reach and the winning move', async () => {
    await withPage(pageUrl('#halving'), async (page) => {
      await explore(page, 20, 'misere');
      expect(await lineState(page)).toEqual({
        name: 'Number line from 1 to 20. Losing sizes for the player to move (misère): 2, 5, 11. N = 20. Winning move: take 9 from 20, leaving 11.',
        losing: 3,
        labels: ['2', '5', '11'],
        now: 'N = 20',
        moves: ['take 9'],
        reach: 1,
      });
      expect(await page.locator(`${LINE} rect.reach > title`).textContent()).toBe('A move from 20 can leave 10 to 19');
      await shoot(page, '#halving-board', 'charts-halving-misere');
      await explore(page, 11, 'misere');
      expect(await lineState(page)).toEqual({
        name: 'Number line from 1 to 11. Losing sizes for the player to move (misère): 2, 5, 11. N = 11, a losing size.',
        losing: 3,
        labels: ['2', '5', '11'],
        now: 'N = 11',
        moves: [],
        reach: 1,
      });
      // The marker stands over 11's square.
      const [marker, square] = [await page.locator(`${LINE} .current-dot`).boundingBox(), await page.locator(`${LINE} rect.losing`).nth(2).boundingBox()];
      expect((marker?.x ?? 0) + (marker?.width ?? 0) / 2).toBeCloseTo((square?.x ?? 0) + (square?.width ?? 0) / 2, 0);
      await shoot(page, '#halving-board', 'charts-halving-misere-losing');
    });
  });

  test('charts - halving number line, normal play: losing sizes 1, 3, 7, 15; from 16 the move to 15, from 15 none', async () => {
    await withPage(pageUrl('#halving'), async (page) => {
      await explore(page, 16, 'normal');
      expect(await lineState(page)).toMatchObject({ losing: 4, labels: ['1', '3', '7', '15'], now: 'N = 16', moves: ['take 1'], reach: 1 });
      expect((await lineState(page)).name).toContain('Losing sizes for the player to move (normal): 1, 3, 7, 15. N = 16. Winning move: take 1 from 16, leaving 15.');
      await explore(page, 15, 'normal');
      expect(await lineState(page)).toMatchObject({ losing: 4, now: 'N = 15', moves: [], reach: 1 });
      expect((await lineState(page)).name).toContain('N = 15, a losing size.');
      // The same size in misère play is winning: the ending redraws the line.
      await explore(page, 15, 'misere');
      expect(await lineState(page)).toMatchObject({ labels: ['2', '5', '11'], moves: ['take 4'] });
    });
  });

  test('charts - a long halving line is logarithmic: the losing sizes up to a million are evenly spread', async () => {
    await withPage(pageUrl('#halving'), async (page) => {
      await explore(page, 1_000_000, 'misere');
      const losing = halvingLosingNumbersUpTo(1_000_000);
      expect(await page.locator(`${LINE} rect.losing`).count()).toBe(losing.length);
      const xs = await page.locator(`${LINE} rect.losing`).evaluateAll((rects) => rects.map((rect) => Number(rect.getAttribute('x'))));
      const gaps = xs.slice(1).map((x, index) => x - (xs[index] ?? 0));
      // Each losing size is about twice the one before (3·2^k − 1): nearly equal steps on a log scale.
      const last = gaps.at(-1) ?? 0;
      expect(last).toBeGreaterThan(5);
      for (const gap of gaps.slice(2)) expect(Math.abs(gap - last) / last).toBeLessThan(0.1);
      expect((await lineState(page)).name).toContain('2, 5, 11, 23, 47, 95, 191, 383, 767, 1,535, 3,071, 6,143 and 7 more.');
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    }, { width: 320 });
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`charts - axe-core finds nothing serious in the charts, their table and the sum, ${colorScheme}`, async () => {
      await withPage(
        pageUrl('#heap-games'),
        async (page) => {
          await explore(page, 40, 'misere');
          await page.locator('#heap-chart-frame').focus();
          await page.keyboard.press('+');
          await page.locator('#heap-chart summary').click();
          await page.locator('#heap-chart table caption').waitFor();
          await page.addScriptTag({ content: AXE_SOURCE });
          const findings = await page.evaluate(async () => {
            const axe = (window as unknown as { axe: { run(context: object, options: object): Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[]; passes: { id: string }[] }> } }).axe;
            const result = await axe.run(
              { include: [['#heap-games'], ['#halving']] },
              { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } },
            );
            return {
              violations: result.violations.map(({ id, impact, nodes }) => ({ id, impact, targets: nodes.slice(0, 3).map((node) => JSON.stringify(node.target)) })),
              passed: result.passes.map(({ id }) => id),
            };
          });
          expect(findings.passed).toEqual(expect.arrayContaining(['color-contrast', 'svg-img-alt', 'td-headers-attr', 'button-name']));
          expect(findings.violations.filter(({ impact }) => impact === 'serious' || impact === 'critical')).toEqual([]);
          await shoot(page, '#heap-games', `charts-heap-games-${colorScheme}`);
        },
        { width: 1280, colorScheme },
      );
    });
  }
});
