import { describe, expect, test } from 'vitest';
import { createRandom, isWinning } from '../../src/index.js';
import type { BoutonOptions, Ending, Move } from '../../src/index.js';
import { erringPlayer, halvingGame, nimGame, perfectPlayer, playMatch, randomPlayer, searchPlayer, solve, sticksGame } from '../../src/index.js';
import type { Game, State, SyncPlayer } from '../../src/index.js';
import { thrownBy } from '../helpers.js';

const ENDINGS: readonly Ending[] = ['normal', 'misere'];

function bouton(play: Ending): BoutonOptions {
  return { play };
}

/** Nim without its theory hook, so the perfect player must fall back to the solver. */
function withoutTheory<M>(game: Game<M>): Game<M> {
  return { name: game.name, start: game.start, actionCount: game.actionCount, formatMove: (move) => game.formatMove(move), parseMove: (text) => game.parseMove(text) };
}

describe('players', () => {
  test.each(ENDINGS)('perfectPlayer - never loses a won Nim position of 3 heaps up to 5 (%s play)', (play) => {
    const random = createRandom(11);
    for (let a = 0; a <= 5; a++) {
      for (let b = 0; b <= 5; b++) {
        for (let c = 0; c <= 5; c++) {
          const heaps = [a, b, c];
          if (!isWinning(heaps, bouton(play)) || a + b + c === 0) continue;
          const game = nimGame(heaps, { play });
          for (const opponent of [randomPlayer, perfectPlayer, searchPlayer({ depth: 3 })] as SyncPlayer<Move>[]) {
            expect(playMatch(game, [perfectPlayer, opponent], { random }).winner, heaps.join(',')).toBe(0);
          }
        }
      }
    }
  });

  test('perfectPlayer - never loses a won halving or sticks position; falls back to the solver without a theory', () => {
    const random = createRandom(12);
    for (const play of ENDINGS) {
      for (let n = 2; n <= 200; n++) {
        const game = halvingGame(n, { play });
        if (solve(game.start).result === 'win') expect(playMatch(game, [perfectPlayer, randomPlayer], { random }).winner).toBe(0);
      }
    }
    const boards = [[3, 1], [4, 2, 1], [5, 3], [7, 5, 3, 2], [2, 2, 2]];
    for (const rows of boards) {
      const game = sticksGame(rows);
      if (solve(game.start).result !== 'win') continue;
      for (let round = 0; round < 20; round++) expect(playMatch(game, [perfectPlayer, randomPlayer], { random }).winner).toBe(0);
    }
    const bare = withoutTheory(nimGame([3, 5, 7]));
    expect(perfectPlayer(bare.start)).toEqual(solve(bare.start).move);
    const lost = withoutTheory(nimGame([3, 5, 6]));
    expect(perfectPlayer(lost.start)).toEqual(lost.start.moveAt(0));
    expect(perfectPlayer(nimGame([2, 2]).start)).toEqual({ heap: 1, count: 1 });
  });

  test('randomPlayer - uniform over the legal moves, and reproducible', () => {
    const state = nimGame([1, 3]).start;
    const random = createRandom(3);
    const counts = new Map<string, number>();
    for (let draw = 0; draw < 4000; draw++) {
      const key = JSON.stringify(randomPlayer(state, random));
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(4);
    for (const count of counts.values()) expect(Math.abs(count - 1000)).toBeLessThan(150);
    expect(randomPlayer(state, createRandom(9))).toEqual(randomPlayer(state, createRandom(9)));
  });

  test('players - refuse a finished game', () => {
    const end: State<Move> = nimGame([0]).start;
    const message = 'the game is over: there is no move to make (nim:0 normal)';
    expect(thrownBy(RangeError, () => randomPlayer(end, Math.random)).message).toBe(message);
    expect(thrownBy(RangeError, () => perfectPlayer(end)).message).toBe(message);
    expect(thrownBy(RangeError, () => searchPlayer()(end, Math.random)).message).toBe(message);
  });

  test('erringPlayer - errs at its rate, plays its base otherwise, and checks its arguments', () => {
    const state = nimGame([1, 3, 5, 7]).start.play({ heap: 1, count: 1 });
    const first: SyncPlayer<Move> = (position) => position.moveAt(position.moveCount() - 1);
    expect(erringPlayer(0, first)(state, createRandom(1))).toEqual({ heap: 4, count: 7 });
    expect(erringPlayer(0)(state, createRandom(1))).toEqual(perfectPlayer(state));
    const random = createRandom(2);
    const always = erringPlayer(1, first);
    const moves = new Set(Array.from({ length: 200 }, () => JSON.stringify(always(state, random))));
    expect(moves.size).toBeGreaterThan(5);
    expect(thrownBy(TypeError, () => erringPlayer('0.1' as unknown as number)).message).toBe('rate must be a number, got "0.1"');
    expect(thrownBy(RangeError, () => erringPlayer(1.5)).message).toBe('rate must be between 0 and 1, got 1.5');
    expect(thrownBy(RangeError, () => erringPlayer(Number.NaN)).message).toBe('rate must be between 0 and 1, got NaN');
    expect(thrownBy(TypeError, () => erringPlayer(0.1, 3 as unknown as SyncPlayer<Move>)).message).toBe('base must be a player function, got 3');
  });
});

describe('searchPlayer', () => {
  test.each(ENDINGS)('searchPlayer - with full depth it plays a winning move from every won position (%s play)', (play) => {
    const deep = searchPlayer({ depth: 20 });
    for (let a = 0; a <= 4; a++) {
      for (let b = 0; b <= 4; b++) {
        for (let c = 0; c <= 4; c++) {
          const state = nimGame([a, b, c], { play }).start;
          if (state.isTerminal || solve(state).result !== 'win') continue;
          expect(solve(state.play(deep(state, Math.random))).result, `${a},${b},${c}`).toBe('loss');
        }
      }
    }
  });

  test('searchPlayer - a shallow search still sees a win in one and beats random', () => {
    const shallow = searchPlayer({ depth: 1 });
    expect(shallow(nimGame([0, 4, 0]).start, Math.random)).toEqual({ heap: 2, count: 4 });
    const game = nimGame([1, 3, 5, 7]);
    let wins = 0;
    const random = createRandom(4);
    for (let round = 0; round < 20; round++) if (playMatch(game, [searchPlayer({ depth: 4 }), randomPlayer], { random }).winner === 0) wins++;
    expect(wins).toBeGreaterThanOrEqual(16);
  });

  test('searchPlayer - checks its depth', () => {
    expect(thrownBy(RangeError, () => searchPlayer({ depth: 0 })).message).toBe('depth must be a positive safe integer, got 0');
    expect(thrownBy(TypeError, () => searchPlayer({ depth: '3' as unknown as number })).message).toBe('depth must be a number, got "3"');
  });
});
