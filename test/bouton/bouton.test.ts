import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, expectTypeOf, test } from 'vitest';
import { thrownBy } from '../helpers.js';
import {
  analyzeNimFile,
  isWinning,
  Nim,
  NimFileError,
  NimkitError,
  nimSum,
  solveNimFile,
  winningMove,
  winningMoves,
} from '../../src/index.js';
import type { Move } from '../../src/index.js';

const SEED_OUTPUT = 'Remove 2 counters from Heap 1\nLose Game\nRemove 239 counters from Heap 3\nRemove 6 counters from Heap 2\n';

function fixture(name: string): string {
  return readFileSync(new URL(`../fixtures/nim-files/${name}`, import.meta.url), 'utf8');
}

/** The options object of the ending a test case names by a boolean. */
const ending = (misere: boolean) => ({ play: misere ? 'misere' : 'normal' }) as const;

const nimFileErrorFrom = (action: () => unknown): NimFileError => thrownBy(NimFileError, action);

/** The exact XOR of the same values, through bigints. */
function bigXor(heaps: readonly (number | bigint)[]): bigint {
  return heaps.reduce<bigint>((sum, heap) => sum ^ BigInt(heap), 0n);
}

/** Plays `move` on a copy of `heaps` (1-based heap). */
function afterMove<T extends number | bigint>(heaps: readonly T[], move: Move<T>): T[] {
  return heaps.map((size, index): T => {
    if (index !== move.heap - 1) return size;
    return (typeof size === 'bigint' ? size - BigInt(move.count) : size - Number(move.count)) as T;
  });
}

describe('seed 001', () => {
  test('solveNimFile - the seed file gives the seed output', () => {
    expect(solveNimFile(fixture('seed.txt'))).toBe(SEED_OUTPUT);
  });

  test.each([
    // the seed's four data sets
    [[3, 4, 5], { heap: 1, count: 2 }],
    [[8, 13, 5], null],
    [[123, 675, 296, 864, 917, 532], { heap: 3, count: 239 }],
    [[9, 7, 4, 12], { heap: 2, count: 6 }],
  ])('winningMove - seed data set %j', (heaps, move) => {
    expect(winningMove(heaps)).toEqual(move);
  });

  test('winningMove - the worked example 9, 7, 12', () => {
    const heaps = [9, 7, 12];
    const sum = nimSum(heaps);
    expect(sum).toBe(2);
    // p, q, r: each heap XOR the nim-sum; q < 7 is the first smaller than its heap
    expect(heaps.map((heap) => nimSum([heap, sum]))).toEqual([11, 5, 14]);
    expect(winningMove(heaps)).toEqual({ heap: 2, count: 2 });
    expect(nimSum([9, 5, 12])).toBe(0);
    expect(solveNimFile('1\n9 7 12\n')).toBe('Remove 2 counters from Heap 2\n');
  });

  test('nimSum - the seed losing position 8, 13, 5', () => {
    expect(nimSum([8, 13, 5])).toBe(0);
    expect(isWinning([8, 13, 5])).toBe(false);
  });
});

describe('nimSum', () => {
  test.each([
    ['empty list', [], 0],
    ['one heap', [7], 7],
    ['2^40 XOR 3 keeps the high bits', [2 ** 40, 3], 2 ** 40 + 3],
    ['2^31 is not negative', [2 ** 31, 0], 2 ** 31],
    ['2^32 - 1 and 2^32', [2 ** 32 - 1, 2 ** 32], 2 ** 33 - 1],
    ['the largest safe integer', [Number.MAX_SAFE_INTEGER, 1], Number.MAX_SAFE_INTEGER - 1],
    ['equal halves cancel', [2 ** 52 + 5, 2 ** 52 + 5], 0],
    ['-0 is 0', [-0, 5], 5],
  ])('nimSum - %s', (_name, heaps, expected) => {
    const sum = nimSum(heaps);
    expect(sum).toBe(expected);
    expect(Object.is(sum, -0)).toBe(false);
  });

  test('nimSum - bigints of any size', () => {
    expect(nimSum([2n ** 64n, 1n, 1n])).toBe(2n ** 64n);
    expect(nimSum([2n ** 200n + 3n, 2n ** 200n])).toBe(3n);
    expect(nimSum([5n])).toBe(5n);
  });

  test('nimSum - equals the bigint XOR of the same safe integers', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.maxSafeNat(), fc.nat(2 ** 20), fc.constant(0))), (heaps) => {
        expect(BigInt(nimSum(heaps))).toBe(bigXor(heaps));
      }),
      { numRuns: 500 },
    );
  });

  test('nimSum - equals the XOR of bigints', () => {
    fc.assert(
      fc.property(fc.array(fc.bigInt({ min: 0n, max: 2n ** 100n }), { minLength: 1 }), (heaps) => {
        expect(nimSum(heaps)).toBe(bigXor(heaps));
      }),
    );
  });

  test('nimSum - the overloads pick the return type', () => {
    expectTypeOf(nimSum([1, 2])).toEqualTypeOf<number>();
    expectTypeOf(nimSum([1n, 2n])).toEqualTypeOf<bigint>();
    expectTypeOf(winningMove([1, 2])).toEqualTypeOf<Move | null>();
    expectTypeOf(winningMove([1n, 2n])).toEqualTypeOf<Move<bigint> | null>();
    expectTypeOf(winningMoves([1, 2])).toEqualTypeOf<Move[]>();
    expectTypeOf(winningMoves([1n, 2n])).toEqualTypeOf<Move<bigint>[]>();
  });
});

