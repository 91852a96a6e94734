// Records on the play panel (see harness.ts): the game on the board saved as a match record (downloaded and
// copied), records pasted or opened and stepped through on the board, a bad record refused with the move named,
// and a recorded semicolon game from the "Check a recorded game" panel stepped through on the heaps board.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { formatMatchRecord, gameFromSpec, parseMatchRecord, perfectPlayer, playMatch, randomPlayer, recordMatch, replayRecord } from '../../src/index.js';
import type { State } from '../../src/index.js';
import { playOnBoard, startGame } from './boards-helpers.js';
import { fileChecked, pageUrl, shoot, text, useSite, withPage } from './harness.js';

useSite();

/** The position as the page shows it: the engine's text without the player to move. */
function shown(state: State<unknown>): string {
  return String(state).replace(/,?\s*player [01] (?:to move|won)$/, '');
}

/** Steps Forward through a loaded record, checking the board's position against the library's states. */
async function stepThrough(page: Page, states: readonly State<unknown>[]): Promise<void> {
  expect(await text(page, '#match-position')).toBe(shown(states[0] ?? gameFromSpec('nim:1').start));
  for (const state of states.slice(1)) {
    await page.locator('#match-forward').click();
    expect(await text(page, '#match-position')).toBe(shown(state));
    // A record is stepped through, not played: every cell of the board is disabled.
    expect(await page.locator('#match-board [data-row]:not([aria-disabled="true"])').count()).toBe(0);
  }
  expect(await page.locator('#match-forward').isDisabled()).toBe(true);
}

