// Issue 27, item 5: the Play panel plays sums. The parts drawn side by side on their own boards, each labelled
// with its Grundy value; a click in a part plays { part, move }; the hint names the part to move in and why (the
// nim-sum, normal play) or says it comes from the solver (misère); every game's hint gives its Grundy value; the
// parts wrap on narrow screens without sideways scrolling. The values are checked against a plain mex written
// here, not the library's theory.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { gameFromSpec, grundyValue, parseMatchRecord, replayRecord } from '../../src/index.js';
import type { State, SumMove, SumState } from '../../src/index.js';
import { startGame, stateOnPage, stepsFor } from './boards-helpers.js';
import { pageUrl, SCREENSHOTS, shoot, text, useSite, withPage } from './harness.js';

useSite();

const SUM = { kind: 'sum', parameters: 'heap:0.77:7 + nim:3,4 + wythoff:3,5', spec: 'heap:0.77:7 + nim:3,4 + wythoff:3,5' } as const;
/** Each part's kind on the panel, for the clicks that play its moves. */
const PART_KINDS = ['heap', 'nim', 'wythoff'] as const;

/** The nim value by brute force: the least value no follower has, remembered by game and position. */
function mex(state: State<unknown>, memo = new Map<string, number>()): number {
  const key = `${state.game.name} ${state.key().replace(/^[01]:/, '')}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const followers = new Set(state.moves().map((move) => mex(state.play(move), memo)));
  let value = 0;
  while (followers.has(value)) value += 1;
  memo.set(key, value);
  return value;
}

async function labels(page: Page): Promise<string[]> {
  return page.locator('#match-board .sum-part-label').allTextContents();
}

/** Plays the sum move `move` by clicking in its part's board. */
async function clickSumMove(page: Page, state: SumState, move: SumMove, kinds: readonly string[]): Promise<void> {
  const part = state.parts()[move.part - 1];
  if (part === undefined) throw new Error(`no part ${move.part}`);
  const scope = `#match-board [data-part="${move.part}"]`;
  for (const step of stepsFor(kinds[move.part - 1] ?? '', part, move.move)) await page.locator(`${scope} ${step}`).click();
}

