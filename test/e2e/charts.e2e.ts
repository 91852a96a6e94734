// The playground's pictures in a real browser (see harness.ts): the halving game's number line (losing sizes in
// both endings, the current size, the sizes a move can reach, the last moves) on a linear and a logarithmic
// scale, and axe-core's verdict on the charts in light and dark.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { halvingLosingNumbersUpTo, halvingRobotMove, createRandom } from '../../src/index.js';
import { pageUrl, shoot, text, useSite, withPage } from './harness.js';

useSite();

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const LINE = '#halving-board svg.number-line';

/** Starts a halving game of `size` counters, the person first. */
async function newHalving(page: Page, size: number, ending: 'misere' | 'normal'): Promise<void> {
  await page.locator('#halving-size').fill(String(size));
  await page.locator(`#halving-setup input[name=ending][value=${ending}]`).check();
  await page.locator('#halving-setup input[name=first][value=human]').check();
  await page.locator('#halving-setup button[type=submit]').click();
}

async function take(page: Page, count: number): Promise<void> {
  await page.locator('#halving-take').fill(String(count));
  await page.locator('#halving-take').press('Enter');
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
  test('charts - halving number line, misère: losing sizes 2, 5, 11 marked, the current size, the reach and both moves of a turn', async () => {
    await withPage(pageUrl('#halving'), async (page) => {
      await newHalving(page, 20, 'misere');
      expect(await lineState(page)).toEqual({
        name: 'Number line from 1 to 20. Losing sizes for the player to move (misère): 2, 5, 11. Now 20.',
        losing: 3,
        labels: ['2', '5', '11'],
        now: 'now 20',
        moves: [],
        reach: 1,
      });
      await take(page, 3);
      // From 17 the robot moves to the losing size 11.
      const robot = halvingRobotMove(17, { play: 'misere', random: createRandom(7) });
      expect(robot).toBe(6);
      expect(await lineState(page)).toEqual({
        name: 'Number line from 1 to 20. Losing sizes for the player to move (misère): 2, 5, 11. Now 11, a losing size. Last: you took 3 from 20, then robot took 6 from 17.',
        losing: 3,
        labels: ['2', '5', '11'],
        now: 'now 11',
        moves: ['you −3', 'robot −6'],
        reach: 1,
      });
      // The marker stands over 11's square.
      const [marker, square] = [await page.locator(`${LINE} .current-dot`).boundingBox(), await page.locator(`${LINE} rect.losing`).nth(2).boundingBox()];
      expect((marker?.x ?? 0) + (marker?.width ?? 0) / 2).toBeCloseTo((square?.x ?? 0) + (square?.width ?? 0) / 2, 0);
      await shoot(page, '#halving-board', 'charts-halving-misere');
    });
  });

  test('charts - halving number line, normal play: losing sizes 1, 3, 7, 15; at the end no reach is shown', async () => {
    await withPage(pageUrl('#halving'), async (page) => {
      await newHalving(page, 16, 'normal');
      expect(await lineState(page)).toMatchObject({ losing: 4, labels: ['1', '3', '7', '15'], now: 'now 16' });
      expect((await lineState(page)).name).toContain('Losing sizes for the player to move (normal): 1, 3, 7, 15.');
      for (let turn = 0; turn < 10 && !(await page.locator('#halving-take').isDisabled()); turn += 1) await take(page, 1);
      expect(await text(page, '#halving-status')).toMatch(/(You win!|The robot wins\.)$/);
      expect((await lineState(page)).reach).toBe(0);
      expect((await lineState(page)).now).toMatch(/^now [12]$/);
    });
  });

  test('charts - a long halving line is logarithmic: the losing sizes up to a million are evenly spread', async () => {
    await withPage(pageUrl('#halving'), async (page) => {
      await newHalving(page, 1_000_000, 'misere');
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
          await newHalving(page, 40, 'misere');
          await take(page, 5);
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