describe('boards, records', () => {
  test('records - a finished game saved: downloaded and shown, the library reads it back and replays it', async () => {
    await withPage(pageUrl('#match'), async (page) => {
      await page.locator('#match-records summary').click();
      await startGame(page, { kind: 'wythoff', parameters: '2,4', spec: 'wythoff:2,4' });
      await page.locator('#record-save').click();
      expect(await text(page, '#record-status')).toBe('The game is not over yet: a record keeps the result, so finish the game first.');
      await playOnBoard(page, 'wythoff:2,4', 'wythoff', 'mouse', (state) => perfectPlayer(state));
      const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#record-save').click()]);
      expect(download.suggestedFilename()).toBe('nimkit-wythoff_2,4.txt');
      const saved = await readFile(await download.path(), 'utf8');
      expect(await page.locator('#record-text').inputValue()).toBe(saved);
      const record = parseMatchRecord(saved);
      const moves = (await page.locator('#match-log li').allTextContents()).map((line) => /played (\S+),/.exec(line)?.[1] ?? '');
      expect(record).toEqual({ game: 'wythoff:2,4', play: 'normal', players: ['you', 'perfect'], seed: 7, round: null, moves, winner: record.winner, forfeit: null });
      expect(formatMatchRecord(record)).toBe(saved);
      const replayed = replayRecord(gameFromSpec(record.game), record);
      expect(replayed.failure).toBeNull();
      expect(await text(page, '#match-status')).toMatch(replayed.winner === 0 ? /You win!$/ : /The computer wins\.$/);
      await page.locator('#record-copy').click();
      await page.waitForFunction(() => /cop/i.test(document.getElementById('record-status')?.textContent ?? ''));
      expect(await text(page, '#record-status')).toMatch(/^(Copied the record to the clipboard\.|The browser would not copy: the record is selected in the box, copy it from there\.)$/);
      await shoot(page, '#match', 'records-saved');
    });
  });

  test('records - a record pasted and loaded is stepped through on its board; the move list jumps to any move', async () => {
    await withPage(pageUrl('#match'), async (page) => {
      const game = gameFromSpec('turning:mock-turtles:HTHHTH');
      const result = playMatch(game, [perfectPlayer, randomPlayer], { seed: 3 });
      const text_ = formatMatchRecord(recordMatch(game, result, { players: ['perfect', 'random'], seed: 3 }));
      await page.locator('#match-records summary').click();
      await page.locator('#record-text').fill(text_);
      await page.locator('#record-load').click();
      const { states } = replayRecord(game, parseMatchRecord(text_));
      expect(await text(page, '#record-status')).toBe(`Record of turning:mock-turtles:HTHHTH normal: perfect against random, ${result.moves.length} moves, ${result.winner === 0 ? 'perfect' : 'random'} won.`);
      expect(await page.locator('#match-board').getAttribute('data-board')).toBe('coins');
      expect(await page.locator('#match-log li').count()).toBe(result.moves.length);
      expect(await page.locator('#match-log li').first().textContent()).toMatch(/^First \(perfect\) played /);
      expect(await page.locator('#match-undo').isDisabled()).toBe(true);
      await stepThrough(page, states);
      await page.locator('#match-log li button').first().click();
      expect(await text(page, '#match-position')).toBe(shown(states[1] ?? game.start));
      // The move that led here is highlighted on the board.
      expect(await page.locator('#match-board .last').count()).toBeGreaterThan(0);
      await shoot(page, '#match', 'records-loaded');
    });
  });

  test('records - a record file opened; a record with an illegal move is refused, naming the move', async () => {
    await withPage(pageUrl('#match'), async (page) => {
      const game = gameFromSpec('sticks:3,2', { play: 'misere' });
      const result = playMatch(game, [randomPlayer, perfectPlayer], { seed: 5 });
      const record = recordMatch(game, result, { players: ['random', 'perfect'], seed: 5 });
      await page.locator('#match-records summary').click();
      await page.locator('#record-file').setInputFiles({ name: 'sticks.txt', mimeType: 'text/plain', buffer: Buffer.from(formatMatchRecord(record)) });
      await page.waitForFunction(() => document.getElementById('record-status')?.textContent !== '');
      expect(await text(page, '#record-status')).toMatch(/^Record of sticks:3,2 misere: random against perfect, \d+ moves, (random|perfect) won\.$/);
      expect(await page.locator('#match-board').getAttribute('data-board')).toBe('sticks');
      await stepThrough(page, replayRecord(game, record).states);
      const bad = formatMatchRecord({ ...record, moves: ['1:1-3', '1:1-1', ...record.moves.slice(2)] });
      await page.locator('#record-text').fill(bad);
      await page.locator('#record-load').click();
      expect(await text(page, '#record-status')).toMatch(/^This record cannot be loaded: move 2 \(1:1-1\) is illegal/);
      // The record shown before stays on the board.
      expect(await page.locator('#match-board').getAttribute('data-board')).toBe('sticks');
      await page.locator('#record-text').fill('Game: nim:1,2\nPlay: sideways\n');
      await page.locator('#record-load').click();
      expect(await text(page, '#record-status')).toMatch(/^This record cannot be loaded: /);
    });
  });

  test('records - a recorded semicolon game, checked in its panel, is stepped through on the heaps board', async () => {
    await withPage(pageUrl('#file'), async (page) => {
      expect(await page.locator('#file-show').isDisabled()).toBe(true);
      await page.locator('#file-example-valid').click();
      await fileChecked(page);
      await page.locator('#file-show').click();
      expect(await text(page, '#match-status')).toBe('Recorded game: 3 moves on piles 3, 3, 6; player 2 loses. Step through it with the move list.');
      expect(await page.locator('#match-log li').allTextContents()).toEqual([
        'Player 1 played 1:3, leaving nim 0,3,6.',
        'Player 2 played 3:5, leaving nim 0,3,1.',
        'Player 1 played 2:3, leaving nim 0,0,1.',
      ]);
      for (const position of ['nim 0,3,6', 'nim 0,3,1', 'nim 0,0,1']) {
        await page.locator('#match-forward').click();
        expect(await text(page, '#match-position')).toBe(position);
      }
      await page.locator('#file-example-invalid').click();
      await fileChecked(page);
      expect(await page.locator('#file-show').isDisabled()).toBe(true);
      await shoot(page, '#match', 'records-semicolon');
    });
  });
});
