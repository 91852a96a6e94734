import fc from 'fast-check';
import { describe, expect, expectTypeOf, test } from 'vitest';
import { isWythoffLosing, wythoffLosingPositions, wythoffMove } from '../../src/index.js';
import type { WythoffMove, WythoffOptions } from '../../src/index.js';
import { thrownBy } from '../helpers.js';
import { isFloorOfNAlpha, isLostByZeckendorf, lostTable, mexPairs, pairOf } from './reference.js';

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/** Applies a move to (x, y), checking that it is legal for the parameter a. */
function after(x: number, y: number, move: WythoffMove, a = 1): [number, number] {
  const { first, second } = move;
  expect(first >= 0 && second >= 0 && first + second > 0 && first <= x && second <= y).toBe(true);
  if (first > 0 && second > 0) expect(Math.abs(first - second)).toBeLessThan(a);
  return [x - first, y - second];
}

function afterBig(x: bigint, y: bigint, move: WythoffMove<bigint>): [bigint, bigint] {
  const { first, second } = move;
  expect(first >= 0n && second >= 0n && first + second > 0n && first <= x && second <= y).toBe(true);
  if (first > 0n && second > 0n) expect(first).toBe(second);
  return [x - first, y - second];
}

/** Safe integers log-uniform over 1 to 53 bits, so that small and huge heaps both occur. */
const safeHeap = fc.integer({ min: 0, max: 53 }).chain((bits) => fc.integer({ min: 0, max: Math.min(MAX_SAFE, 2 ** bits) }));

describe('wythoffLosingPositions', () => {
  test('wythoffLosingPositions - the first 10,000 pairs are the lower and upper Wythoff sequences (mex definition)', () => {
    expect(wythoffLosingPositions(10_000)).toEqual(mexPairs(10_000));
  });

  test.each([2, 3, 4, 7, 50, 2 ** 30])('wythoffLosingPositions - a = %i: 5,000 pairs equal the mex definition A_n = mex, B_n = A_n + a·n', (a) => {
    expect(wythoffLosingPositions(5000, { a })).toEqual(mexPairs(5000, a));
  });

  test('wythoffLosingPositions - the documented small lists, misère and bigint', () => {
    expect(wythoffLosingPositions(5)).toEqual([[0, 0], [1, 2], [3, 5], [4, 7], [6, 10]]);
    expect(wythoffLosingPositions(4, { a: 2 })).toEqual([[0, 0], [1, 3], [2, 6], [4, 10]]);
    expect(wythoffLosingPositions(3, { play: 'misere' })).toEqual([[0, 1], [2, 2], [3, 5]]);
    expect(wythoffLosingPositions(1, { play: 'misere' })).toEqual([[0, 1]]);
    expect(wythoffLosingPositions(0)).toEqual([]);
    expect(wythoffLosingPositions(3n)).toEqual([[0n, 0n], [1n, 2n], [3n, 5n]]);
    expect(wythoffLosingPositions(2n, { play: 'misere' })).toEqual([[0n, 1n], [2n, 2n]]);
    // A huge a needs a bigint count: B_n = A_n + a·n leaves the safe integers.
    expect(wythoffLosingPositions(3n, { a: MAX_SAFE })).toEqual([[0n, 0n], [1n, 1n + BigInt(MAX_SAFE)], [2n, 2n + 2n * BigInt(MAX_SAFE)]]);
    expect(wythoffLosingPositions(2, { a: MAX_SAFE - 1 })).toEqual([[0, 0], [1, MAX_SAFE]]);
  });

  test('wythoffLosingPositions - bad counts and options', () => {
    expect(thrownBy(RangeError, () => wythoffLosingPositions(1_000_001)).message).toBe('count must be at most 1000000, got 1000001');
    expect(thrownBy(RangeError, () => wythoffLosingPositions(-1)).message).toBe('count must be a non-negative safe integer, got -1');
    expect(thrownBy(TypeError, () => wythoffLosingPositions('3' as never)).message).toBe('count must be a number or a bigint, got "3"');
    expect(thrownBy(RangeError, () => wythoffLosingPositions(3, { a: MAX_SAFE })).message).toBe(
      `count must leave every pair a safe integer for a = ${MAX_SAFE}, got 3: pass a bigint count for bigint pairs`,
    );
    expect(thrownBy(RangeError, () => wythoffLosingPositions(3, { a: 2, play: 'misere' })).message).toMatch(/^misère play has a theory here only for a = 1, got a = 2/);
  });
});