describe('bad heap lists', () => {
  const functions = [
    ['nimSum', (heaps: unknown) => nimSum(heaps as number[])],
    ['winningMove', (heaps: unknown) => winningMove(heaps as number[])],
    ['winningMove misère', (heaps: unknown) => winningMove(heaps as number[], { play: 'misere' })],
    ['winningMoves', (heaps: unknown) => winningMoves(heaps as number[])],
    ['isWinning', (heaps: unknown) => isWinning(heaps as number[])],
    ['isWinning misère', (heaps: unknown) => isWinning(heaps as number[], { play: 'misere' })],
  ] as const;

  // eslint-disable-next-line no-sparse-arrays -- a hole is one of the bad inputs
  const sparse = [1, , 2];
  const cases: [string, unknown, typeof TypeError | typeof RangeError, string][] = [
    ['not an array', '3 4', TypeError, 'heaps must be an array of heap sizes or a Nim game, got "3 4"'],
    ['null', null, TypeError, 'heaps must be an array of heap sizes or a Nim game, got null'],
    ['an object', { 0: 3, length: 1 }, TypeError, 'heaps must be an array of heap sizes or a Nim game, got an object'],
    ['a fraction', [3, 1.5], RangeError, 'heaps[1] must be a non-negative safe integer, got 1.5'],
    ['NaN', [3, 4, Number.NaN], RangeError, 'heaps[2] must be a non-negative safe integer, got NaN'],
    ['Infinity', [Number.POSITIVE_INFINITY], RangeError, 'heaps[0] must be a non-negative safe integer, got Infinity'],
    ['-Infinity', [1, Number.NEGATIVE_INFINITY], RangeError, 'heaps[1] must be a non-negative safe integer, got -Infinity'],
    ['a negative', [5, -1], RangeError, 'heaps[1] must be a non-negative safe integer, got -1'],
    ['2^53', [2 ** 53, 1], RangeError, 'heaps[0] must be a non-negative safe integer, got 9007199254740992'],
    ['a numeric string', [1, '3'], TypeError, 'heaps[1] must be a number or a bigint, got "3"'],
    ['a boolean', [true, 1], TypeError, 'heaps[0] must be a number or a bigint, got true'],
    ['null entry', [1, 2, null], TypeError, 'heaps[2] must be a number or a bigint, got null'],
    ['undefined entry', [undefined], TypeError, 'heaps[0] must be a number or a bigint, got undefined'],
    ['a hole', sparse, TypeError, 'heaps[1] must be a number or a bigint, got undefined'],
    ['a boxed number', [Object(3)], TypeError, 'heaps[0] must be a number or a bigint, got an object'],
    ['a bigint after numbers', [1, 2n], TypeError, 'heaps[1] is a bigint but heaps[0] is a number: do not mix numbers and bigints'],
    ['a number after bigints', [1n, 2n, 3], TypeError, 'heaps[2] is a number but heaps[0] is a bigint: do not mix numbers and bigints'],
    ['a negative bigint', [1n, -1n], RangeError, 'heaps[1] must be non-negative, got -1n'],
    ['a string after bigints', [1n, 'x'], TypeError, 'heaps[1] must be a number or a bigint, got "x"'],
  ];

  test.each(functions.flatMap(([name, call]) => cases.map((row) => [name, ...row, call] as const)))(
    '%s - rejects %s',
    (_function, _case, heaps, ErrorClass, message, call) => {
      const copy = Array.isArray(heaps) ? [...(heaps as unknown[])] : heaps;
      expect(() => call(heaps)).toThrow(new ErrorClass(message));
      expect(() => call(heaps)).toThrow(ErrorClass);
      expect(heaps).toEqual(copy); // the input is not changed
    },
  );

  // nimSum reads four entries at a time and validates them all at once: every edge of that check, at
  // every position of a list long enough to use both the four-at-a-time loop and the one-at-a-time tail.
  test.each([
    ['2^53', 2 ** 53],
    ['2^63', 2 ** 63],
    ['2^64, whose low and high 32-bit parts are both 0', 2 ** 64],
    ['2^100', 2 ** 100],
    ['-2^100', -(2 ** 100)],
    ['-2^63', -(2 ** 63)],
    ['the largest double', Number.MAX_VALUE],
    ['-1', -1],
    ['-2^31, the smallest int32', -(2 ** 31)],
    ['-0.5', -0.5],
    ['-1e-300', -1e-300],
    ['the smallest subnormal', Number.MIN_VALUE],
    ['2^52 - 0.5', 2 ** 52 - 0.5],
    ['NaN', Number.NaN],
  ])('nimSum - rejects %s wherever it sits in a list of nine', (_name, bad) => {
    for (let position = 0; position < 9; position++) {
      const heaps = [1, 2, 3, 4, 5, 6, 7, 8, 9];
      heaps[position] = bad;
      expect(() => nimSum(heaps)).toThrow(
        new RangeError(`heaps[${position}] must be a non-negative safe integer, got ${String(bad)}`),
      );
    }
  });

  test('nimSum - small heaps, then large ones, then small ones again', () => {
    const heaps = [1, 2, 3, 4, 5, 2 ** 31 - 1, 2 ** 31, 2 ** 40, 7, 8, 9, 10, 2 ** 52, 11, 12];
    expect(BigInt(nimSum(heaps))).toBe(bigXor(heaps));
    expect(BigInt(nimSum(heaps.slice(5)))).toBe(bigXor(heaps.slice(5)));
  });

  test('nimSum - a huge positive and a huge negative entry do not cancel out', () => {
    expect(() => nimSum([2 ** 64, -(2 ** 64), 0, 0])).toThrow(
      new RangeError('heaps[0] must be a non-negative safe integer, got 18446744073709552000'),
    );
  });

  test('nimSum - a string, null or a boolean is not coerced, wherever it sits', () => {
    for (const bad of ['3', null, true]) {
      for (let position = 0; position < 6; position++) {
        const heaps: unknown[] = [1, 2, 3, 4, 5, 6];
        heaps[position] = bad;
        expect(() => nimSum(heaps as number[])).toThrow(TypeError);
      }
    }
  });

  test('nimSum - rejects exactly the lists holding a number that is not a heap size, naming the first', () => {
    const edges = fc.constantFrom(2 ** 53 - 1, 2 ** 53, 2 ** 64, -(2 ** 64), -0, Number.MIN_VALUE, -1, 2 ** 52 - 0.5);
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.maxSafeNat(), fc.nat(100), fc.double(), edges), { maxLength: 14 }), (heaps) => {
        const bad = heaps.findIndex((heap) => !(Number.isSafeInteger(heap) && heap >= 0));
        if (bad === -1) {
          expect(BigInt(nimSum(heaps))).toBe(bigXor(heaps));
        } else {
          const message = `heaps[${bad}] must be a non-negative safe integer, got ${String(heaps[bad])}`;
          expect(() => nimSum(heaps)).toThrow(new RangeError(message));
        }
      }),
      { numRuns: 3000 },
    );
  });

  test.each([
    ['a number', { play: 1 }, TypeError, "options.play must be 'normal' or 'misere', got 1"],
    ['null', { play: null }, TypeError, "options.play must be 'normal' or 'misere', got null"],
    ['another word', { play: 'misère' }, RangeError, `options.play must be 'normal' or 'misere', got "misère"`],
    [
      'the 0.1 boolean option',
      { misere: true },
      TypeError,
      "options.misere is not an option since nimkit 0.2.0, got true: write { play: 'misere' } or { play: 'normal' }",
    ],
    ['a string for options', 'misere', TypeError, `options must be an object such as { play: 'misere' }, got "misere"`],
  ])('winningMove - rejects %s', (_name, options, ErrorClass, message) => {
    const bad = options as unknown as { play: 'misere' };
    for (const action of [
      () => winningMove([1, 2], bad),
      () => winningMoves([1, 2], bad),
      () => isWinning([1, 2], bad),
      () => solveNimFile('1\n1 2\n', bad),
      () => analyzeNimFile('1\n1 2\n', bad),
    ]) {
      const error = thrownBy(ErrorClass, action);
      expect(error.message).toBe(message);
    }
  });
});

