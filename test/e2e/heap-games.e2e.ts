// The heap-games panel in a real browser (see harness.ts): a code's canonical form and proved period, its Grundy
// values as a chart (axes, bars, the preperiod and period shaded and labelled) that zooms and pans by keys and
// buttons, the values as text and as a table, and who wins a sum of heaps, with every winning move.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { HeapGame } from '../../src/index.js';
import { pageUrl, shoot, text, useSite, withPage } from './harness.js';

useSite();

const FRAME = '#heap-chart-frame';

/** What the chart shows now: the range line, its accessible name, its bar count and its band labels. */
async function chartState(page: Page): Promise<{ range: string; name: string; bars: number; labels: string[] }> {
  return {
    range: await text(page, '#heap-chart-range'),
    name: (await page.locator(`${FRAME} svg[role=img] > title`).textContent()) ?? '',
    // One closed sub-path (ending in Z) per bar.
    bars: ((await page.locator(`${FRAME} .value-bars`).getAttribute('d')) ?? '').split('Z').length - 1,
    labels: await page.locator(`${FRAME} .band-label`).allTextContents(),
  };
}

/** Sets the form and presses Analyse. */
async function analyse(page: Page, { code, count, heaps, misere = false }: { code?: string; count?: string; heaps?: string; misere?: boolean }): Promise<void> {
  if (code !== undefined) await page.locator('#heap-code').fill(code);
  if (count !== undefined) await page.locator('#heap-count').fill(count);
  if (heaps !== undefined) await page.locator('#heap-heaps').fill(heaps);
  await page.locator('#heap-games').getByLabel(misere ? 'Misère: the player who moves last loses' : 'Normal: the player who cannot move loses').check();
  await page.locator('#heap-setup button[type=submit]').click();
}

/** The panel's text for a winning move. */
function moveText(heaps: readonly number[], { heap, take, leave }: { heap: number; take: number; leave: readonly number[] }): string {
  return `Heap ${heap} (${heaps[heap - 1] ?? 0}): take ${take}, leave ${leave.length === 0 ? 'nothing' : leave.join(' and ')}`;
}

