import { describe, expect, test } from 'vitest';
import { IllegalMoveError } from '../../src/index.js';
import { isMooreNimLosing, mooreNimGame, mooreNimMove } from '../../src/moore-nim/index.js';
import type { MooreMove } from '../../src/moore-nim/index.js';
import { createSolver, perfectPlayer, playMatch, randomPlayer, searchPlayer } from '../../src/play/index.js';
import type { Ending } from '../../src/types.js';
import { thrownBy } from '../helpers.js';
import { fastestMs } from '../hostile/timing.js';
import { allPositions, bruteMooreMoves } from './reference.js';

const ENDINGS: readonly Ending[] = ['normal', 'misere'];

/** Moves as text, `1:3+4:2`, so lists compare in one line. */
function texts(moves: readonly MooreMove[]): string[] {
  return moves.map((move) => move.map(({ heap, count }) => `${heap}:${count}`).join('+'));
}

/** Every position at or below `start`, heap by heap. */
function below(start: readonly number[]): number[][] {
  return start.reduce<number[][]>((lists, max) => lists.flatMap((list) => Array.from({ length: max + 1 }, (_, size) => [...list, size])), [[]]);
}

describe('mooreNimGame', () => {
  test('mooreNimGame - the documented example: name, counts, text, picture and theory', () => {
    const game = mooreNimGame([3, 5, 6], 2);
    expect([game.name, game.ending, game.actionCount, game.rulesKey]).toEqual(['moore:2:3,5,6 normal', 'normal', 77, 'moore:2 normal']);
    const { start } = game;
    expect([start.player, start.isTerminal, start.winner, start.moveCount()]).toEqual([0, false, undefined, 77]);
    expect(start.position).toEqual([3, 5, 6]);
    expect(start.key()).toBe('0:3,5,6');
    expect(String(start)).toBe('moore k=2, heaps 3,5,6, player 0 to move');
    expect(game.formatMove(start.moveAt(4))).toBe('1:1+2:1');
    expect(game.winningMove?.(start)).toEqual([
      { heap: 2, count: 2 },
      { heap: 3, count: 3 },
    ]);
    const next = start.play([{ heap: 3, count: 3 }, { heap: 2, count: 2 }]);
    expect([next.position, next.player, String(next)]).toEqual([[3, 3, 3], 1, 'moore k=2, heaps 3,3,3, player 1 to move']);
    expect(start.position).toEqual([3, 5, 6]);
    expect(game.winningMove?.(next)).toBeNull();
    expect(mooreNimGame([1, 1, 1], 2).start.moves().map((move) => game.formatMove(move))).toEqual(['1:1', '2:1', '1:1+2:1', '3:1', '1:1+3:1', '2:1+3:1']);
  });

  test.each([
    ['normal', 0],
    ['misere', 1],
  ] as const)('mooreNimGame - the winner of a finished %s game', (play, winner) => {
    const end = mooreNimGame([1, 1], 2, { play }).start.play([{ heap: 1, count: 1 }, { heap: 2, count: 1 }]);
    expect([end.isTerminal, end.winner, end.moveCount(), end.moves(), end.actions()]).toEqual([true, winner, 0, [], []]);
    expect(String(end)).toBe(`moore k=2, heaps 0,0, player ${winner} won`);
    expect(end.game.winningMove?.(end)).toBeNull();
    expect(mooreNimGame([0, 0], 3).actionCount).toBe(0);
  });

  test('mooreNimGame - moves() equals a brute-force generation in the documented order, at every start and k', () => {
    let checked = 0;
    for (const k of [1, 2, 3, 4]) {
      for (const heaps of [...allPositions(1, 6), ...allPositions(2, 4), ...allPositions(3, 3), ...allPositions(4, 2)]) {
        const { start, actionCount } = mooreNimGame(heaps, k);
        const expected = texts(bruteMooreMoves(heaps, k));
        expect(texts(start.moves())).toEqual(expected);
        expect(start.moveCount()).toBe(expected.length);
        expect(actionCount).toBe(expected.length);
        expect(texts(expected.map((_, index) => start.moveAt(index)))).toEqual(expected);
        // At the start, a move's id is its index.
        expect(start.actions()).toEqual(expected.map((_, index) => index));
        checked++;
      }
    }
    expect(checked).toBe(4 * (7 + 25 + 64 + 81));
  });

  test('mooreNimGame - at later positions, ids are the start order and playAction plays the listed move', () => {
    for (const k of [1, 2, 3]) {
      const game = mooreNimGame([3, 0, 2, 3], k);
      const startOrder = texts(bruteMooreMoves([3, 0, 2, 3], k));
      for (const position of below([3, 0, 2, 3])) {
        const state = game.at(position);
        const moves = state.moves();
        expect(texts(moves)).toEqual(texts(bruteMooreMoves(position, k)));
        const ids = state.actions();
        expect(ids).toEqual(texts(moves).map((text) => startOrder.indexOf(text)));
        ids.forEach((id, index) => {
          expect(state.playAction(id).key()).toBe(state.play(moves[index] ?? []).key());
        });
      }
    }
  });

  test('mooreNimGame - solve agrees with the theory on every position, k = 2 and 3, both endings', () => {
    for (const [k, start] of [
      [2, [4, 4, 4, 3]],
      [3, [3, 3, 3, 3]],
    ] as const) {
      for (const play of ENDINGS) {
        const game = mooreNimGame(start, k, { play });
        const solver = createSolver();
        let losses = 0;
        for (const position of below(start)) {
          const lost = isMooreNimLosing(position, k, { play });
          if (lost) losses++;
          expect(solver.solve(game.at(position)).result, `${position.join(',')} k=${k} ${play}`).toBe(lost ? 'loss' : 'win');
        }
        expect(losses).toBeGreaterThan(0);
      }
    }
  });

  test('mooreNimGame - the perfect player wins every won start against random and search players, and every lost one as second player', () => {
    for (const k of [2, 3]) {
      for (const play of ENDINGS) {
        for (const heaps of allPositions(3, 4)) {
          if (heaps.every((heap) => heap === 0)) continue;
          const game = mooreNimGame(heaps, k, { play });
          const won = !isMooreNimLosing(heaps, k, { play });
          const seed = heaps.reduce((sum, heap) => sum * 5 + heap, k);
          for (const opponent of [randomPlayer, searchPlayer({ depth: 2 })]) {
            const seats = won ? ([perfectPlayer, opponent] as const) : ([opponent, perfectPlayer] as const);
            expect(playMatch(game, seats, { seed }).winner, `${game.name} ${won ? 'won' : 'lost'}`).toBe(won ? 0 : 1);
          }
        }
      }
    }
  });

  test('mooreNimGame - move text: takes joined by +, read back sorted; other text is not a move', () => {
    const game = mooreNimGame([3, 5, 6, 2], 3);
    expect(game.formatMove([{ heap: 1, count: 3 }, { heap: 4, count: 2 }])).toBe('1:3+4:2');
    expect(game.formatMove([{ heap: 4, count: 2 }, { heap: 1, count: 3 }])).toBe('1:3+4:2');
    expect(game.parseMove('1:3+4:2')).toEqual([{ heap: 1, count: 3 }, { heap: 4, count: 2 }]);
    expect(game.parseMove(' 4 : 2 + 1:3 ')).toEqual([{ heap: 1, count: 3 }, { heap: 4, count: 2 }]);
    for (const text of ['', 'x', '1:0', '0:1', '1:1+', '+1:1', '1:1+1:2', '1:2:3', '1:-1', '1:1.5', `1:${2 ** 53}`]) {
      expect(game.parseMove(text), text).toBeNull();
    }
    expect(thrownBy(TypeError, () => game.parseMove(7 as unknown as string)).message).toBe('text must be a string, got 7');
    expect(thrownBy(TypeError, () => game.formatMove({ heap: 1, count: 1 } as unknown as MooreMove)).message).toBe(
      'move must be a move of moore:3:3,5,6,2 normal, got an object',
    );
  });

  test('mooreNimGame - illegal moves and actions name the reason; the state is unchanged', () => {
    const { start } = mooreNimGame([3, 5, 6], 2);
    const cases: [unknown, string, string][] = [
      [[{ heap: 1, count: 1 }, { heap: 2, count: 1 }, { heap: 3, count: 1 }], 'illegal-move', 'illegal move 1:1+2:1+3:1 in moore:2:3,5,6 normal: a move takes from 1 to 2 heaps, this one from 3'],
      [[{ heap: 4, count: 1 }], 'illegal-move', 'illegal move 4:1 in moore:2:3,5,6 normal: there is no heap 4'],
      [[{ heap: 2, count: 1 }, { heap: 1, count: 4 }], 'illegal-move', 'illegal move 1:4+2:1 in moore:2:3,5,6 normal: heap 1 holds 3'],
      [{ heap: 1, count: 1 }, 'not-a-move', 'not a move of moore:2:3,5,6 normal: an object'],
      [[], 'not-a-move', 'not a move of moore:2:3,5,6 normal: an array'],
      [[{ heap: 1, count: 0 }], 'not-a-move', 'not a move of moore:2:3,5,6 normal: an array'],
      [[{ heap: 1, count: 1 }, { heap: 1, count: 2 }], 'not-a-move', 'not a move of moore:2:3,5,6 normal: an array'],
      [[1, 1], 'not-a-move', 'not a move of moore:2:3,5,6 normal: an array'],
      [Array.from({ length: 4 }, (_, index) => ({ heap: index + 1, count: 1 })), 'not-a-move', 'not a move of moore:2:3,5,6 normal: an array'],
      ['1:1', 'not-a-move', 'not a move of moore:2:3,5,6 normal: "1:1"'],
    ];
    for (const [move, code, message] of cases) {
      const error = thrownBy(IllegalMoveError, () => start.play(move as MooreMove));
      expect([error.code, error.message]).toEqual([code, message]);
    }
    expect(thrownBy(IllegalMoveError, () => start.playAction(77)).message).toBe('action 77 is not legal in moore:2:3,5,6 normal at 3,5,6');
    expect(thrownBy(IllegalMoveError, () => start.playAction(-1)).code).toBe('no-such-action');
    expect(thrownBy(IllegalMoveError, () => start.play([{ heap: 1, count: 3 }]).playAction(0)).message).toBe('action 0 is not legal in moore:2:3,5,6 normal at 0,5,6');
    expect(thrownBy(RangeError, () => start.moveAt(77)).message).toBe('index must be an integer from 0 to 76, got 77');
    expect(start.position).toEqual([3, 5, 6]);
    expect(Object.isFrozen(start.position)).toBe(true);
  });

  test('mooreNimGame - bad heaps, k and options', () => {
    const cases: [() => unknown, typeof TypeError | typeof RangeError, string][] = [
      [() => mooreNimGame([], 2), RangeError, 'heaps must hold at least one heap'],
      [() => mooreNimGame('3' as never, 2), TypeError, 'heaps must be an array, got "3"'],
      [() => mooreNimGame([1, -1], 2), RangeError, 'heaps[1] must be a non-negative safe integer, got -1'],
      [() => mooreNimGame([1n] as never, 2), TypeError, 'heaps[0] must be a number, got 1n'],
      [() => mooreNimGame([2 ** 52, 2 ** 52], 2), RangeError, 'the heaps must add up to a safe integer'],
      [() => mooreNimGame([1], 0), RangeError, 'k must be a positive safe integer, got 0'],
      [() => mooreNimGame([1], '2' as never), TypeError, 'k must be a number, got "2"'],
      [() => mooreNimGame([1], 2, null as never), TypeError, "options must be an object such as { play: 'misere' }, got null"],
      [() => mooreNimGame([1], 2, { play: 'draw' as never }), RangeError, `play must be 'normal' or 'misere', got "draw"`],
      [
        () => mooreNimGame([1000, 1000, 1000, 1000, 1000, 1000], 6),
        RangeError,
        'mooreNimGame: the start position has more than 9007199254740991 moves with k = 6; use fewer or smaller heaps, or a smaller k',
      ],
    ];
    for (const [make, ErrorClass, message] of cases) expect(thrownBy(ErrorClass, make).message).toBe(message);
  });

  test('mooreNimGame - the move-count limit is exact, and refuses a huge start at once', () => {
    // Six heaps of 1,000 with k = 6 have 1001^6 - 1 moves, about 10^18: refused (above); with k = 4 they have
    // C(6, 1)·1000 + C(6, 2)·1000^2 + C(6, 3)·1000^3 + C(6, 4)·1000^4: accepted.
    expect(mooreNimGame([1000, 1000, 1000, 1000, 1000, 1000], 4).actionCount).toBe(15 * 1000 ** 4 + 20 * 1000 ** 3 + 15 * 1000 ** 2 + 6 * 1000);
    // 2^53 - 1 moves exactly: accepted, and the last move decodes exactly.
    expect(mooreNimGame([2 ** 53 - 1], 1).actionCount).toBe(2 ** 53 - 1);
    const edge = mooreNimGame([2 ** 26 - 1, 2 ** 27 - 1], 2);
    expect(edge.actionCount).toBe(2 ** 53 - 1);
    expect(edge.start.moveAt(2 ** 53 - 2)).toEqual([{ heap: 1, count: 2 ** 26 - 1 }, { heap: 2, count: 2 ** 27 - 1 }]);
    // One more counter: 2^53 + 2^26 - 1 moves, refused.
    expect(() => mooreNimGame([2 ** 26, 2 ** 27 - 1], 2)).toThrow(RangeError);
    // 100,000 heaps of 1 with k = 100,000 have 2^100000 - 1 moves: refused after about 53 rows of the count table.
    const ones = Array.from({ length: 100_000 }, () => 1);
    expect(() => mooreNimGame(ones, 100_000)).toThrow(RangeError);
    // Generous (a shared machine is noisy): the full table would be 5 · 10^9 entries.
    expect(fastestMs(() => thrownBy(RangeError, () => mooreNimGame(ones, 100_000)))).toBeLessThan(1000);
    // 20 heaps of 1,000 with k = 3, as the TSDoc says.
    expect(mooreNimGame(Array.from({ length: 20 }, () => 1000), 3).actionCount).toBe(1_140_190_020_000);
  });

  test('mooreNimGame - huge heaps: moveAt decodes without a list, ids round-trip, and the theory is instant', () => {
    const size = 2 ** 25;
    const game = mooreNimGame([size, size, 3], 2);
    const { start } = game;
    const count = 2 * size + 3 + size * size + 2 * 3 * size;
    expect([start.moveCount(), game.actionCount]).toEqual([count, count]);
    expect(game.formatMove(start.moveAt(0))).toBe('1:1');
    expect(game.formatMove(start.moveAt(count - 1))).toBe(`2:${size}+3:3`);
    expect(game.formatMove(start.moveAt(count - 2))).toBe(`2:${size - 1}+3:3`);
    expect(game.formatMove(start.moveAt(size * size + 2 * size - 1))).toBe(`1:${size}+2:${size}`);
    expect(start.playAction(count - 1).position).toEqual([size, 0, 0]);
    expect(() => start.moves()).toThrow(RangeError);
    expect(game.winningMove?.(start)).toEqual([
      { heap: 1, count: size - 3 },
      { heap: 2, count: size - 3 },
    ]);
    // Bits 52 and 51 each choose a heap; at bit 50 both chosen heaps keep their bit: 2^50 three times.
    expect(mooreNimMove([2 ** 52, 2 ** 51, 2 ** 50], 2)).toEqual([
      { heap: 1, count: 2 ** 52 - 2 ** 50 },
      { heap: 2, count: 2 ** 51 - 2 ** 50 },
    ]);
  });
});
