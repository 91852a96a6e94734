// The playground's games in a real browser (see harness.ts): each section played through, as a person would.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { fileChecked, pageUrl, SCREENSHOTS, shoot, SITE, text, useSite, withPage } from './harness.js';

useSite();

// ---------------------------------------------------------------------------------------------------------------
// An independent halving solver, written plainly: from n a move takes 1..floor(n / 2); the game stops at 1.

function isHalvingLost(n: number, play: 'misere' | 'normal', memo = new Map<number, boolean>()): boolean {
  const known = memo.get(n);
  if (known !== undefined) return known;
  let lost: boolean;
  if (n <= 1) {
    // Misère: the opponent left the single counter and lost, so the player to move has won. Normal: stuck, lost.
    lost = play === 'normal';
  } else {
    lost = true;
    for (let take = 1; take <= Math.floor(n / 2); take += 1) {
      if (isHalvingLost(n - take, play, memo)) lost = false;
    }
  }
  memo.set(n, lost);
  return lost;
}

/** Every winning take from n, by the plain solver: the moves that leave the opponent a lost size. */
function halvingWinningTakes(n: number, play: 'misere' | 'normal'): number[] {
  const takes: number[] = [];
  for (let take = 1; take <= Math.floor(n / 2); take += 1) if (isHalvingLost(n - take, play)) takes.push(take);
  return takes;
}

/** Shows size `size` with `ending` in the halving explorer. */
async function explore(page: Page, size: number | string, ending: 'misere' | 'normal'): Promise<void> {
  await page.locator('#halving-size').fill(String(size));
  await page.locator(`#halving-setup input[name=ending][value=${ending}]`).check();
  await page.locator('#halving-setup button[type=submit]').click();
}

describe('halving explorer', () => {
  test('halving - the verdict of every size from 2 to 40 in both endings agrees with a plain solver', async () => {
    await withPage(pageUrl('#halving'), async (page) => {
      expect(await text(page, '#halving-verdict')).toBe('20 is a winning size (misère): take 9, leaving 11, a losing size for the opponent.');
      expect(await text(page, '#halving-strategy')).toContain('2, 5, 11, 23, 47, 95, 191, 383, …');
      await shoot(page, '#halving', 'halving-explorer');
      for (const play of ['misere', 'normal'] as const) {
        const ending = play === 'misere' ? 'misère' : 'normal';
        for (let size = 2; size <= 40; size += 1) {
          await explore(page, size, play);
          const verdict = await text(page, '#halving-verdict');
          const takes = halvingWinningTakes(size, play);
          if (takes.length === 0) {
            expect(verdict).toBe(`${size} is a losing size (${ending}): every move, taking 1 to ${Math.floor(size / 2)}, leaves the opponent a winning size.`);
            expect(await page.locator('#halving-verdict').getAttribute('class')).toContain('lost');
          } else {
            const match = /^(\d+) is a winning size \((misère|normal)\): take (\d+), leaving (\d+), a losing size for the opponent\.$/.exec(verdict);
            expect(match, verdict).not.toBeNull();
            expect([Number(match?.[1]), match?.[2]]).toEqual([size, ending]);
            expect(takes).toContain(Number(match?.[3]));
            expect(Number(match?.[4])).toBe(size - Number(match?.[3]));
            expect(await page.locator('#halving-verdict').getAttribute('class')).toContain('won');
          }
          expect(await text(page, '#halving-reach')).toBe(`A move from ${size} takes 1 to ${Math.floor(size / 2)} counters, leaving ${size - Math.floor(size / 2)} to ${size - 1}.`);
        }
      }
    });
  });

  test('halving - the verdict is a live region; the ending redraws at once, by keyboard', async () => {
    await withPage(pageUrl('#halving'), async (page) => {
      expect(await page.locator('#halving-verdict').getAttribute('role')).toBe('status');
      await page.getByLabel('N, the counters').fill('15');
      await page.getByLabel('N, the counters').press('Enter');
      expect(await text(page, '#halving-verdict')).toBe('15 is a winning size (misère): take 4, leaving 11, a losing size for the opponent.');
      await page.getByLabel('Normal: whoever cannot move loses').focus();
      await page.keyboard.press('Space');
      expect(await text(page, '#halving-verdict')).toBe('15 is a losing size (normal): every move, taking 1 to 7, leaves the opponent a winning size.');
      expect(await text(page, '#halving-strategy')).toContain('2^k − 1: 1, 3, 7, 15, 31, 63, 127, 255, …');
      await shoot(page, '#halving', 'halving-explorer-normal-losing');
    });
  });

  test('halving - "Play it on the board" starts halving:N with that ending on the Play board', async () => {
    await withPage(pageUrl('#halving'), async (page) => {
      await explore(page, 23, 'normal');
      await page.locator('#halving-play').click();
      expect(await page.locator('#match-kind').inputValue()).toBe('halving');
      expect(await page.locator('#match-parameters').inputValue()).toBe('23');
      expect(await page.locator('#match-setup input[name=ending][value=normal]').isChecked()).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('match-kind');
      expect(await text(page, '#match-setup-error')).toBe('');
      expect(await text(page, '#match-status')).toMatch(/^New game of halving:23 normal against /);
      expect(await page.locator('#match-board .heaps-board .heap-count').allTextContents()).toEqual(['23 matches']);
      // And by keyboard, in misère play.
      await explore(page, 11, 'misere');
      await page.locator('#halving-play').focus();
      await page.keyboard.press('Enter');
      expect(await page.locator('#match-parameters').inputValue()).toBe('11');
      expect(await page.locator('#match-setup input[name=ending][value=misere]').isChecked()).toBe(true);
      expect(await text(page, '#match-status')).toMatch(/^New game of halving:11 misere against /);
    });
  });

  test('halving - a bad size is explained and the last one kept; a size too big for the board is said so', async () => {
    await withPage(pageUrl('#halving'), async (page) => {
      await page.getByLabel('N, the counters').fill('2.5');
      await page.locator('#halving-setup button[type=submit]').click();
      expect(await text(page, '#halving-setup-error')).toBe('N: "2.5" is not a whole number.');
      expect(await text(page, '#halving-verdict')).toMatch(/^20 is a winning size/);
      await explore(page, 1000, 'misere');
      expect(await text(page, '#halving-setup-error')).toBe('');
      expect(await text(page, '#halving-verdict')).toBe('1000 is a winning size (misère): take 233, leaving 767, a losing size for the opponent.');
      await page.locator('#halving-play').click();
      expect(await text(page, '#halving-play-error')).toBe('The board plays halving from at most 100 counters: pick an N up to 100.');
      expect(await page.locator('#match-kind').inputValue()).not.toBe('halving');
    });
  });
});

