import { describe, expect, test } from 'vitest';
import { IllegalMoveError } from '../../src/index.js';
import { greedyNimGame, greedyNimMove, isGreedyNimLosing } from '../../src/greedy-nim/index.js';
import { createSolver, perfectPlayer, playMatch, randomPlayer, searchPlayer } from '../../src/play/index.js';
import type { Ending, Move } from '../../src/types.js';
import { thrownBy } from '../helpers.js';
import { allPositions, bruteGreedyMoves } from './reference.js';

const ENDINGS: readonly Ending[] = ['normal', 'misere'];

describe('greedyNimGame', () => {
  test('greedyNimGame - the documented example: name, counts, text, picture and theory', () => {
    const game = greedyNimGame([7, 4, 2]);
    expect([game.name, game.ending, game.actionCount, game.rulesKey]).toEqual(['greedy:7,4,2 normal', 'normal', 21, 'greedy normal']);
    const { start } = game;
    expect([start.player, start.isTerminal, start.winner, start.moveCount()]).toEqual([0, false, undefined, 7]);
    expect(start.key()).toBe('0:7,4,2');
    expect(String(start)).toBe('greedy nim 7,4,2, player 0 to move');
    expect(game.winningMove?.(start)).toEqual({ heap: 1, count: 3 });
    const next = start.play({ heap: 1, count: 3 });
    expect([next.position, next.player]).toEqual([[4, 4, 2], 1]);
    expect(start.position).toEqual([7, 4, 2]);
    expect(next.moves()).toEqual([
      { heap: 1, count: 1 },
      { heap: 2, count: 1 },
      { heap: 1, count: 2 },
      { heap: 2, count: 2 },
      { heap: 1, count: 3 },
      { heap: 2, count: 3 },
      { heap: 1, count: 4 },
      { heap: 2, count: 4 },
    ]);
    expect(next.actions()).toEqual([0, 1, 3, 4, 6, 7, 9, 10]);
    expect(game.winningMove?.(next)).toBeNull();
  });

  test.each([
    ['normal', 0],
    ['misere', 1],
  ] as const)('greedyNimGame - the winner of a finished %s game', (play, winner) => {
    const end = greedyNimGame([1, 0], { play }).start.play({ heap: 1, count: 1 });
    expect([end.isTerminal, end.winner, end.moveCount(), end.moves(), end.actions()]).toEqual([true, winner, 0, [], []]);
    expect(String(end)).toBe(`greedy nim 0,0, player ${winner} won`);
    expect(greedyNimGame([0]).actionCount).toBe(0);
  });

  test('greedyNimGame - moves() equals a brute-force generation, ids are (count - 1) · heaps + heap index', () => {
    const positions = [1, 2, 3, 4].flatMap((length) => allPositions(length, 5));
    for (const heaps of positions) {
      const { start, actionCount } = greedyNimGame(heaps);
      const expected = bruteGreedyMoves(heaps);
      expect(start.moves(), heaps.join(',')).toEqual(expected);
      expect(start.moveCount()).toBe(expected.length);
      expect(expected.map((_, index) => start.moveAt(index))).toEqual(expected);
      expect(start.actions()).toEqual(expected.map(({ heap, count }) => (count - 1) * heaps.length + heap - 1));
      expect(actionCount).toBe(heaps.length * Math.max(...heaps));
      start.actions().forEach((id, index) => {
        expect(start.playAction(id).key()).toBe(start.play(expected[index] ?? { heap: 0, count: 0 }).key());
      });
    }
    expect(positions.length).toBe(6 + 36 + 216 + 1296);
  });

  test('greedyNimGame - solve agrees with the theory on every position, both endings', () => {
    const start = [6, 6, 6, 6];
    const positions = allPositions(4, 6);
    for (const play of ENDINGS) {
      const game = greedyNimGame(start, { play });
      const solver = createSolver();
      for (const position of positions) {
        const expected = isGreedyNimLosing(position, { play }) ? 'loss' : 'win';
        expect(solver.solve(game.at(position)).result, `${position.join(',')} ${play}`).toBe(expected);
      }
    }
    expect(positions.length).toBe(2401);
  });

  test('greedyNimGame - the perfect player wins every won start against random and search players, and every lost one as second player', () => {
    for (const play of ENDINGS) {
      for (const heaps of allPositions(3, 5)) {
        if (heaps.every((heap) => heap === 0)) continue;
        const game = greedyNimGame(heaps, { play });
        const won = !isGreedyNimLosing(heaps, { play });
        const seed = heaps.reduce((sum, heap) => sum * 7 + heap, 1);
        for (const opponent of [randomPlayer, searchPlayer({ depth: 3 })]) {
          const seats = won ? ([perfectPlayer, opponent] as const) : ([opponent, perfectPlayer] as const);
          expect(playMatch(game, seats, { seed }).winner, `${game.name} ${won ? 'won' : 'lost'}`).toBe(won ? 0 : 1);
        }
      }
    }
  });

  test('greedyNimGame - move text, illegal moves and actions', () => {
    const game = greedyNimGame([3, 5, 5]);
    const { start } = game;
    expect(game.formatMove({ heap: 2, count: 4 })).toBe('2:4');
    expect(game.parseMove(' 2 : 4 ')).toEqual({ heap: 2, count: 4 });
    for (const text of ['', '2', '0:1', '2:0', '2:4+3:1', `1:${2 ** 53}`]) expect(game.parseMove(text), text).toBeNull();
    const cases: [unknown, string, string][] = [
      [{ heap: 1, count: 1 }, 'illegal-move', 'illegal move 1:1 in greedy:3,5,5 normal: heap 1 holds 3, but a move must take from a largest heap (5)'],
      [{ heap: 4, count: 1 }, 'illegal-move', 'illegal move 4:1 in greedy:3,5,5 normal: there is no heap 4'],
      [{ heap: 2, count: 6 }, 'illegal-move', 'illegal move 2:6 in greedy:3,5,5 normal: heap 2 holds 5'],
      [{ heap: 2, count: 0 }, 'not-a-move', 'not a move of greedy:3,5,5 normal: an object'],
      [[{ heap: 2, count: 1 }], 'not-a-move', 'not a move of greedy:3,5,5 normal: an array'],
      [null, 'not-a-move', 'not a move of greedy:3,5,5 normal: null'],
    ];
    for (const [move, code, message] of cases) {
      const error = thrownBy(IllegalMoveError, () => start.play(move as Move));
      expect([error.code, error.message]).toEqual([code, message]);
    }
    // Action 0 is 1:1, which is not from a largest heap; 15 is past actionCount.
    expect(thrownBy(IllegalMoveError, () => start.playAction(0)).message).toBe('action 0 is not legal in greedy:3,5,5 normal at 3,5,5');
    expect(thrownBy(IllegalMoveError, () => start.playAction(15)).code).toBe('no-such-action');
    expect(start.playAction(14).position).toEqual([3, 5, 0]);
    expect(start.position).toEqual([3, 5, 5]);
  });

  test('greedyNimGame - bad heaps and options, and the action-count limit', () => {
    const cases: [() => unknown, typeof TypeError | typeof RangeError, string][] = [
      [() => greedyNimGame([]), RangeError, 'heaps must hold at least one heap'],
      [() => greedyNimGame(null as never), TypeError, 'heaps must be an array, got null'],
      [() => greedyNimGame([0.5]), RangeError, 'heaps[0] must be a non-negative safe integer, got 0.5'],
      [() => greedyNimGame([1], 'misere' as never), TypeError, `options must be an object such as { play: 'misere' }, got "misere"`],
      [() => greedyNimGame([2 ** 52, 0, 0]), RangeError, 'greedyNimGame: 3 heaps times the largest heap, 4503599627370496, is not a safe integer'],
    ];
    for (const [make, ErrorClass, message] of cases) expect(thrownBy(ErrorClass, make).message).toBe(message);
    expect(greedyNimGame([2 ** 51, 0, 1]).actionCount).toBe(3 * 2 ** 51);
  });

  test('greedyNimGame - huge heaps: moveAt decodes without a list, and the theory is instant', () => {
    const big = 2 ** 50;
    const game = greedyNimGame([big, 3, big, big]);
    const { start } = game;
    expect(start.moveCount()).toBe(3 * big);
    expect(start.moveAt(3 * big - 1)).toEqual({ heap: 4, count: big });
    expect(start.moveAt(4)).toEqual({ heap: 3, count: 2 });
    expect(() => start.moves()).toThrow(RangeError);
    expect(game.winningMove?.(start)).toEqual({ heap: 1, count: big });
    expect(greedyNimMove([big, 3, big, big])).toEqual({ heap: 1, count: big });
  });
});