describe('item 5 - the Play panel plays sums', () => {
  test('item 5 - Kayles + Nim + Wythoff by clicking: parts labelled with their values, the hint names the part and a nim-sum of 0 after its move', async () => {
    await withPage(pageUrl('#match'), async (page) => {
      await startGame(page, SUM);
      const game = gameFromSpec(SUM.spec);
      expect(await page.locator('#match-board').getAttribute('data-board')).toBe('sum');
      expect(await page.locator('#match-board .sum-part-spec').allTextContents()).toEqual(['heap:0.77:7', 'nim:3,4', 'wythoff:3,5']);
      // Kayles 7 is worth 2, Nim 3,4 is worth 7, Wythoff 3,5 is a P-position.
      expect(await labels(page)).toEqual(['Part 1 · value 2', 'Part 2 · value 7', 'Part 3 · value 0']);
      await page.locator('#match-hint').click();
      expect(await text(page, '#match-hint-output .hint-sum')).toBe("The parts' values: 2 ⊕ 7 ⊕ 0 = 5 (their nim-sum, the value of the sum).");
      await shoot(page, '#match', 'sums-start-hint');
      let turns = 0;
      for (; turns < 30 && !(await page.locator('#match-move-text').isDisabled()); turns += 1) {
        const state = (await stateOnPage(page, game)) as SumState;
        const memo = new Map<string, number>();
        const values = state.parts().map((part) => mex(part, memo));
        // Every label shows its part's value in the position on the board.
        expect(await labels(page)).toEqual(values.map((value, index) => `Part ${index + 1} · value ${value}`));
        const advice = page.locator('#match-hint-output .hint-move');
        const written = (await advice.getAttribute('data-move')) ?? '';
        const move = game.parseMove(written) as SumMove;
        expect(move, written).not.toBeNull();
        // The hint names the part, the move in it, and the values after it, whose nim-sum is 0.
        const after = state.play(move).parts().map((part) => mex(part, memo));
        expect(after.reduce((sum, value) => sum ^ value, 0)).toBe(0);
        const part = state.parts()[move.part - 1];
        expect(await advice.textContent()).toBe(
          `Move in part ${move.part} (${['heap:0.77:7', 'nim:3,4', 'wythoff:3,5'][move.part - 1] ?? ''}): play ${part?.game.formatMove(move.move) ?? ''}, which takes its value from ${values[move.part - 1]} to ${after[move.part - 1]}; ` +
            `the values are then ${after.join(' ⊕ ')} = 0, and the computer must move from a nim-sum of 0.`,
        );
        await clickSumMove(page, state, move, PART_KINDS);
        if (turns === 0) await shoot(page, '#match', 'sums-after-first-move');
      }
      expect(turns).toBeGreaterThan(1);
      expect(await text(page, '#match-status')).toMatch(/The computer cannot move\. You win!$/);
      const final = await stateOnPage(page, game);
      expect(final.isTerminal).toBe(true);
      expect(await labels(page)).toEqual(['Part 1 · value 0', 'Part 2 · value 0', 'Part 3 · value 0']);
      await shoot(page, '#match', 'sums-won');
      // The record of the game names the sum, so it loads back onto the sum board, to step through.
      await page.locator('#match-records summary').click();
      const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#record-save').click()]);
      expect(download.suggestedFilename()).toBe('nimkit-heap_0.77_7_nim_3,4_wythoff_3,5.txt');
      const saved = await page.locator('#record-text').inputValue();
      const record = parseMatchRecord(saved);
      expect(record.game).toBe(SUM.spec);
      expect(replayRecord(game, record).failure).toBeNull();
      await startGame(page, { kind: 'nim', parameters: '1', spec: 'nim:1' });
      await page.locator('#record-text').fill(saved);
      await page.locator('#record-load').click();
      expect(await page.locator('#match-board').getAttribute('data-board')).toBe('sum');
      expect(await labels(page)).toEqual(['Part 1 · value 2', 'Part 2 · value 7', 'Part 3 · value 0']);
      expect(await text(page, '#match-position')).toBe('heap game 0.77 on 7 + nim 3,4 + wythoff 3,5');
    });
  });

  test('item 5 - a lost sum: the hint says the nim-sum is 0; a part is played from the keyboard', async () => {
    await withPage(pageUrl('#match'), async (page) => {
      await startGame(page, { kind: 'sum', parameters: 'nim:3 + wythoff:1,2 + heap:kayles:3', spec: 'nim:3 + wythoff:1,2 + heap:0.77:3' }, { opponent: 'random' });
      expect(await labels(page)).toEqual(['Part 1 · value 3', 'Part 2 · value 0', 'Part 3 · value 3']);
      await page.locator('#match-hint').click();
      expect(await text(page, '#match-hint-output .hint-sum')).toBe("The parts' values: 3 ⊕ 0 ⊕ 3 = 0 (their nim-sum, the value of the sum).");
      expect(await text(page, '#match-hint-output .hint-move')).toBe(
        'No winning move: the nim-sum is 0, so every move changes one value and leaves a nim-sum other than 0, which the computer can bring back to 0.',
      );
      // Tab into part 2's board (Wythoff: the queen) past part 1's, then the arrow keys and Enter.
      await page.locator('[data-preset="sticks"]').focus();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('[data-part]')?.getAttribute('data-part'))).toBe('1');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('[data-part]')?.getAttribute('data-part'))).toBe('2');
      const target = '[aria-label="Square 0, 2: move here, taking 1 and 0"]';
      for (let step = 0; step < 10 && !(await page.locator(`#match-board [data-part="2"] ${target}`).evaluate((cell) => cell === document.activeElement)); step += 1) {
        const [row, column] = await page.evaluate(() => [Number((document.activeElement as HTMLElement).dataset.row), Number((document.activeElement as HTMLElement).dataset.column)]);
        // Square 0, 2 is the top row (row 0), column 0.
        await page.keyboard.press(row > 0 ? 'ArrowUp' : column > 0 ? 'ArrowLeft' : 'ArrowRight');
      }
      await page.keyboard.press('Enter');
      expect(await page.locator('#match-log li').first().textContent()).toMatch(/^You played 2:1,0, leaving nim 3 \+ wythoff 0,2 \+ /);
      // The focus stays in the sum board for the next move.
      expect(await page.evaluate(() => document.getElementById('match-board')?.contains(document.activeElement))).toBe(true);
    });
  });

  test('item 5 - misère sums: the hint is the solver\'s (or Bouton\'s misère rule for Nim parts), never the nim-sum rule', async () => {
    await withPage(pageUrl('#match'), async (page) => {
      const spec = 'heap:0.77:7 + wythoff:3,5';
      await page.locator('#match-kind').selectOption('sum');
      await page.locator('#match-parameters').fill(spec);
      await page.locator('#match-misere').check();
      await page.locator('#match-setup button[type=submit]').click();
      expect(await text(page, '#match-setup-error')).toBe('');
      const game = gameFromSpec(spec, { play: 'misere' });
      await page.locator('#match-hint').click();
      for (let turn = 0; turn < 30 && !(await page.locator('#match-move-text').isDisabled()); turn += 1) {
        const hint = await text(page, '#match-hint-output .hint-move');
        expect(hint).toMatch(/^Misère play: the nim-sum of the values does not decide a misère sum\. This hint comes from the exact search of the library's solver over the sum's positions: move in part \d \(/);
        expect(hint).not.toContain('= 0');
        const state = (await stateOnPage(page, game)) as SumState;
        const move = game.parseMove((await page.locator('#match-hint-output .hint-move').getAttribute('data-move')) ?? '') as SumMove;
        await clickSumMove(page, state, move, ['heap', 'wythoff']);
      }
      expect(await text(page, '#match-status')).toMatch(/You win!$/);
      await page.locator('#match-kind').selectOption('sum');
      await page.locator('#match-parameters').fill('nim:1,2 + nim:3');
      await page.locator('#match-misere').check();
      await page.locator('#match-setup button[type=submit]').click();
      await page.locator('#match-hint').click();
      expect(await text(page, '#match-hint-output .hint-move')).toBe(
        "Misère play: the nim-sum of the values does not decide a misère sum. Every part is Nim, so the sum is one Nim game, and this hint is Bouton's misère rule: every move loses against perfect play.",
      );
      await shoot(page, '#match', 'sums-misere-hint');
    });
  });

  test('item 5 - every game\'s hint gives its Grundy value', async () => {
    await withPage(pageUrl('#match'), async (page) => {
      await page.locator('[data-preset=nim]').click();
      await page.locator('#match-hint').click();
      expect(await text(page, '#match-hint-output .hint-value')).toBe('Grundy value 2: the player to move wins, by moving to a position of value 0.');
      const cases: [string, string, string][] = [
        ['wythoff', '3,5', 'Grundy value 0: the player to move loses against perfect play.'],
        ['moore', '2:1,2,3', `Grundy value ${grundyValue(gameFromSpec('moore:2:1,2,3').start)}: the player to move wins, by moving to a position of value 0.`],
        ['halving', '20', `Grundy value ${grundyValue(gameFromSpec('halving:20').start)}: its normal-play value; in misère play the value alone does not say who wins.`],
      ];
      for (const [kind, parameters, expected] of cases) {
        await startGame(page, { kind, parameters, spec: `${kind}:${parameters}` });
        expect(await page.locator('#match-hint').isHidden()).toBe(false);
        if ((await page.locator('#match-hint').getAttribute('aria-expanded')) !== 'true') await page.locator('#match-hint').click();
        expect(await text(page, '#match-hint-output .hint-value'), kind).toBe(expected);
      }
      expect(mex(gameFromSpec('moore:2:1,2,3').start)).toBe(grundyValue(gameFromSpec('moore:2:1,2,3').start));
    });
  });

  test('item 5 - a sum the page cannot play is refused with the reason', async () => {
    await withPage(pageUrl('#match'), async (page) => {
      const refusals: [string, string][] = [
        ['nim:3,4', 'Sum: enter 2 to 4 games joined by +, e.g. heap:0.77:7 + nim:3,4 + wythoff:3,5.'],
        ['nim:1 + nim:2 + nim:3 + nim:4 + nim:5', 'Sum: enter 2 to 4 games joined by +, e.g. heap:0.77:7 + nim:3,4 + wythoff:3,5.'],
        ['nim:16 + nim:1', 'Part 1 (nim:16): Heaps: enter a whole number from 0 to 15.'],
      ];
      for (const [parameters, error] of refusals) {
        await page.locator('#match-kind').selectOption('sum');
        await page.locator('#match-parameters').fill(parameters);
        await page.locator('#match-setup button[type=submit]').click();
        expect(await text(page, '#match-setup-error')).toBe(error);
      }
    });
  });

  for (const width of [320, 390, 600] as const) {
    test(`item 5 - at ${width} px the parts wrap and nothing scrolls sideways`, async () => {
      await withPage(
        pageUrl('#match'),
        async (page) => {
          await startGame(page, { kind: 'sum', parameters: 'heap:0.77:7 + nim:3,4 + wythoff:3,5 + moore:2:1,2,3', spec: '' });
          await page.locator('#match-hint').click();
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow).toBeLessThanOrEqual(0);
          const board = await page.locator('#match-board').boundingBox();
          const parts = await page.locator('#match-board .sum-part').evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
          expect(parts).toHaveLength(4);
          for (const part of parts) {
            expect(part.left).toBeGreaterThanOrEqual(board?.x ?? 0);
            expect(part.right).toBeLessThanOrEqual((board?.x ?? 0) + (board?.width ?? 0) + 0.5);
          }
          // On a phone the parts stack: each starts below the one before.
          if (width < 600) for (let index = 1; index < parts.length; index += 1) expect(parts[index]?.top).toBeGreaterThan(parts[index - 1]?.bottom ?? 0);
          await page.locator('#match').screenshot({ path: join(SCREENSHOTS, `sums-${width}.png`) });
        },
        { width, height: 900 },
      );
    });
  }
});