// Nim and sticks are played on the play panel's boards (boards*.e2e.ts); the sticks board keeps its keys.
describe('sticks, by keyboard', () => {
  test('sticks - arrow keys, Home and End move along a row and between rows; Enter chooses', async () => {
    await withPage(pageUrl('#match'), async (page) => {
      await page.locator('[data-preset=sticks]').click();
      const focused = (): Promise<string | null> => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
      await page.getByLabel('Row 1, stick 1, unmarked').focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      expect(await focused()).toBe('Row 1, stick 3, unmarked');
      await page.keyboard.press('ArrowLeft');
      expect(await focused()).toBe('Row 1, stick 2, unmarked');
      await page.keyboard.press('ArrowUp'); // no row above: stays
      expect(await focused()).toBe('Row 1, stick 2, unmarked');
      await page.keyboard.press('End');
      expect(await focused()).toBe('Row 1, stick 7, unmarked');
      await page.keyboard.press('ArrowDown'); // row 2 has 5 sticks: the nearest is its last
      expect(await focused()).toBe('Row 2, stick 5, unmarked');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      expect(await focused()).toBe('Row 4, stick 1, unmarked');
      await page.keyboard.press('ArrowDown'); // no row below: stays
      await page.keyboard.press('ArrowRight'); // one stick: stays
      expect(await focused()).toBe('Row 4, stick 1, unmarked');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Home');
      expect(await focused()).toBe('Row 3, stick 1, unmarked');
      await page.keyboard.press('Enter');
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
      expect(await text(page, '#match-board-note')).toBe('Selected 3:1-3');
      expect(await focused()).toBe('Row 3, stick 3, unmarked');
      // Escape clears the selection; Tab goes on to Mark.
      await page.keyboard.press('Escape');
      expect(await text(page, '#match-board-note')).toBe('');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('board-mark');
      await page.keyboard.press('Enter');
      expect(await text(page, '#match-log li:first-child')).toBe('You played 3:3-3.');
    });
  });
});