describe('winningMove', () => {
  test.each([
    // normal play: the first heap holding the nim-sum's top bit
    [[3, 4, 5], false, { heap: 1, count: 2 }],
    [[0, 0], false, null],
    [[], false, null],
    [[0, 6], false, { heap: 2, count: 6 }],
    [[1, 1, 1], false, { heap: 1, count: 1 }],
    [[2 ** 40, 3], false, { heap: 1, count: 2 ** 40 - 3 }],
    [[Number.MAX_SAFE_INTEGER, 0, 1], false, { heap: 1, count: Number.MAX_SAFE_INTEGER - 1 }],
    // misère end game: leave an odd number of 1-heaps
    [[1, 1, 5], true, { heap: 3, count: 4 }],
    [[1, 5], true, { heap: 2, count: 5 }],
    [[5], true, { heap: 1, count: 4 }],
    [[0, 1, 0, 2], true, { heap: 4, count: 2 }],
    // misère with only 0- and 1-heaps: take one when their number is even
    [[1, 1], true, { heap: 1, count: 1 }],
    [[0, 1, 1, 1, 1], true, { heap: 2, count: 1 }],
    [[1, 1, 1], true, null],
    [[1], true, null],
    // misère: the empty position is won but has no move
    [[0, 0], true, null],
    [[], true, null],
    // misère with two heaps above 1 follows normal play
    [[3, 4, 5], true, { heap: 1, count: 2 }],
    [[2, 2], true, null],
    [[2, 3, 1], true, null],
    [[2, 3, 0], true, { heap: 2, count: 1 }],
  ])('winningMove - %j (misère %s)', (heaps, misere, move) => {
    expect(winningMove(heaps, ending(misere))).toEqual(move);
    expect(winningMove(heaps.map(BigInt), ending(misere))).toEqual(
      move === null ? null : { heap: move.heap, count: BigInt(move.count) },
    );
  });

  test('winningMove - bigints beyond 2^53', () => {
    expect(winningMove([2n ** 64n, 1n])).toEqual({ heap: 1, count: 2n ** 64n - 1n });
    expect(winningMove([2n ** 53n + 1n, 2n ** 53n, 5n])).toEqual({ heap: 3, count: 4n });
    expect(winningMove([2n ** 80n, 1n, 1n], { play: 'misere' })).toEqual({ heap: 1, count: 2n ** 80n - 1n });
    expect(winningMove([2n ** 80n, 1n], { play: 'misere' })).toEqual({ heap: 1, count: 2n ** 80n });
  });

  test('winningMove - the move plays on a Nim game', () => {
    const nim = new Nim(9, 7, 12);
    const move = winningMove(nim.heaps);
    expect(move).not.toBeNull();
    if (move !== null) nim.remove(move.heap, move.count);
    expect(nim.toRepr()).toBe('Nim(9, 5, 12)');
  });

  test('winningMove - after the move the nim-sum is 0 (safe integers)', () => {
    const heap = fc.oneof(fc.maxSafeNat(), fc.nat(2 ** 20), fc.integer({ min: 2 ** 32, max: 2 ** 40 }));
    fc.assert(
      fc.property(fc.array(heap), (heaps) => {
        const move = winningMove(heaps);
        if (move === null) {
          expect(nimSum(heaps)).toBe(0);
          return;
        }
        const size = heaps[move.heap - 1] ?? -1;
        expect(move.count).toBeGreaterThanOrEqual(1);
        expect(move.count).toBeLessThanOrEqual(size);
        expect(nimSum(afterMove(heaps, move))).toBe(0);
        // the seed's rule: no earlier heap could have been used
        const sum = BigInt(nimSum(heaps));
        for (const earlier of heaps.slice(0, move.heap - 1)) expect((BigInt(earlier) ^ sum) < BigInt(earlier)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  test('winningMove - after the move the nim-sum is 0 (bigints above 2^32 and 2^53)', () => {
    const heap = fc.oneof(
      fc.bigInt({ min: 0n, max: 2n ** 20n }),
      fc.bigInt({ min: 2n ** 32n, max: 2n ** 53n }),
      fc.bigInt({ min: 2n ** 53n, max: 2n ** 160n }),
    );
    fc.assert(
      fc.property(fc.array(heap, { minLength: 1 }), (heaps) => {
        const move = winningMove(heaps);
        if (move === null) {
          expect(nimSum(heaps)).toBe(0n);
          return;
        }
        expect(move.count >= 1n && move.count <= (heaps[move.heap - 1] ?? -1n)).toBe(true);
        expect(nimSum(afterMove(heaps, move))).toBe(0n);
      }),
      { numRuns: 500 },
    );
  });

  test('winningMove - numbers and bigints agree, normal and misère', () => {
    const heap = fc.oneof(fc.nat(3), fc.nat(2 ** 20), fc.maxSafeNat());
    fc.assert(
      fc.property(fc.array(heap), fc.boolean(), (heaps, misere) => {
        const big = heaps.map(BigInt);
        const expected = winningMoves(heaps, ending(misere)).map((move) => ({ heap: move.heap, count: BigInt(move.count) }));
        expect(winningMoves(big, ending(misere))).toEqual(expected);
        expect(winningMove(big, ending(misere))).toEqual(expected[0] ?? null);
        expect(isWinning(big, ending(misere))).toBe(isWinning(heaps, ending(misere)));
      }),
      { numRuns: 500 },
    );
  });

  test('winningMove - misère moves reach a misère losing position', () => {
    // The player to move loses misère Nim iff (some heap > 1 and nim-sum 0) or (no heap > 1 and an odd number of 1-heaps).
    const isMisereLoss = (heaps: readonly bigint[]): boolean =>
      heaps.some((heap) => heap > 1n) ? nimSum(heaps) === 0n : heaps.filter((heap) => heap === 1n).length % 2 === 1;
    const heap = fc.oneof(fc.bigInt({ min: 0n, max: 3n }), fc.bigInt({ min: 0n, max: 2n ** 70n }));
    fc.assert(
      fc.property(fc.array(heap), (heaps) => {
        const moves = winningMoves(heaps, { play: 'misere' });
        for (const move of moves) expect(isMisereLoss(afterMove(heaps, move))).toBe(true);
        const isEnd = heaps.every((size) => size === 0n);
        expect(isWinning(heaps, { play: 'misere' })).toBe(isEnd || !isMisereLoss(heaps));
        expect(moves.length > 0).toBe(!isEnd && !isMisereLoss(heaps));
      }),
      { numRuns: 500 },
    );
  });

  test('winningMove - the strategy beats a random opponent on a Nim game', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(12), { minLength: 2, maxLength: 5 }), fc.boolean(), fc.nat(), (heaps, misere, seed) => {
        fc.pre(isWinning(heaps, ending(misere)) && heaps.some((heap) => heap > 0));
        const nim = new Nim(...heaps);
        let opponentChoice = seed;
        let strategyToMove = true;
        let lastMoverWasStrategy = false;
        while (!nim.isfinished()) {
          if (strategyToMove) {
            const move = winningMove(nim.heaps, ending(misere));
            expect(move).not.toBeNull();
            if (move !== null) nim.remove(move.heap, move.count);
          } else {
            const choices = nim.heaps.flatMap((size, index) => (size > 0 ? [index + 1] : []));
            const heap = choices[opponentChoice % choices.length] ?? 1;
            const count = 1 + (opponentChoice % (nim.heaps[heap - 1] ?? 1));
            opponentChoice = (opponentChoice * 31 + 7) % 1_000_003;
            nim.remove(heap, count);
          }
          lastMoverWasStrategy = strategyToMove;
          strategyToMove = !strategyToMove;
        }
        // normal play: the strategy takes the last match; misère: the opponent is forced to
        expect(lastMoverWasStrategy).toBe(!misere);
      }),
      { numRuns: 300 },
    );
  });
});

describe('winningMoves', () => {
  test.each([
    [[3, 4, 5], false, [{ heap: 1, count: 2 }]],
    [[3, 5, 7], false, [{ heap: 1, count: 1 }, { heap: 2, count: 1 }, { heap: 3, count: 1 }]],
    [[8, 13, 5], false, []],
    [[], false, []],
    [[1, 1, 0, 1, 1], true, [{ heap: 1, count: 1 }, { heap: 2, count: 1 }, { heap: 4, count: 1 }, { heap: 5, count: 1 }]],
    [[1, 1, 1], true, []],
    [[0, 0, 0], true, []],
    [[1, 1, 5], true, [{ heap: 3, count: 4 }]],
    [[1, 1, 5], false, [{ heap: 3, count: 5 }]],
    [[3, 5, 7], true, [{ heap: 1, count: 1 }, { heap: 2, count: 1 }, { heap: 3, count: 1 }]],
    [[6, 5, 1, 1], true, [{ heap: 1, count: 1 }]],
  ])('winningMoves - %j (misère %s)', (heaps, misere, moves) => {
    expect(winningMoves(heaps, ending(misere))).toEqual(moves);
  });

  test('winningMoves - every move reaches nim-sum 0 and no other heap can', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.nat(64), fc.maxSafeNat())), (heaps) => {
        const moves = winningMoves(heaps);
        const sum = bigXor(heaps);
        const heapsThatCan = heaps.flatMap((heap, index) => ((BigInt(heap) ^ sum) < BigInt(heap) ? [index + 1] : []));
        expect(moves.map((move) => move.heap)).toEqual(heapsThatCan);
        for (const move of moves) expect(nimSum(afterMove(heaps, move))).toBe(0);
      }),
      { numRuns: 300 },
    );
  });
});

