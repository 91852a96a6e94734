import fc from 'fast-check';
import { describe, expect, expectTypeOf, test } from 'vitest';
import { fibonacciNimMove, zeckendorf } from '../../src/index.js';
import type { Ending } from '../../src/index.js';
import { thrownBy } from '../helpers.js';

const ENDINGS: readonly Ending[] = ['normal', 'misere'];
const LIMIT = 400;

// ---------------------------------------------------------------------------------------------------------------
// Plain brute force: the rules and nothing else.

/** The distinct Fibonacci numbers 1, 2, 3, 5, ... below 2^bits, as bigints. */
function fibonacciBelow(bits: number): bigint[] {
  const terms = [1n, 2n];
  for (let next = 3n; next < 1n << BigInt(bits); next = (terms.at(-1) ?? 0n) + (terms.at(-2) ?? 0n)) terms.push(next);
  return terms;
}

const FIBONACCI = fibonacciBelow(3000);
const FIBONACCI_INDEX = new Map(FIBONACCI.map((term, index) => [term, index]));
/** The Fibonacci numbers below 2^600: each term alone costs a walk of its whole size, so fewer for the loops. */
const FIRST_TERMS = FIBONACCI.filter((term) => term < 1n << 600n);

/**
 * lost[h][m]: the mover loses with h counters left and at most m (<= h) allowed, by backward induction over
 * every take t (1 to m), after which the opponent may take up to min(2t, h - t). With no counter left the
 * mover has lost in normal play and won in misère play (the opponent took the last counter).
 */
function bruteForceLost(limit: number, ending: Ending): boolean[][] {
  const lost: boolean[][] = [];
  for (let heap = 0; heap <= limit; heap++) {
    const row: boolean[] = [];
    for (let maxTake = 0; maxTake <= heap; maxTake++) {
      if (heap === 0) {
        row.push(ending === 'normal');
        continue;
      }
      let canWin = false;
      for (let take = 1; take <= maxTake && !canWin; take++) canWin = lost[heap - take]?.[Math.min(2 * take, heap - take)] === true;
      row.push(!canWin);
    }
    lost.push(row);
  }
  return lost;
}

const LOST: Readonly<Record<Ending, boolean[][]>> = { normal: bruteForceLost(LIMIT, 'normal'), misere: bruteForceLost(LIMIT, 'misere') };

/**
 * Whether `terms` is a Zeckendorf representation of `n`: Fibonacci numbers, largest first, no two of them
 * neighbours in the sequence, adding up to n. By Zeckendorf's theorem there is exactly one.
 */
function isZeckendorfOf(terms: readonly bigint[], n: bigint): boolean {
  const indices = terms.map((term) => FIBONACCI_INDEX.get(term) ?? Number.NaN);
  const apart = indices.every((index, at) => Number.isInteger(index) && (at === 0 || (indices[at - 1] ?? 0) - index >= 2));
  return apart && terms.reduce((sum, term) => sum + term, 0n) === n;
}

// ---------------------------------------------------------------------------------------------------------------

