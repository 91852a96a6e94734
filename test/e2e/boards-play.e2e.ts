// The play panel's controls around the board (see harness.ts): undo, redo, play again, the move list stepped
// through, the presets of the original games, the Nim hint, typed moves and the last move highlighted.
import { describe, expect, test } from 'vitest';
import { gameFromSpec, nimGame } from '../../src/index.js';
import { pageUrl, shoot, text, useSite, withPage } from './harness.js';
import { startGame, stateOnPage } from './boards-helpers.js';

useSite();

describe('boards, controls', () => {
  test('boards - undo, redo, stepping through the move list, and playing on from a past position', async () => {
    await withPage(pageUrl('#match'), async (page) => {
      await startGame(page, { kind: 'nim', parameters: '1,3,5,7', spec: 'nim:1,3,5,7' }, { opponent: 'random' });
      expect(await page.locator('#match-undo').isDisabled()).toBe(true);
      await page.locator('#match-board [aria-label="Heap 4, match 7 of 7: take 1"]').click();
      await page.locator('#match-board [aria-label^="Heap 3, match 5 of "]').click();
      const moves = await page.locator('#match-log li').allTextContents();
      expect(moves).toHaveLength(4);
      expect(moves[0]).toBe('You played 4:1, leaving nim 1,3,5,6.');
      // The computer's last move is highlighted on the board.
      expect(await page.locator('#match-board .by-computer').count()).toBeGreaterThan(0);
      // Undo goes back to before your last move; again, to the start; redo goes forward the same way.
      await page.locator('#match-undo').click();
      expect(await page.locator('#match-log [aria-current=step]').textContent()).toBe(moves[1]);
      await page.locator('#match-undo').click();
      expect(await text(page, '#match-position')).toBe('nim 1,3,5,7');
      expect(await page.locator('#match-log [aria-current=step]').count()).toBe(0);
      expect(await text(page, '#match-status')).toBe('The start. Your move from here: playing drops the later moves.');
      expect(await page.locator('#match-undo').isDisabled()).toBe(true);
      await page.locator('#match-redo').click();
      expect(await page.locator('#match-log [aria-current=step]').textContent()).toBe(moves[1]);
      await page.locator('#match-redo').click();
      expect(await page.locator('#match-redo').isDisabled()).toBe(true);
      expect(await page.locator('#match-log [aria-current=step]').textContent()).toBe(moves[3]);
      // Step by step: Back, Forward, Start, Latest and a click on a move of the list.
      await page.locator('#match-back').click();
      expect(await page.locator('#match-log [aria-current=step]').textContent()).toBe(moves[2]);
      expect(await text(page, '#match-status')).toBe(`Move 3 of 4: ${moves[2] ?? ''}`);
      // The person's own move was shown: the computer was to move, so the board cannot be played.
      expect(await page.locator('#match-board [aria-disabled="true"]').count()).toBe(await page.locator('#match-board button').count());
      await page.locator('#match-first').click();
      expect(await text(page, '#match-position')).toBe('nim 1,3,5,7');
      await page.locator('#match-forward').click();
      expect(await page.locator('#match-log [aria-current=step]').textContent()).toBe(moves[0]);
      await page.locator('#match-latest').click();
      expect(await page.locator('#match-log [aria-current=step]').textContent()).toBe(moves[3]);
      await page.locator('#match-log li button').nth(1).click();
      expect(await page.locator('#match-log [aria-current=step]').textContent()).toBe(moves[1]);
      // Playing from there drops the later moves.
      await page.locator('#match-board [aria-label^="Heap 4, match"][aria-label$=": take 1"]').click();
      const after = await page.locator('#match-log li').allTextContents();
      expect(after.slice(0, 2)).toEqual(moves.slice(0, 2));
      expect(after[2]).toMatch(/^You played 4:1, leaving nim /);
      expect(after).toHaveLength(4);
      await stateOnPage(page, gameFromSpec('nim:1,3,5,7'));
      await shoot(page, '#match', 'boards-undo');
    });
  });

  test('boards - play again restarts the same game; the presets start the original games on their boards', async () => {
    await withPage(pageUrl('#match'), async (page) => {
      await page.locator('#match-board [aria-label="Heap 1, match 1 of 3: take 3"]').click();
      expect(await page.locator('#match-log li').count()).toBe(2);
      await page.locator('#match-again').click();
      expect(await page.locator('#match-log li').count()).toBe(0);
      expect(await text(page, '#match-position')).toBe('nim 3,4,5');
      expect(await text(page, '#match-status')).toBe('New game of nim:3,4,5 normal. Your move.');
      const presets: [string, string, string, string][] = [
        ['nim', 'nim 3,4,5', 'heaps', 'New game of nim:3,4,5 normal against the perfect player (in a terminal, the perfect player in your seat: nimkit match --game nim:3,4,5 --players perfect,perfect --rounds 1 --seed 7). Your move.'],
        ['halving', 'halving 20', 'heaps', 'New game of halving:20 misere against the perfect player (in a terminal, the perfect player in your seat: nimkit match --game halving:20 --players perfect,perfect --rounds 1 --seed 7). Your move.'],
        ['sticks', String(gameFromSpec('sticks:7,5,3,1', { play: 'misere' }).start).replace(/\nplayer 0 to move$/, ''), 'sticks', 'New game of sticks:7,5,3,1 misere against the perfect player (in a terminal, the perfect player in your seat: nimkit match --game sticks:7,5,3,1 --players perfect,perfect --rounds 1 --seed 7). Your move.'],
      ];
      for (const [preset, position, board, status] of presets) {
        await page.locator(`[data-preset=${preset}]`).click();
        expect(await text(page, '#match-position')).toBe(position);
        expect(await page.locator('#match-board').getAttribute('data-board')).toBe(board);
        expect(await text(page, '#match-status')).toBe(status);
        // The preset puts the focus on the board, ready for the arrow keys.
        expect(await page.evaluate(() => document.getElementById('match-board')?.contains(document.activeElement))).toBe(true);
      }
    });
  });

  test('boards - the Nim hint: the nim-sum in binary and the winning move, followed to a win', async () => {
    await withPage(pageUrl('#match'), async (page) => {
      await page.locator('[data-preset=nim]').click();
      expect(await page.locator('#match-hint-output').isHidden()).toBe(true);
      await page.locator('#match-hint').click();
      expect(await page.locator('#match-hint').getAttribute('aria-expanded')).toBe('true');
      const hint = await text(page, '#match-hint-output');
      expect(hint).toContain('Nim-sum2010');
      expect(hint).toContain('Winning move: take 2 from heap 1.');
      await shoot(page, '#match', 'boards-nim-hint');
      for (let turn = 0; turn < 20 && !(await page.locator('#match-move-text').isDisabled()); turn += 1) {
        const advice = /take (\d+) from heap (\d+)/.exec(await text(page, '#match-hint-output .hint-move'));
        expect(advice).not.toBeNull();
        await page.locator(`#match-board [aria-label^="Heap ${advice?.[2] ?? ''}, match"][aria-label$=": take ${advice?.[1] ?? ''}"]`).click();
      }
      expect(await text(page, '#match-status')).toMatch(/The computer cannot move\. You win!$/);
      expect(await page.locator('#match-log li').first().textContent()).toBe('You played 1:2, leaving nim 1,4,5.');
      // Other games have no Nim table: their hint gives the position's Grundy value (issue 27, item 5).
      await page.locator('[data-preset=halving]').click();
      expect(await page.locator('#match-hint').isHidden()).toBe(false);
      await page.locator('#match-hint').click();
      expect(await page.locator('#match-hint-output table').count()).toBe(0);
      expect(await text(page, '#match-hint-output .hint-value')).toMatch(/^Grundy value \d+: its normal-play value; in misère play the value alone does not say who wins\.$/);
    });
  });

  test('boards - a heap game whose take leaves a choice lists the splits; Escape cancels', async () => {
    await withPage(pageUrl('#match'), async (page) => {
      await startGame(page, { kind: 'heap', parameters: '0.77:5', spec: 'heap:0.77:5' });
      await page.locator('#match-board [aria-label="Heap 1, match 5 of 5: take 1"]').click();
      expect(await page.locator('.board-choices button').allTextContents()).toEqual(['leave 4', 'leave 1 and 3', 'leave 2 and 2', 'Cancel']);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('leave 4');
      await page.keyboard.press('Escape');
      expect(await page.locator('.board-choices').count()).toBe(0);
      expect(await page.evaluate(() => document.getElementById('match-board')?.contains(document.activeElement))).toBe(true);
      await page.locator('#match-board [aria-label="Heap 1, match 5 of 5: take 1"]').click();
      await page.locator('.board-choices button', { hasText: 'leave 2 and 2' }).click();
      expect(await page.locator('#match-log li').first().textContent()).toBe('You played 1:1->2,2, leaving heap game 0.77 on 2,2.');
    });
  });

  test('boards - Moore and sticks refuse what is not a move, and say why', async () => {
    await withPage(pageUrl('#match'), async (page) => {
      await startGame(page, { kind: 'moore', parameters: '2:1,2,3', spec: 'moore:2:1,2,3' });
      await page.locator('#match-board [aria-label="Heap 1, match 1 of 1: take 1"]').click();
      await page.locator('#match-board [aria-label="Heap 2, match 2 of 2: take 1"]').click();
      expect(await text(page, '#match-board-note')).toBe('Selected: 1 from heap 1 and 1 from heap 2.');
      await page.locator('#match-board [aria-label="Heap 3, match 3 of 3: take 1"]').click();
      expect(await text(page, '#match-board-note')).toBe('A move takes from at most 2 heaps: clear one first.');
      await page.locator('#board-take').click();
      expect(await page.locator('#match-log li').first().textContent()).toBe('You played 1:1+2:1, leaving moore k=2, heaps 0,1,3.');
      await page.locator('[data-preset=sticks]').click();
      await page.locator('#match-board [aria-label="Row 1, stick 1, unmarked"]').click();
      await page.locator('#match-board [aria-label="Row 1, stick 3, unmarked"]').click();
      expect(await text(page, '#match-board-note')).toBe('Selected 1:1-3');
      await page.locator('#board-mark').click();
      expect(await page.locator('#match-log li').first().textContent()).toBe('You played 1:1-3.');
      expect(await page.locator('#match-board .stick.last.by-computer').count()).toBeGreaterThan(0);
    });
  });

  test('boards - typed moves are the keyboard path beside the board, and bad ones are explained', async () => {
    await withPage(pageUrl('#match'), async (page) => {
      await page.locator('#match-move-text').fill('9:9');
      await page.locator('#match-play').click();
      expect(await text(page, '#match-move-error')).toBe('9:9 is not a legal move here.');
      await page.locator('#match-move-text').fill('x');
      await page.locator('#match-move-text').press('Enter');
      expect(await text(page, '#match-move-error')).toBe('"x" is not a move of this game: write HEAP:COUNT, e.g. 4:2 takes 2 from heap 4.');
      const game = nimGame([1, 3, 5, 7]);
      await page.locator('#match-move-text').fill(game.formatMove(game.start.moveAt(0)));
      await page.locator('#match-move-text').press('Enter');
      expect(await text(page, '#match-move-error')).toBe('');
      expect(await page.locator('#match-log li').count()).toBe(2);
    });
  });
});