describe('isWinning', () => {
  test.each([
    [[], false, false],
    [[], true, true],
    [[0, 0], false, false],
    [[0, 0], true, true],
    [[1], false, true],
    [[1], true, false],
    [[1, 1, 1], false, true],
    [[1, 1, 1], true, false],
    [[2, 2], false, false],
    [[2, 2], true, false],
    [[7], true, true],
  ])('isWinning - %j (misère %s)', (heaps, misere, expected) => {
    expect(isWinning(heaps, ending(misere))).toBe(expected);
    expect(isWinning(heaps.map(BigInt), ending(misere))).toBe(expected);
  });

  test('isWinning - normal play is the default', () => {
    expect(isWinning([1])).toBe(true);
    expect(winningMove([1])).toEqual({ heap: 1, count: 1 });
    expect(winningMoves([1, 1])).toEqual([]);
  });
});

describe('brute force', () => {
  /** Whether the player to move wins, by searching the whole game tree. */
  function playerToMoveWins(heaps: readonly number[], misere: boolean, memo: Map<string, boolean>): boolean {
    const key = heaps.join(',');
    const known = memo.get(key);
    if (known !== undefined) return known;
    let wins = false;
    let hasMove = false;
    for (let index = 0; index < heaps.length; index++) {
      for (let count = 1; count <= (heaps[index] ?? 0); count++) {
        hasMove = true;
        const next = [...heaps];
        next[index] = (heaps[index] ?? 0) - count;
        if (!playerToMoveWins(next, misere, memo)) wins = true;
      }
    }
    // With no move left: in normal play the player to move has lost; in misère play the opponent took
    // the last counter and lost.
    if (!hasMove) wins = misere;
    memo.set(key, wins);
    return wins;
  }

  /** Every position of up to `maxHeaps` heaps of size 0 to `maxSize`. */
  function allPositions(maxHeaps: number, maxSize: number): number[][] {
    const positions: number[][] = [[]];
    let layer: number[][] = [[]];
    for (let heapCount = 1; heapCount <= maxHeaps; heapCount++) {
      layer = layer.flatMap((position) => Array.from({ length: maxSize + 1 }, (_, size) => [...position, size]));
      positions.push(...layer);
    }
    return positions;
  }

  test.each([false, true])('winningMoves - agrees with game-tree search on every position of up to 4 heaps up to 7 (misère %s)', (misere) => {
    const memo = new Map<string, boolean>();
    const positions = allPositions(4, 7);
    expect(positions).toHaveLength(1 + 8 + 64 + 512 + 4096);
    let winningPositions = 0;
    for (const heaps of positions) {
      const wins = playerToMoveWins(heaps, misere, memo);
      expect(isWinning(heaps, ending(misere)), `isWinning ${heaps.join(',')}`).toBe(wins);
      if (wins) winningPositions++;

      const winningByTree: Move[] = [];
      for (let index = 0; index < heaps.length; index++) {
        for (let count = 1; count <= (heaps[index] ?? 0); count++) {
          const next = [...heaps];
          next[index] = (heaps[index] ?? 0) - count;
          if (!playerToMoveWins(next, misere, memo)) winningByTree.push({ heap: index + 1, count });
        }
      }
      const moves = winningMoves(heaps, ending(misere));
      expect(moves, `winningMoves ${heaps.join(',')}`).toEqual(winningByTree);
      expect(winningMove(heaps, ending(misere))).toEqual(moves[0] ?? null);
      expect(winningMoves(heaps.map(BigInt), ending(misere))).toEqual(
        moves.map((move) => ({ heap: move.heap, count: BigInt(move.count) })),
      );
    }
    // A sanity check that the search itself is not trivial.
    expect(winningPositions).toBeGreaterThan(positions.length / 2);
  });
});

