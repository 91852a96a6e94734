// The heap-games panel in a real browser (see harness.ts): a code's canonical form, values and period, bad codes,
// the engine's opponents, and whole games played through the move list as a person would.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { HeapGame } from '../../src/index.js';
import { pageUrl, shoot, text, useSite, withPage } from './harness.js';

useSite();

/** The heap sizes on the board, heap 1 first. */
async function boardHeaps(page: Page): Promise<number[]> {
  const counts = await page.locator('#heap-board .match-count').allTextContents();
  return counts.map((count) => Number.parseInt(count, 10));
}

/** The text the move list gives a move. */
function optionText(heaps: readonly number[], { heap, take, leave }: { heap: number; take: number; leave: readonly number[] }): string {
  return `Heap ${heap} (${heaps[heap - 1] ?? 0}): take ${take}, leave ${leave.length === 0 ? 'nothing' : leave.join(' and ')}`;
}

/** Plays the person's side until the game ends: `choose` picks a move from the heaps. */
async function playToTheEnd(page: Page, choose: (heaps: number[]) => string): Promise<void> {
  for (let turn = 0; turn < 100 && !(await page.locator('#heap-move-select').isDisabled()); turn += 1) {
    await page.locator('#heap-move-select').selectOption({ label: choose(await boardHeaps(page)) });
    await page.locator('#heap-move button[type=submit]').click();
  }
}

describe('heap games', () => {
  test('heap games - Kayles: canonical code, proved period, values, plot; a won game played perfectly to the end', async () => {
    await withPage(pageUrl('#heap-games'), async (page) => {
      expect(await text(page, '#heap-canonical')).toBe('Canonical code 0.77. Period 12 from heap 71 on, proved.');
      expect(await text(page, '#heap-values')).toBe(`Grundy values of heaps 0 to 39: ${[...HeapGame.parse('0.77').grundyValues(40)].join(' ')}`);
      expect(await page.locator('#heap-plot svg[role=img] title').textContent()).toBe('The Grundy values of heaps 0 to 299, largest 8');
      expect(await text(page, '#heap-status')).toBe('New game of 0.77 on 5, 7. Your move.');
      expect(await boardHeaps(page)).toEqual([5, 7]);
      await shoot(page, '#heap-games', 'heap-games-start');
      const kayles = HeapGame.parse('0.77');
      await playToTheEnd(page, (heaps) => {
        const move = kayles.winningMoves(heaps)[0];
        if (move === undefined) throw new Error(`no winning move from ${heaps.join(',')}`);
        return optionText(heaps, move);
      });
      expect(await text(page, '#heap-status')).toMatch(/^You took \d+ from heap \d+ \(\d+\), leaving [\w ]+\. The computer cannot move\. You win!$/);
      expect(await page.locator('#heap-status').getAttribute('class')).toContain('won');
      expect(await page.locator('#heap-log li').count()).toBeGreaterThan(2);
      await shoot(page, '#heap-games', 'heap-games-won');
    });
  });

  test("heap games - Grundy's game in misère play against MCTS, computer first: legal moves to a finish", async () => {
    await withPage(pageUrl('#heap-games'), async (page) => {
      await page.locator('#heap-code').fill('4!.');
      await page.locator('#heap-heaps').fill('9, 6');
      await page.locator('#heap-games').getByLabel('Misère: the player who moves last loses').check();
      await page.locator('#heap-opponent').selectOption('mcts');
      await page.locator('#heap-games input[name=first][value=computer]').check();
      await page.locator('#heap-setup button[type=submit]').click();
      expect(await text(page, '#heap-canonical')).toBe("Canonical code 4!. Period: not proved.");
      expect(await text(page, '#heap-status')).toMatch(/^The computer took 0 from heap \d \(\d\), leaving \d and \d\. Your move\.$/);
      const grundy = HeapGame.parse('4!');
      await playToTheEnd(page, (heaps) => {
        const heap = heaps.findIndex((size) => grundy.options(size).length > 0) + 1;
        const leave = grundy.options(heaps[heap - 1] ?? 0)[0] ?? [];
        return optionText(heaps, { heap, take: 0, leave });
      });
      expect(await text(page, '#heap-status')).toMatch(/ made the last move\. (You win!|The computer wins\.)$/);
    });
  });

  test('heap games - the opponents are the play engine players of nimkit match; a bad code is explained and the game kept', async () => {
    await withPage(pageUrl('#heap-games'), async (page) => {
      expect(await page.locator('#heap-opponent option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).toEqual(['perfect', 'search', 'mcts', 'erring', 'random']);
      await page.locator('#heap-code').fill('0.8.1');
      await page.locator('#heap-setup button[type=submit]').click();
      expect(await text(page, '#heap-setup-error')).toBe('Code: bad heap-game code "0.8.1": a second "." at position 3.');
      expect(await text(page, '#heap-canonical')).toBe('Canonical code 0.77. Period 12 from heap 71 on, proved.');
      expect(await boardHeaps(page)).toEqual([5, 7]);
      await page.locator('#heap-code').fill('0.3[3]');
      await page.locator('#heap-heaps').fill('1 2 3');
      await page.locator('#heap-setup button[type=submit]').click();
      expect(await text(page, '#heap-setup-error')).toBe('');
      expect(await text(page, '#heap-canonical')).toBe('Canonical code 0.[3]. Period: not proved.');
      expect(await page.locator('#heap-move-select option').count()).toBe(6);
      await page.locator('#heap-heaps').fill('1 61');
      await page.locator('#heap-setup button[type=submit]').click();
      expect(await text(page, '#heap-setup-error')).toBe('Heaps: enter a whole number from 0 to 60.');
    });
  });
});
