// The match panel in a real browser (see harness.ts): games and opponents from the lists of `nimkit match`,
// whole games played through typed moves (the keyboard path beside the board; boards*.e2e.ts play on the boards),
// and clear errors for bad input.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { gameFromSpec, halvingGame, heapGame, nimGame, perfectPlayer, sticksGame } from '../../src/index.js';
import type { Game } from '../../src/index.js';
import { stateOnPage } from './boards-helpers.js';
import { pageUrl, shoot, text, useSite, withPage } from './harness.js';

useSite();

/** Plays the person's side until the game ends, typing each move: the first legal one, or the perfect one. */
async function playToTheEnd(page: Page, game: Game<unknown>, pick: 'first' | 'perfect'): Promise<number> {
  let turns = 0;
  for (; turns < 200 && !(await page.locator('#match-move-text').isDisabled()); turns += 1) {
    const state = await stateOnPage(page, game);
    await page.locator('#match-move-text').fill(game.formatMove(pick === 'first' ? state.moveAt(0) : perfectPlayer(state)));
    await page.locator('#match-play').click();
    expect(await text(page, '#match-move-error')).toBe('');
  }
  return turns;
}

/** The moves the engine plays when the person always takes the first move and the computer plays perfectly. */
function firstAgainstPerfect<M>(game: Game<M>): string[] {
  const lines: string[] = [];
  let state = game.start;
  while (!state.isTerminal) {
    const move = state.player === 0 ? state.moveAt(0) : perfectPlayer(state);
    const who = state.player === 0 ? 'You' : 'The computer';
    state = state.play(move);
    lines.push(`${who} played ${game.formatMove(move)}, leaving ${String(state).replace(/, player [01] (?:to move|won)$/, '')}.`);
  }
  return lines;
}

async function start(page: Page, kind: string, parameters: string, opponent: string, options: { setting?: string; first?: 'human' | 'computer'; ending?: 'normal' | 'misere' } = {}): Promise<void> {
  await page.locator('#match-kind').selectOption(kind);
  await page.locator('#match-parameters').fill(parameters);
  await page.locator('#match-opponent').selectOption(opponent);
  await page.locator('#match-setting').fill(options.setting ?? '');
  if (options.ending !== undefined) await page.locator(`#match-${options.ending}`).check();
  await page.locator(`#match input[name=first][value=${options.first ?? 'human'}]`).check();
  await page.locator('#match-setup button[type=submit]').click();
}