describe('zeckendorf', () => {
  test.each([
    [0, []], // no term
    [1, [1]],
    [2, [2]],
    [4, [3, 1]],
    [12, [8, 3, 1]],
    [100, [89, 8, 3]],
    [Number.MAX_SAFE_INTEGER, zeckendorf(BigInt(Number.MAX_SAFE_INTEGER)).map(Number)], // the number kernel's top
  ])('zeckendorf - %i', (n, terms) => {
    expect(zeckendorf(n)).toEqual(terms);
  });

  test('zeckendorf - every n to 30,000: Fibonacci numbers, largest first, never neighbours, adding up to n', () => {
    for (let n = 0; n <= 30_000; n++) {
      const terms = zeckendorf(n);
      if (!isZeckendorfOf(terms.map(BigInt), BigInt(n))) expect.fail(`zeckendorf(${n}) = ${terms.join(' + ')}`);
    }
  });

  test('zeckendorf - safe integers and bigints of up to 3,000 bits, as the theorem says; numbers and bigints agree', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: (1n << 3000n) - 1n }), (n) => isZeckendorfOf(zeckendorf(n), n)),
      { numRuns: 100 },
    );
    fc.assert(
      fc.property(fc.maxSafeNat(), (n) => {
        const terms = zeckendorf(n);
        return isZeckendorfOf(terms.map(BigInt), BigInt(n)) && zeckendorf(BigInt(n)).join() === terms.join();
      }),
      { numRuns: 2000 },
    );
  });

  test('zeckendorf - a Fibonacci number is its own representation, its neighbour below is not', () => {
    for (const term of FIRST_TERMS) {
      expect(zeckendorf(term)).toEqual([term]);
      if (term > 3n) expect(zeckendorf(term - 1n).length).toBeGreaterThan(1);
    }
  });

  test('zeckendorf - bigints up to 20,000 bits, not past', () => {
    const largest = (1n << 20_000n) - 1n;
    expect(zeckendorf(largest).reduce((sum, term) => sum + term, 0n)).toBe(largest);
    expect(thrownBy(RangeError, () => zeckendorf(1n << 20_000n)).message).toBe('n must have at most 20000 bits, got a bigint of 20001 bits');
  });

  test.each([
    ['3', TypeError, 'n must be a number or a bigint, got "3"'],
    [true, TypeError, 'n must be a number or a bigint, got true'],
    [null, TypeError, 'n must be a number or a bigint, got null'],
    [-1, RangeError, 'n must be a non-negative safe integer, got -1'],
    [1.5, RangeError, 'n must be a non-negative safe integer, got 1.5'],
    [Number.NaN, RangeError, 'n must be a non-negative safe integer, got NaN'],
    [Number.POSITIVE_INFINITY, RangeError, 'n must be a non-negative safe integer, got Infinity'],
    [2 ** 53, RangeError, 'n must be a non-negative safe integer, got 9007199254740992'],
    [-1n, RangeError, 'n must be non-negative, got -1n'],
  ] as const)('zeckendorf - refuses %s', (n, ErrorClass, message) => {
    expect(thrownBy(ErrorClass, () => zeckendorf(n as unknown as number)).message).toBe(message);
  });

  test('zeckendorf - the type follows the argument', () => {
    expectTypeOf(zeckendorf(5)).toEqualTypeOf<number[]>();
    expectTypeOf(zeckendorf(5n)).toEqualTypeOf<bigint[]>();
  });
});

