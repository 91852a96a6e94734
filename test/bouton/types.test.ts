// The call shapes a TypeScript user writes first (issue 16): the unions nimkit returns, and a Nim game, go
// straight into Bouton's functions. The `expectTypeOf` lines are checked by `tsc --noEmit` (tsconfig includes
// test/); the `expect` lines check the same calls at run time.
import { describe, expect, expectTypeOf, test } from 'vitest';
import { thrownBy } from '../helpers.js';
import {
  Nim,
  analyzeNimFile,
  isWinning,
  nimSum,
  solveNimFile,
  validateGame,
  winningMove,
  winningMoves,
} from '../../src/index.js';
import type { AnyHeapInput, GameCheck, HeapInput, Move, NimFileOutcome } from '../../src/index.js';

describe('Bouton overloads - the unions nimkit returns', () => {
  test('nimSum(list) with list: number[] | bigint[]', () => {
    const pick = (big: boolean): number[] | bigint[] => (big ? [1n, 2n] : [1, 2]);
    const list = pick(false);
    expectTypeOf(nimSum(list)).toEqualTypeOf<number | bigint>();
    expectTypeOf(nimSum([1, 2])).toEqualTypeOf<number>();
    expectTypeOf(nimSum([1n, 2n])).toEqualTypeOf<bigint>();
    expect(nimSum(list)).toBe(3);
    expect(nimSum(pick(true))).toBe(3n);
  });

  test('winningMove(check.start) and friends', () => {
    const check: GameCheck = validateGame('3;2\n1;2\n1;2\n');
    if (!check.valid) throw new Error('the record is valid');
    expectTypeOf(check.start).toEqualTypeOf<readonly number[] | readonly bigint[]>();
    expectTypeOf(winningMove(check.start)).toEqualTypeOf<Move | Move<bigint> | null>();
    expectTypeOf(winningMoves(check.start)).toEqualTypeOf<Move[] | Move<bigint>[]>();
    expectTypeOf(isWinning(check.start)).toEqualTypeOf<boolean>();
    expect(winningMove(check.start, { play: 'misere' })).toEqual({ heap: 2, count: 2 });
    expect(winningMoves(check.start)).toEqual([{ heap: 2, count: 1 }]);
    expect(isWinning(check.start, { play: 'misere' })).toBe(true);
  });

  test('the number and bigint overloads keep their precise types', () => {
    expectTypeOf(winningMove([9, 7, 12])).toEqualTypeOf<Move | null>();
    expectTypeOf(winningMove([9n, 7n, 12n])).toEqualTypeOf<Move<bigint> | null>();
    expectTypeOf(winningMoves([9, 7, 12])).toEqualTypeOf<Move[]>();
    expectTypeOf(winningMoves([9n, 7n, 12n])).toEqualTypeOf<Move<bigint>[]>();
  });

  test('a mixed list does not compile', () => {
    // @ts-expect-error -- numbers and bigints never mix in one list
    expect(() => nimSum([1, 2n])).toThrow(TypeError);
  });
});

describe('Bouton functions take a Nim game', () => {
  test('winningMove(nim), winningMoves(nim), isWinning(nim), nimSum(nim)', () => {
    const game = new Nim(9, 7, 12);
    expectTypeOf(game).toExtend<HeapInput<number>>();
    expectTypeOf(game).toExtend<AnyHeapInput>();
    expectTypeOf(winningMove(game)).toEqualTypeOf<Move | null>();
    expectTypeOf(nimSum(game)).toEqualTypeOf<number>();
    expect(nimSum(game)).toBe(2);
    expect(winningMove(game)).toEqual({ heap: 2, count: 2 });
    expect(winningMoves(game)).toEqual(winningMoves(game.heaps));
    expect(isWinning(new Nim(8, 13, 5))).toBe(false);
    expect(isWinning(new Nim(1, 1, 1), { play: 'misere' })).toBe(false);
    expect(isWinning(new Nim(0, 0), { play: 'misere' })).toBe(true);
  });

  test('the move plays on the game directly', () => {
    const game = new Nim(3, 4, 5);
    const move = winningMove(game);
    if (move === null) throw new Error('3, 4, 5 is a win');
    game.remove(move.heap, move.count);
    expect(nimSum(game)).toBe(0);
  });

  test('a game whose heaps are not a list, or something else, is refused by name', () => {
    const notAList = { heaps: '3 4' } as unknown as Nim;
    expect(thrownBy(TypeError, () => nimSum(notAList)).message).toBe('heaps.heaps must be an array of heap sizes, got "3 4"');
    expect(thrownBy(TypeError, () => winningMove(42 as unknown as Nim)).message).toBe(
      'heaps must be an array of heap sizes or a Nim game, got 42',
    );
  });
});

describe('analyzeNimFile - outcomes as data, solveNimFile their text', () => {
  test('the seed file', () => {
    const text = '4\n3 4 5\n8 13 5\n123 675 296 864 917 532\n9 7 4 12\n';
    const outcomes = analyzeNimFile(text);
    expectTypeOf(outcomes).toEqualTypeOf<NimFileOutcome[]>();
    expect(outcomes).toEqual([
      { kind: 'move', heap: 1, count: 2 },
      { kind: 'lose' },
      { kind: 'move', heap: 3, count: 239 },
      { kind: 'move', heap: 2, count: 6 },
    ]);
  });

  test('misère: the already-won end position, and the end game', () => {
    expect(analyzeNimFile('3\n0 0\n1 1 1\n1 1 5\n', { play: 'misere' })).toEqual([
      { kind: 'win' },
      { kind: 'lose' },
      { kind: 'move', heap: 3, count: 4 },
    ]);
    expect(solveNimFile('3\n0 0\n1 1 1\n1 1 5\n', { play: 'misere' })).toBe('Win Game\nLose Game\nRemove 4 counters from Heap 3\n');
  });

  test('an outcome switch is exhaustive over the kinds', () => {
    const describe = (outcome: NimFileOutcome): string => {
      switch (outcome.kind) {
        case 'lose':
          return 'lose';
        case 'win':
          return 'win';
        case 'move':
          return `take ${outcome.count} from ${outcome.heap}`;
      }
    };
    expect(analyzeNimFile('2\n1 2\n2 2\n').map(describe)).toEqual(['take 1 from 2', 'lose']);
  });

  test('a malformed file throws the same error as solveNimFile', () => {
    expect(() => analyzeNimFile('1\n3 x\n')).toThrow('line 2: "3 x": "x" is not a heap size: heap sizes are non-negative decimal integers');
    expect(() => analyzeNimFile(3 as unknown as string)).toThrow(new TypeError('text must be a string, got 3'));
  });
});