describe('solveNimFile', () => {
  test.each([
    ['seed.txt', false, SEED_OUTPUT],
    ['crlf-bom.txt', false, 'Remove 2 counters from Heap 2\nLose Game\nRemove 1 counter from Heap 2\n'],
    [
      'tabs-and-blank-lines.txt',
      false,
      'Remove 2 counters from Heap 1\nLose Game\nRemove 1 counter from Heap 1\nRemove 6 counters from Heap 2\nLose Game\n',
    ],
    [
      'tabs-and-blank-lines.txt',
      true,
      'Remove 2 counters from Heap 1\nLose Game\nLose Game\nRemove 6 counters from Heap 2\nWin Game\n',
    ],
    [
      'huge-heaps.txt',
      false,
      'Remove 18446744073709551615 counters from Heap 1\nRemove 4 counters from Heap 3\nRemove 9007199254740991 counters from Heap 1\n',
    ],
  ])('solveNimFile - fixture %s (misère %s)', (name, misere, expected) => {
    expect(solveNimFile(fixture(name), ending(misere))).toBe(expected);
  });

  test('solveNimFile - the CRLF fixture really has a byte-order mark and CRLF line ends', () => {
    const text = fixture('crlf-bom.txt');
    expect(text.startsWith('\uFEFF3\r\n')).toBe(true);
    expect(text.split('\r\n')).toHaveLength(5);
  });

  test.each([
    ['missing-line.txt', 'missing-line', 7, 'line 7: the file ends before data set 4: the count promises 4 data sets, the file holds 3'],
    ['bad-token.txt', 'not-a-heap-size', 3, 'line 3: "12 x 4": "x" is not a heap size: heap sizes are non-negative decimal integers'],
    ['too-few-heaps.txt', 'too-few-heaps', 3, 'line 3: "7": a data set needs at least two heap sizes, found 1'],
    ['extra-line.txt', 'extra-line', 4, 'line 4: "1 2": unexpected line after 1 data set: the count promises no more'],
  ])('solveNimFile - fixture %s is rejected', (name, code, line, message) => {
    const error = nimFileErrorFrom(() => solveNimFile(fixture(name)));
    expect(error.name).toBe('NimFileError');
    expect(error.code).toBe(code);
    expect(error.line).toBe(line);
    expect(error.message).toBe(message);
    expect(error).toBeInstanceOf(NimkitError);
  });

  test.each([
    // the count line
    ['an empty file', '', 'empty-file', 1, 'line 1: the file has no count of data sets: it is empty or blank, and its first line must hold that count'],
    ['a blank file', '\n  \n\t\r\n', 'empty-file', 1, 'line 1: the file has no count of data sets: it is empty or blank, and its first line must hold that count'],
    ['only a byte-order mark', '\uFEFF', 'empty-file', 1, 'line 1: the file has no count of data sets: it is empty or blank, and its first line must hold that count'],
    ['a word for the count', 'four\n1 2\n', 'not-a-count', 1, 'line 1: "four" is not a count of data sets: the count must be one non-negative decimal integer'],
    ['two numbers for the count', ' 2 3 \n', 'not-a-count', 1, 'line 1: "2 3" is not a count of data sets: the count must be one non-negative decimal integer'],
    ['a negative count', '-1\n', 'not-a-count', 1, 'line 1: "-1" is not a count of data sets: the count must be one non-negative decimal integer'],
    ['a decimal count', '1.0\n1 2\n', 'not-a-count', 1, 'line 1: "1.0" is not a count of data sets: the count must be one non-negative decimal integer'],
    ['a count after blank lines', '\n\n+1\n', 'not-a-count', 3, 'line 3: "+1" is not a count of data sets: the count must be one non-negative decimal integer'],
    // missing data sets: the line named is where the file ends
    ['no final newline', '2\n1 2', 'missing-line', 3, 'line 3: the file ends before data set 2: the count promises 2 data sets, the file holds 1'],
    ['no data at all', '1\n', 'missing-line', 2, 'line 2: the file ends before data set 1: the count promises 1 data set, the file holds 0'],
    ['trailing blank lines', '3\n1 2\n\n\n', 'missing-line', 5, 'line 5: the file ends before data set 2: the count promises 3 data sets, the file holds 1'],
    ['a huge count', '99999999999999999999\n1 2\n', 'count-too-large', 1, 'line 1: "99999999999999999999" (20 digits) is too many data sets: no file holds more than 9007199254740991 lines'],
    // data lines
    ['one heap', '1\n 7 \n', 'too-few-heaps', 2, 'line 2: "7": a data set needs at least two heap sizes, found 1'],
    ['a negative size', '1\n3 -3\n', 'not-a-heap-size', 2, 'line 2: "3 -3": "-3" is not a heap size: heap sizes are non-negative decimal integers'],
    ['a plus sign', '1\n+3 3\n', 'not-a-heap-size', 2, 'line 2: "+3 3": "+3" is not a heap size: heap sizes are non-negative decimal integers'],
    ['a decimal size', '1\n3.0 3\n', 'not-a-heap-size', 2, 'line 2: "3.0 3": "3.0" is not a heap size: heap sizes are non-negative decimal integers'],
    ['an exponent', '1\n1e3 3\n', 'not-a-heap-size', 2, 'line 2: "1e3 3": "1e3" is not a heap size: heap sizes are non-negative decimal integers'],
    ['hexadecimal', '1\n0x1f 3\n', 'not-a-heap-size', 2, 'line 2: "0x1f 3": "0x1f" is not a heap size: heap sizes are non-negative decimal integers'],
    ['commas', '1\n3,4 5\n', 'not-a-heap-size', 2, 'line 2: "3,4 5": "3,4" is not a heap size: heap sizes are non-negative decimal integers'],
    ['full-width digits', '1\n３ 4\n', 'not-a-heap-size', 2, 'line 2: "３ 4": "３" is not a heap size: heap sizes are non-negative decimal integers'],
    ['a no-break space', '1\n3\u00a04 5\n', 'not-a-heap-size', 2, 'line 2: "3\u00a04 5": "3\u00a04" is not a heap size: heap sizes are non-negative decimal integers'],
    ['a lone carriage return', '1\n3\r4 5\n', 'not-a-heap-size', 2, 'line 2: "3\\r4 5": "3\\r4" is not a heap size: heap sizes are non-negative decimal integers'],
    ['a tab shown escaped', '1\n3\tx\n', 'not-a-heap-size', 2, 'line 2: "3\\tx": "x" is not a heap size: heap sizes are non-negative decimal integers'],
    ['a bad token after CRLF lines', '2\r\n1 2\r\n3 y\r\n', 'not-a-heap-size', 3, 'line 3: "3 y": "y" is not a heap size: heap sizes are non-negative decimal integers'],
    [
      'a long line, quoted in part',
      `1\n${'1 '.repeat(40)}x\n`,
      'not-a-heap-size',
      2,
      `line 2: "${'1 '.repeat(30)}…": "x" is not a heap size: heap sizes are non-negative decimal integers`,
    ],
    // after the data sets
    ['data after zero data sets', '0\n1 2\n', 'extra-line', 2, 'line 2: "1 2": unexpected line after 0 data sets: the count promises no more'],
    ['data after two data sets', '2\n1 2\n3 4\n\n5 6\n', 'extra-line', 5, 'line 5: "5 6": unexpected line after 2 data sets: the count promises no more'],
  ])('solveNimFile - rejects %s', (_name, text, code, line, message) => {
    const error = nimFileErrorFrom(() => solveNimFile(text));
    expect(error.code).toBe(code);
    expect(error.line).toBe(line);
    expect(error.message).toBe(message);
  });

  test.each([
    ['the count alone, zero data sets', '0\n', ''],
    ['zero data sets, blank lines after', '0\n\n \n', ''],
    ['leading blank lines', '\n\n1\n3 4\n', 'Remove 1 counter from Heap 2\n'],
    ['no final newline', '1\n3 4', 'Remove 1 counter from Heap 2\n'],
    ['leading zeros', '1\n007 7\n', 'Lose Game\n'],
    ['the largest safe integer', '1\n9007199254740991 0\n', 'Remove 9007199254740991 counters from Heap 1\n'],
    ['2^53 + 1, not rounded to 2^53', '1\n9007199254740993 1\n', 'Remove 9007199254740992 counters from Heap 1\n'],
    ['all heaps empty', '1\n0 0 0\n', 'Lose Game\n'],
    ['one counter', '1\n0 1\n', 'Remove 1 counter from Heap 2\n'],
    ['a byte-order mark before the count', '\uFEFF1\n1 2\n', 'Remove 1 counter from Heap 2\n'],
  ])('solveNimFile - accepts %s', (_name, text, expected) => {
    expect(solveNimFile(text)).toBe(expected);
  });

  test.each([
    ['the seed file', fixture('seed.txt'), SEED_OUTPUT],
    ['odd 1-heaps lose', '1\n1 1 1\n', 'Lose Game\n'],
    ['even 1-heaps: take one', '1\n0 1 1\n', 'Remove 1 counter from Heap 2\n'],
    ['leave an odd number of 1-heaps', '1\n1 1 5\n', 'Remove 4 counters from Heap 3\n'],
    ['empty the big heap', '1\n1 5\n', 'Remove 5 counters from Heap 2\n'],
    ['the empty position is already won', '1\n0 0\n', 'Win Game\n'],
    ['huge heaps in the end game', '1\n18446744073709551616 1 1\n', 'Remove 18446744073709551615 counters from Heap 1\n'],
  ])('solveNimFile - misère: %s', (_name, text, expected) => {
    expect(solveNimFile(text, { play: 'misere' })).toBe(expected);
  });

  test('solveNimFile - many data sets', () => {
    const dataSets = 5000;
    const text = `${dataSets}\n${'1 2\n3 4 5\n'.repeat(dataSets / 2)}`;
    expect(solveNimFile(text)).toBe('Remove 1 counter from Heap 2\nRemove 2 counters from Heap 1\n'.repeat(dataSets / 2));
  });

  test('solveNimFile - rejects text that is not a string', () => {
    expect(() => solveNimFile(42 as unknown as string)).toThrow(new TypeError('text must be a string, got 42'));
  });

  test('solveNimFile - agrees with winningMove on random files', () => {
    const heap = fc.oneof(fc.nat(9), fc.maxSafeNat(), fc.bigInt({ min: 2n ** 53n, max: 2n ** 90n }));
    const separator = fc.constantFrom(' ', '  ', '\t', ' \t ');
    const dataLine = fc.tuple(fc.array(heap, { minLength: 2, maxLength: 6 }), separator, fc.constantFrom('', ' ', '\t'));
    fc.assert(
      fc.property(fc.array(dataLine, { maxLength: 8 }), fc.constantFrom('\n', '\r\n'), fc.boolean(), (lines, newline, misere) => {
        const text = [String(lines.length), ...lines.map(([heaps, gap, padding]) => padding + heaps.join(gap) + padding)].join(newline) + newline;
        const expected = lines.map(([heaps]) => {
          const big = heaps.map(BigInt);
          const move = winningMove(big, ending(misere));
          if (move === null) return misere && big.every((size) => size === 0n) ? 'Win Game\n' : 'Lose Game\n';
          return `Remove ${move.count} counter${move.count === 1n ? '' : 's'} from Heap ${move.heap}\n`;
        });
        expect(solveNimFile(text, ending(misere))).toBe(expected.join(''));
      }),
      { numRuns: 300 },
    );
  });
});
