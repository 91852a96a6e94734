import fc from 'fast-check';
import { describe, expect, expectTypeOf, test } from 'vitest';
import { MAX_TURNING_COINS, turningMove, turningValue } from '../../src/index.js';
import type { TurningMove, TurningRule } from '../../src/index.js';
import { thrownBy } from '../helpers.js';
import { allStrings, bruteMoves, mexValues, nimSum, RULES, turn } from './reference.js';

/** How far the values are checked against the plain mex (Mock Turtles' mex is cubic in the square). */
const MEX_LIMIT: Readonly<Partial<Record<TurningRule, number>>> = { turtles: 300, 'mock-turtles': 130, ruler: 300 };
const MEX = Object.fromEntries(RULES.map((rule) => [rule, mexValues(rule, MEX_LIMIT[rule] ?? 0)])) as Record<TurningRule, number[]>;

/** The popcount of a bigint. */
function ones(n: bigint): number {
  return n.toString(2).replaceAll('0', '').length;
}

describe('turningValue', () => {
  test.each(RULES)('turningValue - %s agrees with a plain mex over moves on every square to the limit', (rule) => {
    const values = MEX[rule];
    for (let n = 1; n < values.length; n++) {
      expect(turningValue(rule, n)).toBe(values[n]);
      expect(turningValue(rule, BigInt(n))).toBe(BigInt(values[n] ?? -1));
    }
  });

  test('turningValue - the issue\'s values, square 1 leftmost: Turtles n, Mock Turtles odious, Ruler the ruler', () => {
    const first = (rule: TurningRule, count: number) => Array.from({ length: count }, (_, index) => turningValue(rule, index + 1));
    expect(first('turtles', 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(first('mock-turtles', 12)).toEqual([1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22]);
    expect(first('ruler', 16)).toEqual([1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16]);
    // The mex itself, so the reference cannot drift with the formulas.
    expect(MEX['mock-turtles'].slice(1, 7)).toEqual([1, 2, 4, 7, 8, 11]);
    expect(MEX.ruler.slice(1, 9)).toEqual([1, 2, 1, 4, 1, 2, 1, 8]);
  });

  test.each([
    // [rule, n, value]: high bits past 2^31 and 2^32, exact.
    ['ruler', 2 ** 31, 2 ** 31],
    ['ruler', 3 * 2 ** 40, 2 ** 40],
    ['ruler', 2 ** 52, 2 ** 52],
    ['ruler', Number.MAX_SAFE_INTEGER, 1],
    ['ruler', 2 ** 32 + 2 ** 31, 2 ** 31],
    ['mock-turtles', 2 ** 52, 2 ** 53 - 1], // n − 1 = 2^52 − 1: 52 ones, even
    ['mock-turtles', 2 ** 32 + 1, 2 ** 33], // n − 1 = 2^32: one 1
    ['mock-turtles', 2 ** 32 + 2, 2 ** 33 + 3], // n − 1 = 2^32 + 1: two 1s
    ['mock-turtles', 2 ** 31 + 1, 2 ** 32], // n − 1 = 2^31
    ['turtles', Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  ] as const)('turningValue - %s of %d is %d', (rule, n, value) => {
    expect(turningValue(rule, n)).toBe(value);
    expect(turningValue(rule, BigInt(n))).toBe(BigInt(value));
  });

  test('turningValue - numbers and bigints agree, and large values keep their defining property', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RULES), fc.integer({ min: 1, max: 2 ** 52 }), (rule, n) => {
        const value = turningValue(rule, n);
        expect(BigInt(value)).toBe(turningValue(rule, BigInt(n)));
      }),
    );
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 2n ** 200n }), (n) => {
        // Mock Turtles: the odious number with floor(v / 2) = n − 1; Ruler: a power of 2 leaving an odd quotient.
        const odious = turningValue('mock-turtles', n);
        expect([ones(odious) % 2, odious / 2n]).toEqual([1, n - 1n]);
        const ruler = turningValue('ruler', n);
        expect([ones(ruler), (n / ruler) % 2n, n % ruler]).toEqual([1, 1n, 0n]);
        expect(turningValue('turtles', n)).toBe(n);
      }),
    );
  });

  test('turningValue - the return type follows n', () => {
    expectTypeOf(turningValue('ruler', 4)).toEqualTypeOf<number>();
    expectTypeOf(turningValue('ruler', 4n)).toEqualTypeOf<bigint>();
  });

  test('turningValue - bad input', () => {
    const cases: [ErrorConstructor | RangeErrorConstructor | TypeErrorConstructor, unknown, unknown, string][] = [
      [TypeError, 4, 4, 'rule must be a string, got 4'],
      [RangeError, 'Ruler', 4, `rule must be 'turtles', 'mock-turtles', 'ruler', 'twins', 'moebius' or 'mogul', got "Ruler"`],
      [TypeError, 'ruler', '4', 'n must be a number or a bigint, got "4"'],
      [TypeError, 'ruler', null, 'n must be a number or a bigint, got null'],
      [RangeError, 'ruler', 0, 'n must be a square from 1 (a positive safe integer), got 0'],
      [RangeError, 'ruler', 1.5, 'n must be a square from 1 (a positive safe integer), got 1.5'],
      [RangeError, 'ruler', Number.NaN, 'n must be a square from 1 (a positive safe integer), got NaN'],
      [RangeError, 'turtles', 2 ** 53, 'n must be a square from 1 (a positive safe integer), got 9007199254740992'],
      [RangeError, 'ruler', 0n, 'n must be a square from 1, got 0n'],
      [RangeError, 'mock-turtles', 2 ** 52 + 1, `n must be at most 2^52 for 'mock-turtles' as a number (the value 2n - 1 would not be safe); pass a bigint, got 4503599627370497`],
    ];
    for (const [ErrorClass, rule, n, message] of cases) {
      expect(thrownBy(ErrorClass, () => turningValue(rule as TurningRule, n as number)).message).toBe(message);
    }
    expect(turningValue('mock-turtles', 2n ** 52n + 1n)).toBe(2n ** 53n);
  });
});