describe('recorded game file', () => {
  test('file - an invalid game shows Invalid Game. and the exact diagnostic', async () => {
    await withPage(pageUrl('#file'), async (page) => {
      await page.locator('#file-text').fill('12;3\n3;3;6\n0;3\n2;5\n1;4\n');
      await page.locator('#file-form button[type=submit]').click();
      await fileChecked(page);
      expect(await text(page, '#file-output')).toBe('Invalid Game.\n');
      expect(await text(page, '#file-diagnostic')).toBe('line 5, column 3: pile index 1 has 3 tokens, cannot take 4');
      expect(await text(page, '#file-verdict')).toBe('Invalid game (count-exceeds-pile).');
      await shoot(page, '#file', 'file-invalid');
    });
  });

  test('file - a valid game opened from disk shows the transcript byte for byte', async () => {
    await withPage(pageUrl('#file'), async (page) => {
      await page.locator('#file-input').setInputFiles({ name: 'valid_game.txt', mimeType: 'text/plain', buffer: Buffer.from('12;3\n3;3;6\n0;3\n2;5\n1;3\n') });
      await page.waitForFunction(() => document.querySelector('#file-output')?.textContent !== '');
      expect(await text(page, '#file-output')).toBe(
        'Starting State:\n3  3  6\nPlayer 1 takes 3 tokens from the pile 1.\nState:\n0  3  6\nPlayer 2 takes 5 tokens from the pile 3.\nState:\n0  3  1\nPlayer 1 takes 3 tokens from the pile 2.\nState:\n0  0  1\nPlayer 2 loses.\n',
      );
      expect(await text(page, '#file-verdict')).toBe('Valid game: 3 moves, player 2 loses.');
      await shoot(page, '#file', 'file-valid');
    });
  });
});

describe('recorded game file, dropped', () => {
  /** Drops a file holding `content` on the drop box, as the browser does when a file is dragged in. */
  async function dropFile(page: Page, name: string, content: string): Promise<void> {
    const dataTransfer = await page.evaluateHandle(
      ([fileName, fileContent]) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([fileContent], fileName, { type: 'text/plain' }));
        return transfer;
      },
      [name, content] as const,
    );
    await page.dispatchEvent('#file-drop', 'dragover', { dataTransfer });
    expect(await page.locator('#file-drop').getAttribute('class')).toContain('drag-over');
    await page.locator('#file-output').evaluate((output) => {
      output.textContent = '';
    });
    await page.dispatchEvent('#file-drop', 'drop', { dataTransfer });
    await page.waitForFunction(() => document.querySelector('#file-output')?.textContent !== '');
    expect(await page.locator('#file-drop').getAttribute('class')).not.toContain('drag-over');
  }

  test('file - a dropped CRLF file is checked as written', async () => {
    await withPage(pageUrl('#file'), async (page) => {
      await dropFile(page, 'four_piles.txt', '12;4\r\n3;3;6\r\n0;3\r\n');
      // The box shows the text; a textarea keeps line feeds only.
      expect(await page.locator('#file-text').inputValue()).toBe('12;4\n3;3;6\n0;3\n');
      expect(await text(page, '#file-output')).toBe('Invalid Game.\n');
      expect(await text(page, '#file-verdict')).toBe('Invalid game (piles-count-mismatch).');
      expect(await text(page, '#file-diagnostic')).toMatch(/^line 2, column \d+: /);
    });
  });

  // Regression: the page checked the textarea's value, in which the browser has turned each lone carriage return
  // into a line feed, so it called valid a file that the library and `nimkit simulate` reject.
  test('file - a dropped file with lone carriage returns gets the library verdict, until it is edited', async () => {
    await withPage(pageUrl('#file'), async (page) => {
      await dropFile(page, 'old_mac.txt', '12;3\r3;3;6\r0;3\r2;5\r1;3\r');
      expect(await text(page, '#file-output')).toBe('Invalid Game.\n');
      expect(await text(page, '#file-verdict')).toBe('Invalid game (lone-carriage-return).');
      expect(await text(page, '#file-diagnostic')).toBe('line 1, column 5: a carriage return must be followed by a line feed');
      // Once the person edits the box, what is checked is what the box shows (line feeds): a valid game.
      await page.locator('#file-text').press('End');
      await page.locator('#file-text').press('Backspace');
      await page.locator('#file-text').press('Enter');
      await page.locator('#file-form button[type=submit]').click();
      await fileChecked(page);
      expect(await text(page, '#file-verdict')).toBe('Valid game: 3 moves, player 2 loses.');
      expect(await text(page, '#file-diagnostic')).toBe('');
    });
  });
});

describe('offline', () => {
  test('the page works opened from file://', async () => {
    await withPage(pathToFileURL(join(SITE, 'index.html')).href, async (page) => {
      expect(await text(page, '#script-status')).toBe('');
      await page.locator('#halving-size').fill('');
      await page.locator('#halving-size').focus();
      await page.keyboard.type('47');
      await page.keyboard.press('Enter');
      expect(await text(page, '#halving-verdict')).toBe('47 is a losing size (misère): every move, taking 1 to 23, leaves the opponent a winning size.');
      await page.screenshot({ path: join(SCREENSHOTS, 'file-url.png') });
    });
  });
});