describe('fibonacciNimMove', () => {
  test.each(ENDINGS)('fibonacciNimMove - %s: every heap to 400 and every limit, as brute force says', (play) => {
    const lost = LOST[play];
    for (let heap = 0; heap <= LIMIT; heap++) {
      for (let maxTake = 0; maxTake <= heap; maxTake++) {
        const take = fibonacciNimMove(heap, maxTake, { play });
        // No move at all (heap 0) has no winning move, though in misère play the mover has won there.
        if ((take === null) !== (lost[heap]?.[maxTake] === true || heap === 0)) expect.fail(`${play} ${heap} (at most ${maxTake}): ${take}`);
        // The take is legal and leaves the opponent lost.
        if (take !== null && !(take >= 1 && take <= maxTake && lost[heap - take]?.[Math.min(2 * take, heap - take)] === true)) {
          expect.fail(`${play} ${heap} (at most ${maxTake}): ${take} does not win`);
        }
      }
    }
  });

  test('fibonacciNimMove - the first player loses exactly when n is a Fibonacci number (n to 10^6)', () => {
    const fibonacci = new Set(FIBONACCI.filter((term) => term <= 1_000_000n).map(Number));
    const lostStarts: number[] = [];
    for (let n = 2; n <= 1_000_000; n++) if (fibonacciNimMove(n, n - 1) === null) lostStarts.push(n);
    expect(lostStarts).toEqual([...fibonacci].filter((term) => term >= 2));
  });

  test('fibonacciNimMove - in misère play the first player always wins, by leaving the last counter', () => {
    for (let n = 2; n <= 100_000; n++) if (fibonacciNimMove(n, n - 1, { play: 'misere' }) === null) expect.fail(`misere ${n}`);
    expect(fibonacciNimMove(22, 21, { play: 'misere' })).toBe(21); // leaves the last counter
    expect(fibonacciNimMove(21, 20, { play: 'misere' })).toBe(2); // 20 = 13 + 5 + 2
    expect(fibonacciNimMove(22, 4, { play: 'misere' })).toBeNull();
    expect(fibonacciNimMove(1, 1, { play: 'misere' })).toBeNull();
    expect(fibonacciNimMove(0, 0, { play: 'misere' })).toBeNull();
  });

  test('fibonacciNimMove - exact for bigints: Fibonacci numbers lose, their sums win by the smallest term', () => {
    for (let index = 2; index < FIRST_TERMS.length; index++) {
      const term = FIRST_TERMS[index] ?? 0n;
      const below = FIRST_TERMS[index - 2] ?? 0n;
      expect(fibonacciNimMove(term, term - 1n)).toBeNull();
      expect(fibonacciNimMove(term + below, term)).toBe(below);
      expect(fibonacciNimMove(term + below + 1n, term, { play: 'misere' })).toBe(below);
    }
  });

  test('fibonacciNimMove - large heaps: the take is the smallest term, and leaves a smallest term above twice it', () => {
    const smallest = (n: bigint): bigint => zeckendorf(n).at(-1) ?? 0n;
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: (1n << 2000n) - 1n }), fc.bigInt({ min: 0n, max: 1n << 2000n }), (n, maxTake) => {
        const take = fibonacciNimMove(n, maxTake);
        if (take === null) return smallest(n) > maxTake;
        return take === smallest(n) && (take === n || smallest(n - take) > 2n * take);
      }),
      { numRuns: 100 },
    );
    fc.assert(
      fc.property(fc.maxSafeNat(), fc.maxSafeNat(), fc.constantFrom(...ENDINGS), (n, maxTake, play) => {
        const take = fibonacciNimMove(n, maxTake, { play });
        const big = fibonacciNimMove(BigInt(n), BigInt(maxTake), { play });
        return (take === null ? null : BigInt(take)) === big;
      }),
      { numRuns: 3000 },
    );
  });

  test('fibonacciNimMove - a limit above the heap acts as the heap', () => {
    expect(fibonacciNimMove(13, 100)).toBe(13);
    expect(fibonacciNimMove(13, 12)).toBeNull();
    expect(fibonacciNimMove(7n, 2n ** 200n)).toBe(2n);
  });

  test.each([
    [() => fibonacciNimMove(5n as unknown as number, 3), TypeError, 'maxTake is a number but n is a bigint: do not mix numbers and bigints'],
    [() => fibonacciNimMove(5, 3n as unknown as number), TypeError, 'maxTake is a bigint but n is a number: do not mix numbers and bigints'],
    [() => fibonacciNimMove(5, '3' as unknown as number), TypeError, 'maxTake must be a number or a bigint, got "3"'],
    [() => fibonacciNimMove(5, -1), RangeError, 'maxTake must be a non-negative safe integer, got -1'],
    [() => fibonacciNimMove(5, 1.5), RangeError, 'maxTake must be a non-negative safe integer, got 1.5'],
    [() => fibonacciNimMove(Number.NaN, 1), RangeError, 'n must be a non-negative safe integer, got NaN'],
    [() => fibonacciNimMove(1n << 20_000n, 1n), RangeError, 'n must have at most 20000 bits, got a bigint of 20001 bits'],
    [() => fibonacciNimMove(5, 3, { play: 'draw' as Ending }), RangeError, `play must be 'normal' or 'misere', got "draw"`],
    [() => fibonacciNimMove(5, 3, null as unknown as undefined), TypeError, 'options must be an object, got null'],
  ])('fibonacciNimMove - bad input %#', (call, ErrorClass, message) => {
    expect(thrownBy(ErrorClass, call).message).toBe(message);
  });

  test('fibonacciNimMove - the type follows the arguments', () => {
    expectTypeOf(fibonacciNimMove(5, 4)).toEqualTypeOf<number | null>();
    expectTypeOf(fibonacciNimMove(5n, 4n)).toEqualTypeOf<bigint | null>();
  });
});
