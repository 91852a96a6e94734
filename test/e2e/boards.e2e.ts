// The drawn boards of the play panel in a real browser (see harness.ts): a whole game on every board, by mouse
// and by keyboard only, each move checked against the library replaying the move list.
import { describe, expect, test } from 'vitest';
import { perfectPlayer } from '../../src/index.js';
import { CASES, playOnBoard, startGame } from './boards-helpers.js';
import { pageUrl, shoot, text, useSite, withPage } from './harness.js';

useSite();

describe('boards', () => {
  for (const entry of CASES) {
    test(`boards - ${entry.spec}: a whole game by mouse (perfect moves), then one by keyboard only (the first move each time)`, async () => {
      await withPage(pageUrl('#match'), async (page) => {
        await startGame(page, entry);
        expect(await text(page, '#match-status')).toContain(`New game of ${entry.spec} `);
        await playOnBoard(page, entry.spec, entry.kind, 'mouse', (state) => perfectPlayer(state));
        await shoot(page, '#match', `board-${entry.spec.replaceAll(':', '_')}`);
        await startGame(page, entry, { first: 'computer', opponent: 'random' });
        // From the last preset, one Tab reaches the board: it is one tab stop.
        await page.locator('[data-preset="sticks"]').focus();
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.getElementById('match-board')?.contains(document.activeElement))).toBe(true);
        await playOnBoard(page, entry.spec, entry.kind, 'keyboard', (state) => state.moveAt(0));
      });
    });
  }
});