describe('match panel', () => {
  test('match - Nim 1,3,5,7 against perfect, you first: a lost position, lost move by move as the engine predicts', async () => {
    await withPage(pageUrl('#match'), async (page) => {
      await start(page, 'nim', '1,3,5,7', 'perfect');
      expect(await text(page, '#match-status')).toBe('New game of nim:1,3,5,7 normal against the perfect player (in a terminal, the perfect player in your seat: nimkit match --game nim:1,3,5,7 --players perfect,perfect --rounds 1 --seed 7). Your move.');
      expect(await text(page, '#match-position')).toBe('nim 1,3,5,7');
      // Every legal move is a match on the board that can be clicked.
      expect(await page.locator('#match-board .board-match:not([aria-disabled="true"])').count()).toBe(nimGame([1, 3, 5, 7]).start.moveCount());
      await playToTheEnd(page, nimGame([1, 3, 5, 7]), 'first');
      const expected = firstAgainstPerfect(nimGame([1, 3, 5, 7]));
      expect(await page.locator('#match-log li').allTextContents()).toEqual(expected);
      expect(await text(page, '#match-status')).toBe(`${expected.at(-1) ?? ''} You cannot move. The computer wins.`);
      expect(await page.locator('#match-status').getAttribute('class')).toContain('lost');
      expect(await page.locator('#match-move-text').isDisabled()).toBe(true);
      await shoot(page, '#match', 'match-nim-lost');
    });
  });

  test('match - Nim 1,3,5,7 against perfect, computer first: you win with Bouton, in both endings', async () => {
    await withPage(pageUrl('#match'), async (page) => {
      for (const ending of ['normal', 'misere'] as const) {
        await start(page, 'nim', '1 3 5 7', 'perfect', { first: 'computer', ending });
        expect(await text(page, '#match-status')).toBe(`New game of nim:1,3,5,7 ${ending} against the perfect player (in a terminal, the perfect player in your seat: nimkit match --game nim:1,3,5,7 --players perfect,perfect --rounds 1 --seed 7${ending === 'misere' ? ' --play misere' : ''}). The computer played 1:1, leaving nim 0,3,5,7. Your move.`);
        await playToTheEnd(page, nimGame([1, 3, 5, 7], { play: ending }), 'perfect');
        expect(await text(page, '#match-status')).toMatch(ending === 'normal' ? / The computer cannot move\. You win!$/ : / The computer made the last move\. You win!$/);
        expect(await page.locator('#match-status').getAttribute('class')).toContain('won');
      }
      await shoot(page, '#match', 'match-nim-won');
    });
  });

  test('match - halving 20 (misère by default) against MCTS, moves typed: the formula wins', async () => {
    await withPage(pageUrl('#match'), async (page) => {
      await page.locator('#match-kind').selectOption('halving');
      expect(await page.locator('#match-parameters').inputValue()).toBe('20');
      expect(await page.locator('#match-misere').isChecked()).toBe(true);
      expect(await text(page, '#match-parameters-help')).toBe('Counters: a whole number from 1 to 100; a move takes 1 to half of the heap.');
      await start(page, 'halving', '20', 'mcts', { setting: '200' });
      expect(await text(page, '#match-position')).toBe('halving 20');
      const turns = await playToTheEnd(page, halvingGame(20), 'perfect');
      expect(turns).toBeGreaterThan(0);
      expect(await text(page, '#match-log li:first-child')).toBe('You played 9, leaving halving 11.');
      expect(await text(page, '#match-status')).toMatch(/^The computer played \d+, leaving halving 1\. The computer made the last move\. You win!$/);
    });
  });

  test('match - sticks by typed moves against random: always misère, played to a finish', async () => {
    await withPage(pageUrl('#match'), async (page) => {
      await page.locator('#match-kind').selectOption('sticks');
      expect(await page.locator('#match-parameters').inputValue()).toBe('7,5,3,1');
      expect(await page.locator('#match-normal').isDisabled()).toBe(true);
      expect(await page.locator('#match-misere').isChecked()).toBe(true);
      await start(page, 'sticks', '', 'random');
      expect(await text(page, '#match-status')).toBe('New game of sticks:7,5,3,1 misere against the random player (in a terminal, the perfect player in your seat: nimkit match --game sticks:7,5,3,1 --players perfect,random --rounds 1 --seed 7). Your move.');
      expect(await text(page, '#match-position')).toBe(String(sticksGame().start).replace(/\nplayer 0 to move$/, ''));
      const turns = await playToTheEnd(page, sticksGame(), 'first');
      expect(turns).toBeGreaterThan(1);
      expect(await text(page, '#match-log li:first-child')).toBe('You played 1:1-1.');
      expect(await text(page, '#match-status')).toMatch(/ made the last move\. (You win!|The computer wins\.)$/);
      await shoot(page, '#match', 'match-sticks');
    });
  });

  test('match - Kayles 5,7 against search depth 3: you win with the Grundy values', async () => {
    await withPage(pageUrl('#match'), async (page) => {
      await page.locator('#match-kind').selectOption('heap');
      expect(await page.locator('#match-parameters').inputValue()).toBe('0.77:5,7');
      await start(page, 'heap', '0.77:5,7', 'search', { setting: '3' });
      expect(await text(page, '#match-position')).toBe('heap game 0.77 on 5,7');
      await playToTheEnd(page, heapGame('0.77', [5, 7]), 'perfect');
      expect(await text(page, '#match-status')).toMatch(/^You played \d+:\d+->[\d,]+, leaving heap game 0\.77 on no heaps\. The computer cannot move\. You win!$/);
    });
  });

  test('match - the Nim family: each game played to the end against the perfect player, move by move as the library plays it', async () => {
    const games: [string, string, string][] = [
      ['wythoff', '3,5', 'wythoff:3,5'],
      ['fibonacci', '20', 'fibonacci:20'],
      ['staircase', '3,7,5', 'staircase:3,7,5'],
      ['moore', '2:1,2,3', 'moore:2:1,2,3'],
      ['greedy', '3,5,5', 'greedy:3,5,5'],
      ['welter', '1,4,6', 'welter:1,4,6'],
      ['turning', 'ruler:HTHHT', 'turning:ruler:HTHHT'],
    ];
    await withPage(pageUrl('#match'), async (page) => {
      for (const [kind, parameters, spec] of games) {
        await page.locator('#match-kind').selectOption(kind);
        expect(await page.locator('#match-parameters').inputValue(), kind).toBe(parameters);
        await start(page, kind, parameters, 'perfect');
        expect(await text(page, '#match-status')).toBe(`New game of ${spec} normal against the perfect player (in a terminal, the perfect player in your seat: nimkit match --game ${spec} --players perfect,perfect --rounds 1 --seed 7). Your move.`);
        const game = gameFromSpec(spec);
        await playToTheEnd(page, game, 'first');
        expect(await page.locator('#match-log li').allTextContents(), kind).toEqual(firstAgainstPerfect(game));
        expect(await text(page, '#match-status')).toMatch(/(You win!|The computer wins\.)$/);
      }
      await shoot(page, '#match', 'match-family');
    });
  });

  test('match - bad specs, settings and moves are explained, and the game in play is kept', async () => {
    await withPage(pageUrl('#match'), async (page) => {
      const cases: [string, string, string, string, string][] = [
        ['nim', '1,3,x', 'perfect', '', 'Heaps: "x" is not a whole number.'],
        ['nim', '1 16', 'perfect', '', 'Heaps: enter a whole number from 0 to 15.'],
        ['nim', '1 2 3 4 5 6 7 8 9', 'perfect', '', 'Heaps: enter 1 to 8 numbers, separated by spaces or commas.'],
        ['halving', '101', 'perfect', '', 'Counters: enter a whole number from 1 to 100.'],
        ['sticks', '16,16', 'perfect', '', 'Rows: at most 31 sticks in all, got 32.'],
        ['heap', '0.77', 'perfect', '', 'Heap game: enter CODE:HEAPS, e.g. 0.77:5,7.'],
        ['heap', '0.8.1:5', 'perfect', '', 'Code: bad heap-game code "0.8.1": a second "." at position 3.'],
        ['heap', '0.77:5,21', 'perfect', '', 'Heaps: enter a whole number from 0 to 20.'],
        ['nim', '1,3', 'search', '9', 'Search depth: enter a whole number from 1 to 5.'],
        ['nim', '1,3', 'mcts', '5000', 'MCTS playouts: enter a whole number from 1 to 1000.'],
        ['nim', '1,3', 'erring', '1.5', 'Error rate: enter a number from 0 to 1, such as 0.25; got "1.5".'],
        ['nim', '1,3', 'random', '2', 'Opponent setting: the random player takes no setting; leave it empty.'],
        ['wythoff', '3,21', 'perfect', '', 'Heaps: enter a whole number from 0 to 20.'],
        ['moore', '3:7,7,7,7', 'perfect', '', "Moore's Nim: at most 500 moves from the start, got 1694; take smaller heaps or a smaller K."],
        ['turning', 'spin:HT', 'perfect', '', "rule must be 'turtles', 'mock-turtles', 'ruler', 'twins', 'moebius' or 'mogul', got \"spin\"."],
        ['welter', '1,1', 'perfect', '', 'positions[0] and positions[1] are both square 1: each coin needs a square of its own.'],
      ];
      for (const [kind, parameters, opponent, setting, message] of cases) {
        await start(page, kind, parameters, opponent, { setting });
        expect(await text(page, '#match-setup-error'), `${kind} ${parameters} ${opponent} ${setting}`).toBe(message);
        expect(await text(page, '#match-position')).toBe('nim 3,4,5');
      }
      await start(page, 'nim', '2,2', 'erring', { setting: '0.5' });
      expect(await text(page, '#match-setup-error')).toBe('');
      await page.locator('#match-move-text').fill('abc');
      await page.locator('#match-play').click();
      expect(await text(page, '#match-move-error')).toBe('"abc" is not a move of this game: write HEAP:COUNT, e.g. 4:2 takes 2 from heap 4.');
      await page.locator('#match-move-text').fill('3:1');
      await page.locator('#match-play').click();
      expect(await text(page, '#match-move-error')).toBe('3:1 is not a legal move here.');
      expect(await text(page, '#match-position')).toBe('nim 2,2');
      await page.locator('#match-move-text').fill(' 1 : 1 ');
      await page.locator('#match-play').click();
      expect(await text(page, '#match-move-error')).toBe('');
      expect(await text(page, '#match-log li:first-child')).toBe('You played 1:1, leaving nim 1,2.');
      expect(await page.locator('#match-opponent option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).toEqual(['perfect', 'search', 'mcts', 'erring', 'random']);
      expect(await page.locator('#match-kind option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).toEqual(['nim', 'halving', 'sticks', 'heap', 'wythoff', 'fibonacci', 'staircase', 'moore', 'greedy', 'welter', 'turning', 'hackenbush', 'chomp', 'cram', 'tartan', 'euclid', 'node-kayles', 'sum']);
    });
  });
});
