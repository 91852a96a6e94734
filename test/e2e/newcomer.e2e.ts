// Issue 30.14: what a newcomer meets on the Play panel: a first game that can be won (and is, by following the
// hint), a hint that turns off once the game is over, move help that reads as sentences, the panels named as the
// page names them, and a suggested command that runs when pasted (test/cli/playground-commands.test.ts runs them).
import { describe, expect, test } from 'vitest';
import { isWinning } from '../../src/index.js';
import { pageUrl, shoot, text, useSite, withPage } from './harness.js';

useSite();

describe('a newcomer on the Play panel', () => {
  test('issue 30.14: the first game shown is a won position for the newcomer, won by following the hint; the hint then turns off', async () => {
    await withPage(pageUrl(), async (page) => {
      expect(await text(page, '#match-position')).toBe('nim 3,4,5');
      expect(isWinning([3, 4, 5])).toBe(true);
      expect(await text(page, '#match-status')).toBe(
        'New game of nim:3,4,5 normal against the perfect player (in a terminal, the perfect player in your seat: ' +
          'nimkit match --game nim:3,4,5 --players perfect,perfect --rounds 1 --seed 7). Your move.',
      );
      await page.locator('#match-hint').click();
      for (let turn = 0; turn < 20 && !(await page.locator('#match-move-text').isDisabled()); turn += 1) {
        const advice = /take (\d+) from heap (\d+)/.exec(await text(page, '#match-hint-output .hint-move'));
        expect(advice).not.toBeNull();
        await page.locator(`#match-board [aria-label^="Heap ${advice?.[2] ?? ''}, match"][aria-label$=": take ${advice?.[1] ?? ''}"]`).click();
      }
      expect(await text(page, '#match-status')).toMatch(/The computer cannot move\. You win!$/);
      expect(await page.locator('#match-hint').isDisabled()).toBe(true);
      expect(await page.locator('#match-hint-output').isHidden()).toBe(true);
      expect(await page.locator('#match-hint').getAttribute('aria-expanded')).toBe('false');
      await shoot(page, '#match', 'newcomer-won');
      // A new game turns it on again.
      await page.locator('#match-again').click();
      expect(await page.locator('#match-hint').isDisabled()).toBe(false);
    });
  });

  test('issue 30.14: the typed-move help is a sentence for every game ("Write the number of counters to take, e.g. 3.")', async () => {
    await withPage(pageUrl(), async (page) => {
      const kinds = await page.locator('#match-kind option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
      const helps: Record<string, string> = {};
      for (const kind of kinds) {
        await page.locator('#match-kind').selectOption(kind);
        await page.locator('#match-setup button[type=submit]').click();
        helps[kind] = await text(page, '#match-move-help');
        // "Write" and then a notation in capitals or a phrase in lower case, never a capitalised sentence.
        expect(helps[kind], kind).toMatch(/^Write (?:[A-Z]+[:,\-+]|[a-z])/);
      }
      expect(helps.halving).toBe('Write the number of counters to take, e.g. 3.');
      expect(helps.fibonacci).toBe('Write the number of counters to take, e.g. 2.');
      expect(helps.turning).toBe('Write the squares to turn, e.g. 2,5; a ruler run may be written 3-5.');
      await page.locator('#match-kind').selectOption('halving');
      await page.locator('#match-setup button[type=submit]').click();
      await page.locator('#match-play').click();
      expect(await text(page, '#match-move-error')).toBe('Type a move: the number of counters to take, e.g. 3.');
    });
  });

  test('issue 30.14: the page names the Play panel as its heading does, never a "Match panel"', async () => {
    await withPage(pageUrl(), async (page) => {
      expect(await text(page, '#match-title')).toMatch(/^Play: /);
      expect(await text(page, '#heap-play')).toBe('Play this sum on the Play panel');
      expect(await page.locator('body').innerText()).not.toMatch(/Match panel/i);
    });
  });

  test('issue 30.14: a suggested command quotes what bash would read (heap:4!.0)', async () => {
    await withPage(pageUrl(), async (page) => {
      await page.locator('#match-kind').selectOption('heap');
      await page.locator('#match-parameters').fill('4!.0:5,7');
      await page.locator('#match-misere').check();
      await page.locator('#match-opponent').selectOption('mcts');
      await page.locator('#match input[name=first][value=computer]').check();
      await page.locator('#match-setup button[type=submit]').click();
      expect(await text(page, '#match-status')).toContain(
        "(in a terminal, the perfect player in your seat: nimkit match --game 'heap:4!.0:5,7' --players mcts:500,perfect --rounds 1 --seed 7 --play misere).",
      );
    });
  });
});