describe('heap games', () => {
  test('heap games - Kayles: canonical code, the chart with its axes and the period shaded and labelled, values as text', async () => {
    await withPage(pageUrl('#heap-games'), async (page) => {
      const kayles = HeapGame.parse('0.77');
      expect(await text(page, '#heap-canonical')).toBe('Canonical code 0.77. Period 12 from heap 71 on, proved.');
      expect(await text(page, '#heap-values')).toBe(`Grundy values of heaps 0 to 39: ${[...kayles.grundyValues(40)].join(' ')}`);
      expect(await chartState(page)).toEqual({
        range: 'Heaps 0 to 299 of 300',
        name: 'Bar chart of the Grundy values of 0.77 for heaps 0 to 299 (of 0 to 299); largest value 8; preperiod 71, period 12, proved.',
        bars: 300,
        labels: ['preperiod 0–70', 'period 12 from heap 71'],
      });
      // Axes: values 0 to 8 up the side, round heap numbers along the bottom, both titled.
      expect(await page.locator(`${FRAME} .axis-title`).allTextContents()).toEqual(['heap size n', 'Grundy value G(n)']);
      const ticks = await page.locator(`${FRAME} .tick-label`).allTextContents();
      expect(ticks.slice(0, 5)).toEqual(['0', '2', '4', '6', '8']);
      expect(ticks).toEqual(expect.arrayContaining(['0', '100', '200']));
      // The preperiod is one band, each of the 20 periods in view (71 … 310) another, and a line marks the start.
      expect(await page.locator(`${FRAME} .band-preperiod`).count()).toBe(1);
      expect(await page.locator(`${FRAME} .band-period, ${FRAME} .band-period-alt`).count()).toBe(20);
      expect(await page.locator(`${FRAME} .period-start`).count()).toBe(1);
      // The period starts where the preperiod band ends.
      const [pre, first] = [await page.locator(`${FRAME} .band-preperiod`).boundingBox(), await page.locator(`${FRAME} .band-period`).first().boundingBox()];
      expect(first?.x).toBeCloseTo((pre?.x ?? 0) + (pre?.width ?? 0), 0);
      await shoot(page, '#heap-games', 'heap-games-chart');
    });
  });

  test('heap games - the chart zooms and pans from the keyboard, and the buttons do the same', async () => {
    await withPage(pageUrl('#heap-games'), async (page) => {
      await page.locator(FRAME).focus();
      await page.keyboard.press('+');
      expect(await chartState(page)).toMatchObject({ range: 'Heaps 75 to 224 of 300', bars: 150 });
      await page.keyboard.press('Home');
      expect((await chartState(page)).range).toBe('Heaps 0 to 149 of 300');
      await page.keyboard.press('ArrowRight');
      expect((await chartState(page)).range).toBe('Heaps 15 to 164 of 300');
      await page.keyboard.press('End');
      expect((await chartState(page)).range).toBe('Heaps 150 to 299 of 300');
      // Deep in the periodic part the preperiod is out of view: the period is still named.
      expect((await chartState(page)).labels).toEqual(['period 12 from heap 71']);
      for (let press = 0; press < 6; press += 1) await page.keyboard.press('+');
      await page.keyboard.press('End');
      const narrow = await chartState(page);
      expect(narrow).toMatchObject({ range: 'Heaps 290 to 299 of 300', bars: 10 });
      expect(narrow.name).toContain('for heaps 290 to 299 (of 0 to 299)');
      expect(await page.locator('#heap-chart button', { hasText: 'Zoom in' }).isDisabled()).toBe(true);
      await page.keyboard.press('PageUp');
      expect((await chartState(page)).range).toBe('Heaps 280 to 289 of 300');
      await page.keyboard.press('-');
      expect((await chartState(page)).range).toBe('Heaps 275 to 294 of 300');
      await page.keyboard.press('0');
      expect((await chartState(page)).range).toBe('Heaps 0 to 299 of 300');
      // The same by buttons, each reached and pressed from the keyboard.
      await page.locator('#heap-chart button', { hasText: 'Zoom in' }).press('Enter');
      expect((await chartState(page)).range).toBe('Heaps 75 to 224 of 300');
      await page.getByRole('button', { name: 'Earlier heaps' }).press('Enter');
      expect((await chartState(page)).range).toBe('Heaps 0 to 149 of 300');
      expect(await page.getByRole('button', { name: 'Earlier heaps' }).isDisabled()).toBe(true);
      await page.getByRole('button', { name: 'Later heaps' }).click();
      expect((await chartState(page)).range).toBe('Heaps 75 to 224 of 300');
      await page.locator('#heap-chart button', { hasText: 'Show all' }).click();
      expect((await chartState(page)).range).toBe('Heaps 0 to 299 of 300');
    });
  });

  test('heap games - the chart pans by dragging and zooms by Ctrl + wheel; a plain wheel leaves it alone', async () => {
    await withPage(pageUrl('#heap-games'), async (page) => {
      await page.locator(FRAME).scrollIntoViewIfNeeded();
      const frame = await page.locator(FRAME).boundingBox();
      if (frame === null) throw new Error('no chart');
      const [middleX, middleY] = [frame.x + frame.width / 2, frame.y + frame.height / 2];
      await page.mouse.move(middleX, middleY);
      await page.mouse.wheel(0, 100);
      expect((await chartState(page)).range).toBe('Heaps 0 to 299 of 300');
      await page.keyboard.down('Control');
      await page.mouse.wheel(0, -100);
      await page.keyboard.up('Control');
      const zoomed = await chartState(page);
      expect(zoomed.bars).toBe(150);
      // Dragging to the left brings later heaps into view.
      await page.mouse.move(middleX, middleY);
      await page.mouse.down();
      await page.mouse.move(middleX - 200, middleY, { steps: 4 });
      await page.mouse.up();
      const dragged = await chartState(page);
      expect(dragged.bars).toBe(150);
      const first = (range: string): number => Number(/^Heaps (\d+)/.exec(range)?.[1]);
      expect(first(dragged.range)).toBeGreaterThan(first(zoomed.range));
    });
  });

  test('heap games - a long run: 20,000 values of Dawson’s Kayles, zoomed in to one period; the table lists the heaps in view', async () => {
    await withPage(pageUrl('#heap-games'), async (page) => {
      await analyse(page, { code: '0.07', count: '20000' });
      expect(await text(page, '#heap-canonical')).toBe('Canonical code 0.07. Period 34 from heap 53 on, proved.');
      expect(await chartState(page)).toMatchObject({ range: 'Heaps 0 to 19,999 of 20,000', bars: 20_000 });
      // Too many periods to stripe: the periodic part is one band, still labelled.
      expect(await page.locator(`${FRAME} .band-period`).count()).toBe(1);
      expect((await chartState(page)).labels).toEqual(['preperiod 0–52', 'period 34 from heap 53']);
      await page.locator(FRAME).focus();
      for (let press = 0; press < 9; press += 1) await page.keyboard.press('+');
      await page.keyboard.press('Home');
      const zoomed = await chartState(page);
      expect(zoomed.range).toBe('Heaps 0 to 39 of 20,000');
      await page.locator('#heap-chart summary').click();
      // The table is built when its details open (the toggle event comes a moment after the click).
      await page.locator('#heap-chart table caption').waitFor();
      const cells = await page.locator('#heap-chart table tbody td').allTextContents();
      const dawson = HeapGame.parse('0.07').grundyValues(40);
      expect(cells.filter((cell) => cell !== '')).toEqual([...dawson].map(String));
      expect(await page.locator('#heap-chart table caption').textContent()).toBe('Grundy values G(n) of 0.07, heaps 0 to 39');
      // The table follows the view.
      await page.locator(FRAME).focus();
      await page.keyboard.press('End');
      expect(await page.locator('#heap-chart table caption').textContent()).toBe('Grundy values G(n) of 0.07, heaps 19,960 to 19,999');
      await shoot(page, '#heap-chart', 'heap-games-long-run');
    });
  });

  test("heap games - Grundy's game, 20,000 values by the WebAssembly core: the last heaps in the table are Node's values", async () => {
    await withPage(pageUrl('#heap-games'), async (page) => {
      await analyse(page, { code: '4!', count: '20000' });
      // Past heap 2,048 the sparse-space method computes them, in the browser's main thread.
      expect(await page.locator('#heap-values').getAttribute('data-core')).toBe('wasm');
      expect(await page.evaluate(() => typeof WebAssembly)).toBe('object');
      await page.locator(FRAME).focus();
      for (let press = 0; press < 9; press += 1) await page.keyboard.press('+');
      await page.keyboard.press('End');
      await page.locator('#heap-chart summary').click();
      await page.locator('#heap-chart table caption').waitFor();
      expect(await page.locator('#heap-chart table caption').textContent()).toBe(`Grundy values G(n) of ${HeapGame.parse('4!').name}, heaps 19,960 to 19,999`);
      const cells = await page.locator('#heap-chart table tbody td').allTextContents();
      const grundys = HeapGame.parse('4!').grundyValues(20_000).subarray(19_960);
      expect(cells.filter((cell) => cell !== '')).toEqual([...grundys].map(String));
      expect((await chartState(page)).name).toContain(`largest value ${Math.max(...HeapGame.parse('4!').grundyValues(20_000))}`);
    });
  });

  test("heap games - Grundy's game: no period proved, no bands; a sum in normal and misère play with its winning moves", async () => {
    await withPage(pageUrl('#heap-games'), async (page) => {
      await analyse(page, { code: '4!', count: '200', heaps: '9 6 13' });
      const { name } = HeapGame.parse('4!');
      expect(await text(page, '#heap-canonical')).toBe(`Canonical code ${name}. Period: not proved.`);
      const state = await chartState(page);
      expect(state.name).toBe(`Bar chart of the Grundy values of ${name} for heaps 0 to 199 (of 0 to 199); largest value ${Math.max(...HeapGame.parse('4!').grundyValues(200))}; no period proved.`);
      expect(state.labels).toEqual([]);
      expect(await page.locator(`${FRAME} rect`).count()).toBe(0);
      const grundy = HeapGame.parse('4!');
      const heaps = [9, 6, 13];
      const values = heaps.map((size) => grundy.grundy(size));
      expect(await page.locator('#heap-sum table tbody td').allTextContents()).toEqual(heaps.flatMap((size, index) => [String(size), String(values[index])]));
      const nimSum = values.reduce((sum, value) => sum ^ value, 0);
      expect(await page.locator('#heap-sum tfoot td').textContent()).toBe(String(nimSum));
      const normal = grundy.winningMoves(heaps).map((move) => moveText(heaps, move));
      expect(await text(page, '#heap-outcome')).toBe(nimSum === 0 ? `The player to move loses against best play (the nim-sum of the values is 0).` : `The player to move wins (the nim-sum of the values is ${nimSum}).`);
      expect(await page.locator('#heap-winning-moves li').allTextContents()).toEqual(normal.slice(0, 12));
      await analyse(page, { misere: true });
      const misere = grundy.outcome(heaps, { play: 'misere' });
      expect(await text(page, '#heap-outcome')).toBe(misere === 'N' ? 'The player to move wins (misère play, by exact search).' : 'The player to move loses against best play (misère play, by exact search).');
      expect(await page.locator('#heap-winning-moves li').allTextContents()).toEqual(grundy.winningMoves(heaps, { play: 'misere' }).map((move) => moveText(heaps, move)).slice(0, 12));
    });
  });

  test("heap games - Lasker's Nim: an arithmetic period, its saltus said in the sentence and the chart's name", async () => {
    await withPage(pageUrl('#heap-games'), async (page) => {
      await analyse(page, { code: 'lasker', count: '300' });
      expect(await text(page, '#heap-canonical')).toBe('Canonical code 4.[3]. Period 4 from heap 1 on, each adding 4 to the values, proved.');
      expect((await chartState(page)).name).toMatch(/; preperiod 1, period 4, saltus 4, proved\.$/);
    });
  });

  test('heap games - a losing sum has no winning move; bad input is explained and the analysis kept', async () => {
    await withPage(pageUrl('#heap-games'), async (page) => {
      await analyse(page, { heaps: '1 2 3' });
      expect(HeapGame.parse('0.77').outcome([1, 2, 3])).toBe('P');
      expect(await text(page, '#heap-outcome')).toBe('The player to move loses against best play (the nim-sum of the values is 0).');
      expect(await page.locator('#heap-winning-moves li').count()).toBe(0);
      await analyse(page, { code: '0.8.1' });
      expect(await text(page, '#heap-setup-error')).toBe('Code: bad heap-game code "0.8.1": a second "." at position 3.');
      // CGSuite's digits stop at V: a W-Z typo is refused with the escape it may mean.
      await analyse(page, { code: '0.7x' });
      expect(await text(page, '#heap-setup-error')).toBe('Code: bad heap-game code "0.7x": "x" is not a digit (digits are 0-9 and A-V, 0 to 31; write &33; for the digit 33) at position 3.');
      expect(await text(page, '#heap-canonical')).toBe('Canonical code 0.77. Period 12 from heap 71 on, proved.');
      await analyse(page, { code: '0.77', count: '20001' });
      expect(await text(page, '#heap-setup-error')).toBe('Values: enter a whole number from 10 to 20000.');
      await analyse(page, { count: '300', heaps: '1 1001' });
      expect(await text(page, '#heap-setup-error')).toBe('Heaps: enter a whole number from 0 to 1000.');
      expect((await chartState(page)).range).toBe('Heaps 0 to 299 of 300');
    });
  });

  test('heap games - "Play this sum" sets the Match panel up with the code, the heaps and the ending', async () => {
    await withPage(pageUrl('#heap-games'), async (page) => {
      await analyse(page, { code: '0.07', heaps: '4 6', misere: true });
      await page.locator('#heap-play').click();
      expect(await page.locator('#match-kind').inputValue()).toBe('heap');
      expect(await page.locator('#match-parameters').inputValue()).toBe('0.07:4,6');
      expect(await page.locator('#match-setup input[name=ending][value=misere]').isChecked()).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('match-kind');
    });
  });
  test('heap games - the misère quotient of 0.75 on request, and a misère sum played from it', async () => {
    await withPage(pageUrl('#heap-games'), async (page) => {
      const heaps = [1000, 999, 3];
      await analyse(page, { code: '0.75', heaps: heaps.join(' '), misere: true });
      expect(await page.locator('#heap-quotient dd').count()).toBe(0);
      await page.locator('#heap-quotient-button').click();
      const quotient = HeapGame.parse('0.75').misereQuotient({ maxHeap: 300, maxOrder: 512, maxWork: 2 ** 24 });
      expect(await page.locator('#heap-quotient dt').allTextContents()).toEqual(['Order', 'P-portion', 'Presentation', 'Generators', 'Pretending function', 'Period', 'Valid']);
      const facts = await page.locator('#heap-quotient dd').allTextContents();
      expect(facts.slice(0, 4)).toEqual(['8', '{a, b^2}', '<a,b,c | a^2=1, bc=ab, c^2=b^2, b^3=b>', 'a = heap 1, b = heap 2, c = heap 5']);
      expect(facts[4]?.startsWith('0→1 1→a 2→b 3→a 4→b 5→c')).toBe(true);
      expect(facts.slice(5)).toEqual(['2 from heap 8, proved', 'for every heap size (final): misère sums are played from it']);
      const winner = quotient.outcome(heaps);
      expect(await text(page, '#heap-outcome')).toBe(
        winner === 'N' ? 'The player to move wins (misère play, from the misère quotient of order 8).' : 'The player to move loses against best play (misère play, from the misère quotient of order 8).',
      );
      const moves = quotient.winningMoves(heaps);
      const listed = await page.locator('#heap-winning-moves li').allTextContents();
      expect(listed.slice(0, Math.min(12, moves.length))).toEqual(moves.slice(0, 12).map((move) => moveText(heaps, move)));
      await shoot(page, '#heap-games', 'heap-games-misere-quotient');
    });
  });
});