describe('isWythoffLosing', () => {
  test('isWythoffLosing - every position up to 80 agrees with brute force, both endings, a = 1 to 4', () => {
    const cases = [
      [1, 'normal'],
      [1, 'misere'],
      [2, 'normal'],
      [3, 'normal'],
      [4, 'normal'],
    ] as const;
    const wrong: string[] = [];
    for (const [a, play] of cases) {
      const size = a === 1 ? 80 : 40;
      const lost = lostTable(size, a, play);
      for (let x = 0; x <= size; x++) {
        for (let y = 0; y <= size; y++) {
          const expected = lost[x]?.[y];
          if (isWythoffLosing(x, y, { a, play }) !== expected || isWythoffLosing(BigInt(x), BigInt(y), { a, play }) !== expected) wrong.push(`${x},${y} a=${a} ${play}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  test('isWythoffLosing - exact near 10^15 and at the top of the safe integers (Zeckendorf)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 15 }), fc.integer({ min: -3, max: 3 }), fc.integer({ min: -3, max: 3 }), (x, dx, dy) => {
        const [small, large] = pairOf(BigInt(x)).map(Number) as [number, number];
        expect(isWythoffLosing(small, large)).toBe(true);
        expect(isWythoffLosing(large, small)).toBe(true);
        const [p, q] = [small + dx, large + dy];
        if (p >= 0 && q >= 0) expect(isWythoffLosing(p, q)).toBe(isLostByZeckendorf(BigInt(p), BigInt(q)));
      }),
      { numRuns: 1000, seed: 15 },
    );
    // Pairs at the edge of the safe range: a_n near 2^53 / φ² ... up to b_n just below 2^53.
    fc.assert(
      fc.property(fc.integer({ min: 2 ** 52, max: MAX_SAFE - 10 ** 6 }), (x) => {
        const [small, large] = pairOf(BigInt(x));
        if (large <= BigInt(MAX_SAFE)) expect(isWythoffLosing(Number(small), Number(large))).toBe(true);
        expect(isWythoffLosing(x, x + 1)).toBe(false);
      }),
      { numRuns: 300, seed: 53 },
    );
  });

  test('isWythoffLosing - exact for bigints near 10^40 (Zeckendorf)', () => {
    const base = 10n ** 40n;
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 30n }), fc.bigInt({ min: -2n, max: 2n }), (offset, shift) => {
        const [small, large] = pairOf(base + offset);
        expect(isWythoffLosing(small, large)).toBe(true);
        expect(isWythoffLosing(large, small)).toBe(true);
        expect(isWythoffLosing(small, large + shift)).toBe(shift === 0n);
        expect(isWythoffLosing(small + offset, large)).toBe(isLostByZeckendorf(small + offset, large));
      }),
      { numRuns: 300, seed: 40 },
    );
  });

  test('isWythoffLosing - Fibonacci heaps, where nφ is closest to an integer, are decided exactly', () => {
    // F_k / φ is within φ^-k of an integer: the floating estimate cannot tell, the exact test must.
    let [previous, current] = [1n, 2n];
    while (current < 2n ** 53n) {
      for (const x of [previous, current, current - 1n, current + 1n]) {
        const [small, large] = pairOf(x);
        if (large < 2n ** 53n) {
          expect(isWythoffLosing(Number(small), Number(large))).toBe(true);
          expect(isWythoffLosing(Number(small), Number(large) - 1)).toBe(false);
        }
        expect(isWythoffLosing(small, large)).toBe(true);
      }
      [previous, current] = [current, previous + current];
    }
  });

  test('isWythoffLosing - Fraenkel pairs satisfy the Beatty form A_n = ⌊nα⌋ at large n (numbers and bigints)', () => {
    fc.assert(
      fc.property(fc.constantFrom(2, 3, 5, 1000, 2 ** 26), fc.integer({ min: 0, max: 2 ** 40 }), (a, target) => {
        // Find the pair holding `target` through the move from (target, huge): it leaves a lost position.
        const move = wythoffMove(target, MAX_SAFE, { a });
        expect(move).not.toBeNull();
        const [x, y] = after(target, MAX_SAFE, move ?? { first: 0, second: 0 }, a);
        const [small, large] = x <= y ? [x, y] : [y, x];
        expect((large - small) % a).toBe(0);
        const n = BigInt((large - small) / a);
        expect(isFloorOfNAlpha(BigInt(small), n, BigInt(a))).toBe(true);
        expect(isWythoffLosing(x, y, { a })).toBe(true);
        expect(isWythoffLosing(BigInt(x), BigInt(y), { a })).toBe(true);
        expect(isWythoffLosing(small + 1, large + 1, { a })).toBe(false);
      }),
      { numRuns: 500, seed: 7 },
    );
  });

  test('isWythoffLosing - the documented examples', () => {
    expect(isWythoffLosing(3, 5)).toBe(true);
    expect(isWythoffLosing(5, 3)).toBe(true);
    expect(isWythoffLosing(3, 4)).toBe(false);
    expect(isWythoffLosing(0, 0)).toBe(true);
    expect(isWythoffLosing(-0, 0)).toBe(true);
    expect(isWythoffLosing(2, 2, { play: 'misere' })).toBe(true);
    expect(isWythoffLosing(0, 0, { play: 'misere' })).toBe(false);
    expect(isWythoffLosing(2, 6, { a: 2 })).toBe(true);
    expect(isWythoffLosing(1618033988749894n, 2618033988749894n)).toBe(true);
  });
});

describe('wythoffMove', () => {
  test('wythoffMove - every position up to 60 gets a legal move to a lost position exactly when it is won', () => {
    const cases = [
      [1, 'normal'],
      [1, 'misere'],
      [2, 'normal'],
      [3, 'normal'],
      [6, 'normal'],
    ] as const;
    const wrong: string[] = [];
    for (const [a, play] of cases) {
      const size = a === 1 ? 60 : 36;
      const lost = lostTable(size, a, play);
      for (let x = 0; x <= size; x++) {
        for (let y = 0; y <= size; y++) {
          const move = wythoffMove(x, y, { a, play });
          const big = wythoffMove(BigInt(x), BigInt(y), { a, play });
          const expectNone = lost[x]?.[y] === true || (x === 0 && y === 0);
          const { first = 0, second = 0 } = move ?? {};
          const legal = first >= 0 && second >= 0 && first + second > 0 && first <= x && second <= y && (first === 0 || second === 0 || Math.abs(first - second) < a);
          const good = expectNone ? move === null && big === null : legal && lost[x - first]?.[y - second] === true && big?.first === BigInt(first) && big.second === BigInt(second);
          if (!good) wrong.push(`${x},${y} a=${a} ${play}: ${JSON.stringify(move)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  test('wythoffMove - on random safe integers the move is legal and leaves a Zeckendorf P-position; numbers agree with bigints', () => {
    fc.assert(
      fc.property(safeHeap, safeHeap, (x, y) => {
        const move = wythoffMove(x, y);
        const lost = isLostByZeckendorf(BigInt(x), BigInt(y));
        expect(move === null).toBe(lost);
        if (move !== null) {
          const [p, q] = after(x, y, move);
          expect(isLostByZeckendorf(BigInt(p), BigInt(q))).toBe(true);
        }
        const big = wythoffMove(BigInt(x), BigInt(y));
        expect(big).toEqual(move === null ? null : { first: BigInt(move.first), second: BigInt(move.second) });
      }),
      { numRuns: 2000, seed: 1 },
    );
  });

  test('wythoffMove - Fraenkel a >= 2 on random safe integers: numbers agree with bigints and leave a lost position', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 40 }), safeHeap, safeHeap, (a, x, y) => {
        const move = wythoffMove(x, y, { a });
        const big = wythoffMove(BigInt(x), BigInt(y), { a });
        expect(big).toEqual(move === null ? null : { first: BigInt(move.first), second: BigInt(move.second) });
        expect(move === null).toBe(isWythoffLosing(x, y, { a }));
        if (move !== null) expect(isWythoffLosing(...after(x, y, move, a), { a })).toBe(true);
      }),
      { numRuns: 1000, seed: 2 },
    );
  });

  test('wythoffMove - bigints near 10^40 leave a Zeckendorf P-position', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 10n ** 40n, max: 2n * 10n ** 40n }), fc.bigInt({ min: 0n, max: 3n * 10n ** 40n }), (x, y) => {
        const move = wythoffMove(x, y);
        expect(move === null).toBe(isLostByZeckendorf(x, y));
        if (move !== null) expect(isLostByZeckendorf(...afterBig(x, y, move))).toBe(true);
      }),
      { numRuns: 300, seed: 41 },
    );
  });

  test('wythoffMove - misère play far from the origin is normal play, and the documented examples', () => {
    fc.assert(
      fc.property(safeHeap, safeHeap, (x, y) => {
        if (Math.min(x, y) >= 3 && Math.abs(x - y) >= 2) expect(wythoffMove(x, y, { play: 'misere' })).toEqual(wythoffMove(x, y));
      }),
      { numRuns: 500, seed: 3 },
    );
    expect(wythoffMove(4, 5)).toEqual({ first: 3, second: 3 });
    expect(wythoffMove(9, 3)).toEqual({ first: 4, second: 0 });
    expect(wythoffMove(3, 5)).toBeNull();
    expect(wythoffMove(1, 2, { play: 'misere' })).toEqual({ first: 0, second: 2 });
    expect(wythoffMove(10n ** 30n, 10n ** 30n)).toEqual({ first: 10n ** 30n, second: 10n ** 30n });
    expect(wythoffMove(MAX_SAFE, MAX_SAFE)).toEqual({ first: MAX_SAFE, second: MAX_SAFE });
    expect(wythoffMove(0, MAX_SAFE)).toEqual({ first: 0, second: MAX_SAFE });
    expect(wythoffMove(MAX_SAFE, 0, { play: 'misere' })).toEqual({ first: MAX_SAFE - 1, second: 0 });
  });

  test('wythoffMove - bad heaps and options throw typed errors naming the argument', () => {
    const cases: [() => unknown, ErrorConstructor, string][] = [
      [() => wythoffMove(1, 2n as never), TypeError, 'x is a number but y is a bigint: do not mix numbers and bigints'],
      [() => isWythoffLosing(1n, 2 as never), TypeError, 'x is a bigint but y is a number: do not mix numbers and bigints'],
      [() => wythoffMove('1' as never, 2), TypeError, 'x must be a number or a bigint, got "1"'],
      [() => wythoffMove(1, null as never), TypeError, 'y must be a number or a bigint, got null'],
      [() => wythoffMove(1.5, 2), RangeError, 'x must be a non-negative safe integer, got 1.5'],
      [() => wythoffMove(Number.NaN, 2), RangeError, 'x must be a non-negative safe integer, got NaN'],
      [() => wythoffMove(1, 2 ** 53), RangeError, 'y must be a non-negative safe integer, got 9007199254740992'],
      [() => isWythoffLosing(-1n, 2n), RangeError, 'x must be non-negative, got -1n'],
      [() => isWythoffLosing(1n, 1n << 1_000_000n), RangeError, 'y must be below 2^1000000, got a bigint of 1000001 bits'],
      [() => wythoffMove(1, 2, null as never), TypeError, 'options must be an object, got null'],
      [() => wythoffMove(1, 2, { a: '2' } as never), TypeError, 'a must be a number, got "2"'],
      [() => wythoffMove(1, 2, { a: 0 }), RangeError, 'a must be a positive safe integer, got 0'],
      [() => isWythoffLosing(1, 2, { a: 1.5 }), RangeError, 'a must be a positive safe integer, got 1.5'],
      [() => isWythoffLosing(1, 2, { play: 'draw' } as never), RangeError, "play must be 'normal' or 'misere', got \"draw\""],
      [
        () => wythoffMove(1, 2, { a: 3, play: 'misere' }),
        RangeError,
        "misère play has a theory here only for a = 1, got a = 3: search the game with solve(wythoffGame([x, y], { a: 3, play: 'misere' }).start)",
      ],
    ];
    for (const [action, ErrorClass, message] of cases) expect(thrownBy(ErrorClass, action).message).toBe(message);
  });

  test('wythoffMove - the overloads pick the result type', () => {
    expectTypeOf(wythoffMove(1, 2)).toEqualTypeOf<WythoffMove | null>();
    expectTypeOf(wythoffMove(1n, 2n)).toEqualTypeOf<WythoffMove<bigint> | null>();
    expectTypeOf(wythoffLosingPositions(2)).toEqualTypeOf<[number, number][]>();
    expectTypeOf(wythoffLosingPositions(2n)).toEqualTypeOf<[bigint, bigint][]>();
    expectTypeOf<WythoffOptions>().toEqualTypeOf<{ readonly a?: number; readonly play?: 'normal' | 'misere' }>();
  });
});