/** Checks a move from `coins` against the plain rules: one of the legal moves, and it leaves nim-sum 0. */
function expectWinning(rule: TurningRule, coins: string, move: TurningMove | null, values: readonly number[]): void {
  if (nimSum(values, coins) === 0) {
    expect(move).toBeNull();
    return;
  }
  expect(move).not.toBeNull();
  const squares = move?.coins ?? [];
  expect(bruteMoves(rule, coins).some((legal) => legal.join(',') === squares.join(','))).toBe(true);
  expect(nimSum(values, turn(coins, squares))).toBe(0);
}

describe('turningMove', () => {
  test('turningMove - the documented examples', () => {
    expect(turningMove('turtles', 'THTHH')).toEqual({ coins: [1, 2] });
    expect(turningMove('ruler', 'TTTH')).toEqual({ coins: [4] });
    expect(turningMove('mock-turtles', 'HHH')).toEqual({ coins: [1, 2, 3] });
    expect(turningMove('ruler', 'HTHT')).toBeNull();
    expect(turningMove('ruler', 'HTTH')).toEqual({ coins: [3, 4] });
    expect(turningMove('turtles', 'TTT')).toBeNull();
  });

  test.each(RULES)('turningMove - %s: on every string up to 12 coins, a legal move to nim-sum 0 exactly when the nim-sum is not 0', (rule) => {
    const values = MEX[rule];
    for (let length = 1; length <= 12; length++) {
      for (const coins of allStrings(length)) expectWinning(rule, coins, turningMove(rule, coins), values);
    }
  });

  test.each(RULES)('turningMove - %s: long strings, fast, by the values', (rule) => {
    const limit = 4000;
    const values = [0, ...Array.from({ length: limit }, (_, index) => turningValue(rule, index + 1))];
    fc.assert(
      fc.property(fc.array(fc.constantFrom('H', 'T'), { minLength: 1, maxLength: limit }), (list) => {
        const coins = list.join('');
        const move = turningMove(rule, coins);
        if (nimSum(values, coins) === 0) {
          expect(move).toBeNull();
          return;
        }
        const squares = move?.coins ?? [];
        // The move's shape, checked by the rule's words rather than by listing every move of a long string.
        const head = squares[squares.length - 1] ?? 0;
        expect(coins[head - 1]).toBe('H');
        expect(squares.every((square, index) => index === 0 || square > (squares[index - 1] ?? 0))).toBe(true);
        if (rule === 'turtles') expect(squares.length).toBeLessThanOrEqual(2);
        if (rule === 'mock-turtles') expect(squares.length).toBeLessThanOrEqual(3);
        if (rule === 'ruler') expect(squares).toEqual(Array.from({ length: squares.length }, (_, index) => head - squares.length + 1 + index));
        expect(nimSum(values, turn(coins, squares))).toBe(0);
      }),
      { numRuns: 60 },
    );
  });

  test('turningMove - a string of MAX_TURNING_COINS coins answers at once', () => {
    const coins = `${'T'.repeat(MAX_TURNING_COINS - 1)}H`;
    const started = performance.now();
    expect(turningMove('ruler', coins)).toEqual({ coins: [MAX_TURNING_COINS] });
    expect(turningMove('mock-turtles', coins)).toEqual({ coins: [MAX_TURNING_COINS] });
    // 10^6 = 2^6 · 15625 is worth 64 and square 32 is worth 32: the head on 10^6 must drop to 32, by the run of
    // 64 coins 999,937..10^6 (the ruler values of 999,937..999,999 XOR to gray(63) = 32).
    const twoHeads = `${'T'.repeat(31)}H${'T'.repeat(MAX_TURNING_COINS - 33)}H`;
    expect(turningMove('ruler', twoHeads)).toEqual({ coins: Array.from({ length: 64 }, (_, index) => 999_937 + index) });
    expect(turningMove('turtles', twoHeads)).toEqual({ coins: [32, MAX_TURNING_COINS] }); // 32 ^ 10^6: the head on 10^6 drops to 32;
    expect(performance.now() - started).toBeLessThan(1000);
  });

  test('turningMove - bad input', () => {
    const cases: [ErrorConstructor | RangeErrorConstructor | TypeErrorConstructor, unknown, unknown, string][] = [
      [TypeError, null, 'HT', 'rule must be a string, got null'],
      [RangeError, 'turtle', 'HT', `rule must be 'turtles', 'mock-turtles', 'ruler', 'twins', 'moebius' or 'mogul', got "turtle"`],
      [TypeError, 'ruler', ['H'], 'coins must be a string of H and T, got an array'],
      [RangeError, 'ruler', '', 'coins must hold at least one coin, got ""'],
      [RangeError, 'ruler', 'HhT', 'coins must be a string of H and T, got "HhT": "h" on square 2'],
      [RangeError, 'ruler', 'H T', 'coins must be a string of H and T, got "H T": " " on square 2'],
      [RangeError, 'ruler', 'H'.repeat(MAX_TURNING_COINS + 1), `coins must hold at most ${MAX_TURNING_COINS} coins, got ${MAX_TURNING_COINS + 1}`],
    ];
    for (const [ErrorClass, rule, coins, message] of cases) {
      expect(thrownBy(ErrorClass, () => turningMove(rule as TurningRule, coins as string)).message).toBe(message);
    }
  });
});
