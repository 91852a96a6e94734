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

function halvingWinningTake(n: number, play: 'misere' | 'normal'): number {
  for (let take = 1; take <= Math.floor(n / 2); take += 1) if (isHalvingLost(n - take, play)) return take;
  return 1;
}

const HALVING_MOVE = /^(You|The robot) took (\d+), leaving (\d+)\.$/;

/** Plays the halving section with perfect moves until the game ends; returns the move list. */
async function playHalvingToTheEnd(page: Page, start: number, play: 'misere' | 'normal'): Promise<string[]> {
  for (let turn = 0; turn < 100 && !(await page.locator('#halving-take').isDisabled()); turn += 1) {
    const size = Number.parseInt(await text(page, '#halving-board .heap-size'), 10);
    await page.locator('#halving-take').fill(String(halvingWinningTake(size, play)));
    await page.locator('#halving-take').press('Enter');
  }
  const moves = await page.locator('#halving-log li').allTextContents();
  // Every move in the list is legal and follows from the one before: the robot's too.
  let size = start;
  for (const move of moves) {
    const match = HALVING_MOVE.exec(move);
    expect(match, move).not.toBeNull();
    const take = Number(match?.[2]);
    expect(take).toBeGreaterThanOrEqual(1);
    expect(take).toBeLessThanOrEqual(Math.floor(size / 2));
    size -= take;
    expect(Number(match?.[3])).toBe(size);
  }
  expect(size).toBe(1);
  return moves;
}

describe('halving', () => {
  test('halving - misère game from 20 against the robot, played to the end', async () => {
    await withPage(pageUrl('#halving'), async (page) => {
      expect(await text(page, '#halving-status')).toBe('New game with 20 counters. Your move: take 1 to 10.');
      expect(await text(page, '#halving-strategy')).toContain('2, 5, 11, 23, 47, 95, 191, 383, …');
      await shoot(page, '#halving', 'halving-start');
      const moves = await playHalvingToTheEnd(page, 20, 'misere');
      expect(moves[0]).toBe('You took 9, leaving 11.');
      expect(await text(page, '#halving-status')).toMatch(/ The robot left a single counter\. You win!$/);
      expect(await text(page, '#halving-board .heap-size')).toBe('1 counter');
      expect(await page.locator('#halving-status').getAttribute('class')).toContain('won');
      await shoot(page, '#halving', 'halving-misere-end');
    });
  });

  test('halving - normal game from 15, robot first, with an illegal take refused', async () => {
    await withPage(pageUrl('#halving'), async (page) => {
      await page.getByLabel('Counters').fill('15');
      await page.getByLabel('Whoever cannot move loses').check();
      await page.getByLabel('Robot', { exact: true }).check();
      await page.getByLabel("Robot's random seed").fill('2024');
      await page.locator('#halving-setup button[type=submit]').click();
      // 15 = 2^4 - 1 is lost for the robot, so it moves at random.
      const afterRobot = Number.parseInt(await text(page, '#halving-board .heap-size'), 10);
      expect(afterRobot).toBeGreaterThanOrEqual(8);
      expect(afterRobot).toBeLessThanOrEqual(14);
      await page.locator('#halving-take').fill(String(Math.floor(afterRobot / 2) + 1));
      await page.locator('#halving-take').press('Enter');
      expect(await text(page, '#halving-status')).toBe(
        `You can take 1 to ${Math.floor(afterRobot / 2)} counters from ${afterRobot}.`,
      );
      expect(await page.locator('#halving-log li').count()).toBe(1);
      await playHalvingToTheEnd(page, 15, 'normal');
      expect(await text(page, '#halving-status')).toMatch(/ The robot cannot move\. You win!$/);
      await shoot(page, '#halving', 'halving-normal-end');
    });
  });

  test('halving - a bad setup is explained and the game is kept', async () => {
    await withPage(pageUrl('#halving'), async (page) => {
      await page.getByLabel('Counters').fill('2.5');
      await page.locator('#halving-setup button[type=submit]').click();
      expect(await text(page, '#halving-setup-error')).toBe('Counters: "2.5" is not a whole number.');
      expect(await text(page, '#halving-board .heap-size')).toBe('20 counters');
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
      await page.locator('#halving-take').focus();
      await page.keyboard.type('9');
      await page.keyboard.press('Enter');
      expect(await text(page, '#halving-status')).toMatch(/^You took 9, leaving 11\. The robot took \d+, leaving \d+\. Your move: take 1 to \d+\.$/);
      await page.screenshot({ path: join(SCREENSHOTS, 'file-url.png') });
    });
  });
});
