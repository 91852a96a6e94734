import fc from 'fast-check';
import { describe, expect, expectTypeOf, test } from 'vitest';
import {
  createRandom,
  halvingGrundy,
  halvingLosingNumbers,
  halvingLosingNumbersUpTo,
  halvingMaxTake,
  halvingMove,
  halvingMultiMove,
  halvingRobotMove,
  isHalvingLosing,
  isHalvingMoveLegal,
} from '../../src/index.js';
import type { HalvingOptions, HalvingPlay, HalvingRobotOptions, Move, RandomSource } from '../../src/index.js';

const PLAYS: readonly HalvingPlay[] = ['misere', 'normal'];
const LIMIT = 20_000;

// ---------------------------------------------------------------------------------------------------------------
// Plain brute force: the rules and nothing else.

/**
 * losing[n] for n = 1..limit, by backward induction over every legal take (1 to floor(n / 2)); losing[0] is
 * false, a placeholder: no move empties a heap, so 0 is not a position of the game.
 * With no move (n = 1): in normal play the player to move has lost; in misère play (the original code) the
 * player to move has won, because the opponent just left the single counter.
 */
function bruteForceLosing(limit: number, play: HalvingPlay): boolean[] {
  const losing: boolean[] = [false];
  for (let n = 1; n <= limit; n++) {
    const maxTake = Math.floor(n / 2);
    if (maxTake === 0) {
      losing.push(play === 'normal');
      continue;
    }
    let canWin = false;
    for (let take = 1; take <= maxTake && !canWin; take++) canWin = losing[n - take] === true;
    losing.push(!canWin);
  }
  return losing;
}

/** Grundy values for n = 0..limit: the mex over every option's value. */
function bruteForceGrundy(limit: number): Int32Array {
  const grundy = new Int32Array(limit + 1);
  const seenAt = new Int32Array(limit + 2).fill(-1); // seenAt[v] === n: value v occurs among n's options
  for (let n = 0; n <= limit; n++) {
    for (let take = 1; take <= Math.floor(n / 2); take++) seenAt[grundy[n - take] ?? 0] = n;
    let mex = 0;
    while (seenAt[mex] === n) mex++;
    grundy[n] = mex;
  }
  return grundy;
}

const LOSING: Readonly<Record<HalvingPlay, boolean[]>> = {
  misere: bruteForceLosing(LIMIT, 'misere'),
  normal: bruteForceLosing(LIMIT, 'normal'),
};

/** An independent oracle for any size: the binary digits of n + 1 are 11000... (misère) or 1000... (normal). */
function isLosingByDigits(n: bigint, play: HalvingPlay): boolean {
  return (play === 'misere' ? /^110*$/ : /^10*$/).test((n + 1n).toString(2));
}

/** The winning take by walking the losing sequence upwards (the naive method), or null. */
function walkMove(n: bigint, play: HalvingPlay): bigint | null {
  let below: bigint | null = null;
  for (let size = play === 'misere' ? 2n : 1n; size <= n; size = 2n * size + 1n) {
    if (size === n) return null;
    below = size;
  }
  return below === null || n < 2n ? null : n - below;
}

describe('brute force over n <= 20,000', () => {
  test('bruteForceLosing - starts as the seed describes', () => {
    // The arbiter itself, pinned: the seed's sequence 2, 5, 11, 23 and the prose's 1, 3, 7, 15.
    const losingUpTo = (play: HalvingPlay): number[] =>
      LOSING[play].flatMap((losing, n) => (losing && n <= 50 ? [n] : []));
    expect(losingUpTo('misere')).toEqual([2, 5, 11, 23, 47]);
    expect(losingUpTo('normal')).toEqual([1, 3, 7, 15, 31]);
  });

  test.each(PLAYS)('isHalvingLosing - agrees with brute force for every n, %s play', (play) => {
    for (let n = 1; n <= LIMIT; n++) {
      const expected = LOSING[play][n];
      if (isHalvingLosing(n, { play }) !== expected || isHalvingLosing(BigInt(n), { play }) !== expected) {
        expect.fail(`isHalvingLosing(${n}, '${play}') should be ${expected}`);
      }
    }
  });

  test.each(PLAYS)('halvingMove - a legal take to a losing size exactly when n is winning, %s play', (play) => {
    for (let n = 1; n <= LIMIT; n++) {
      const take = halvingMove(n, { play });
      const bigTake = halvingMove(BigInt(n), { play });
      if (LOSING[play][n] === true || n < 2) {
        if (take !== null || bigTake !== null) expect.fail(`halvingMove(${n}, '${play}') should be null`);
        continue;
      }
      const legal = take !== null && take >= 1 && take <= Math.floor(n / 2);
      if (!legal || LOSING[play][n - take] !== true || bigTake !== BigInt(take)) {
        expect.fail(`halvingMove(${n}, '${play}') = ${take} does not leave a losing size`);
      }
    }
  });

  test.each(PLAYS)('halvingLosingNumbers and halvingLosingNumbersUpTo - list the brute-force losing sizes, %s play', (play) => {
    const expected = LOSING[play].flatMap((losing, n) => (losing ? [n] : []));
    expect(halvingLosingNumbersUpTo(LIMIT, { play })).toEqual(expected);
    expect(halvingLosingNumbersUpTo(BigInt(LIMIT), { play })).toEqual(expected.map(BigInt));
    expect(halvingLosingNumbers(expected.length, { play })).toEqual(expected);
    expect(halvingLosingNumbers(BigInt(expected.length), { play })).toEqual(expected.map(BigInt));
    for (let limit = 0; limit <= 100; limit++) {
      // A limit is a bound, not a heap: 0 is allowed and lists nothing.
      expect(halvingLosingNumbersUpTo(limit, { play })).toEqual(expected.filter((n) => n <= limit));
    }
  });

  test('halvingGrundy - equals the mex over the options for every n', () => {
    const grundy = bruteForceGrundy(LIMIT);
    for (let n = 1; n <= LIMIT; n++) {
      if (halvingGrundy(n) !== grundy[n] || halvingGrundy(BigInt(n)) !== BigInt(grundy[n] ?? -1)) {
        expect.fail(`halvingGrundy(${n}) should be ${grundy[n]}`);
      }
    }
    // Normal-play losing sizes are exactly the value-0 sizes; misère losing sizes are exactly the value-1 sizes.
    for (let n = 1; n <= LIMIT; n++) {
      if (LOSING.normal[n] !== (grundy[n] === 0) || LOSING.misere[n] !== (grundy[n] === 1)) {
        expect.fail(`losing sizes and Grundy values disagree at ${n}`);
      }
    }
  });
});

describe('small values', () => {
  test.each([
    // n, misère losing, normal losing, misère move, normal move, Grundy value
    [1, false, true, null, null, 0], // no move; misère: the opponent left a single counter
    [2, true, false, null, 1, 1], // the only move leaves 1
    [3, false, true, 1, null, 0],
    [4, false, false, 2, 1, 2],
    [5, true, false, null, 2, 1],
    [6, false, false, 1, 3, 3],
    [7, false, true, 2, null, 0],
    [10, false, false, 5, 3, 5],
    [11, true, false, null, 4, 1],
    [20, false, false, 9, 5, 10],
  ])('halvingMove - n = %i', (n, misereLosing, normalLosing, misereMove, normalMove, grundy) => {
    expect(isHalvingLosing(n)).toBe(misereLosing); // misère is the default
    expect(isHalvingLosing(n, { play: 'misere' })).toBe(misereLosing);
    expect(isHalvingLosing(n, { play: 'normal' })).toBe(normalLosing);
    expect(halvingMove(n)).toBe(misereMove);
    expect(halvingMove(n, { play: 'normal' })).toBe(normalMove);
    expect(halvingGrundy(n)).toBe(grundy);
  });

  test('halvingLosingNumbers - the first values, misère by default', () => {
    expect(halvingLosingNumbers(0)).toEqual([]);
    expect(halvingLosingNumbers(6)).toEqual([2, 5, 11, 23, 47, 95]);
    expect(halvingLosingNumbers(6, { play: 'normal' })).toEqual([1, 3, 7, 15, 31, 63]);
    expect(halvingLosingNumbers(3n, { play: 'normal' })).toEqual([1n, 3n, 7n]);
    expect(halvingLosingNumbers(0n)).toEqual([]);
  });

  test('halvingLosingNumbersUpTo - the limit is inclusive', () => {
    expect(halvingLosingNumbersUpTo(0)).toEqual([]);
    expect(halvingLosingNumbersUpTo(0, { play: 'normal' })).toEqual([]);
    expect(halvingLosingNumbersUpTo(15, { play: 'normal' })).toEqual([1, 3, 7, 15]);
    expect(halvingLosingNumbersUpTo(47)).toEqual([2, 5, 11, 23, 47]);
    expect(halvingLosingNumbersUpTo(46)).toEqual([2, 5, 11, 23]);
    expect(halvingLosingNumbersUpTo(0n, { play: 'normal' })).toEqual([]);
    expect(halvingLosingNumbersUpTo(1n, { play: 'normal' })).toEqual([1n]);
  });

  test('0 and -0 are not heap sizes: no move empties a heap, so the game has no empty heap', () => {
    const message = (label: string, shown: string): string =>
      `${label} must be at least 1 (a halving heap holds at least one counter: no move empties it), got ${shown}`;
    for (const play of PLAYS) {
      expect(() => isHalvingLosing(0, { play })).toThrow(new RangeError(message('n', '0')));
      expect(() => isHalvingLosing(-0, { play })).toThrow(new RangeError(message('n', '0')));
      expect(() => halvingMove(0n, { play })).toThrow(new RangeError(message('n', '0n')));
      expect(() => halvingRobotMove(0, { play })).toThrow(new RangeError(message('n', '0')));
      expect(() => halvingMultiMove([4, 0], { play })).toThrow(new RangeError(message('heaps[1]', '0')));
      expect(() => halvingMultiMove([4n, 5n, 0n], { play })).toThrow(new RangeError(message('heaps[2]', '0n')));
    }
    expect(() => halvingGrundy(0)).toThrow(new RangeError(message('n', '0')));
    expect(() => halvingMaxTake(0)).toThrow(new RangeError(message('n', '0')));
    expect(() => isHalvingMoveLegal(0, 0)).toThrow(new RangeError(message('n', '0')));
  });
});

describe('halvingMaxTake and isHalvingMoveLegal', () => {
  test.each([
    [1, 0],
    [2, 1],
    [11, 5],
    [Number.MAX_SAFE_INTEGER, 2 ** 52 - 1],
  ])('halvingMaxTake - %i', (n, expected) => {
    expect(halvingMaxTake(n)).toBe(expected);
    expect(halvingMaxTake(BigInt(n))).toBe(BigInt(expected));
  });

  test('halvingMaxTake - bigints of any size', () => {
    expect(halvingMaxTake(2n ** 100n + 1n)).toBe(2n ** 99n);
  });

  test.each([
    [11, 1, true],
    [11, 5, true], // the largest take: floor(11 / 2)
    [11, 6, false], // more than half
    [11, 0, false], // at least one
    [11, -1, false],
    [11, 2.5, false], // not an integer
    [11, Number.NaN, false],
    [11, Number.POSITIVE_INFINITY, false],
    [1, 1, false], // no move from 1
    [11n, 1n, true], // the smallest take, as bigints
    [11n, 1, true],
    [11, 5n, true], // a bigint take against a number heap compares exactly
    [11n, 5, true],
    [11n, 6n, false],
    [11n, 0n, false],
    [2n ** 80n, 2n ** 79n, true],
    [2n ** 80n, 2n ** 79n + 1n, false],
    [Number.MAX_SAFE_INTEGER, 2 ** 52 - 1, true],
    [Number.MAX_SAFE_INTEGER, 2 ** 52, false],
  ])('isHalvingMoveLegal - n = %s, take = %s', (n, take, expected) => {
    expect(isHalvingMoveLegal(n, take)).toBe(expected);
  });

  test.each([
    ['a string', '3', 'take must be a number or a bigint, got "3"'],
    ['null', null, 'take must be a number or a bigint, got null'],
    ['undefined', undefined, 'take must be a number or a bigint, got undefined'],
  ])('isHalvingMoveLegal - rejects take %s', (_name, take, message) => {
    expect(() => isHalvingMoveLegal(11, take as unknown as number)).toThrow(new TypeError(message));
  });
});

describe('big values', () => {
  /** Sizes near 2^k and 3·2^k for k = 1..limitBits: the places where floating-point logarithms go wrong. */
  function sizesNearPowers(limitBits: number): bigint[] {
    const sizes: bigint[] = [];
    for (let k = 1n; k <= BigInt(limitBits); k++) {
      for (const base of [1n << k, 3n << k]) for (let delta = -2n; delta <= 1n; delta++) sizes.push(base + delta);
    }
    return sizes.filter((n) => n >= 1n); // 0 (next to 2^1) is not a size
  }

  test.each(PLAYS)('halvingMove - bigints near 2^k and 3·2^k up to 2^202 agree with the sequence walk, %s play', (play) => {
    for (const n of sizesNearPowers(200)) {
      expect(halvingMove(n, { play })).toBe(walkMove(n, play));
      expect(isHalvingLosing(n, { play })).toBe(isLosingByDigits(n, play));
    }
  });

  test.each(PLAYS)('halvingMove - every number near 2^k and 3·2^k up to 2^53 matches the bigint result, %s play', (play) => {
    let checked = 0;
    for (const big of sizesNearPowers(53)) {
      if (big > BigInt(Number.MAX_SAFE_INTEGER)) continue;
      const n = Number(big);
      const take = halvingMove(n, { play });
      expect(take === null ? null : BigInt(take)).toBe(walkMove(big, play));
      expect(isHalvingLosing(n, { play })).toBe(isLosingByDigits(big, play));
      expect(BigInt(halvingGrundy(n))).toBe(halvingGrundy(big));
      checked++;
    }
    expect(checked).toBe(4 * 52 + 4 * 51 + 1); // every neighbour of 2^k (k <= 52) but 0 and of 3·2^k (k <= 50), 2^53 − 2 and − 1
  });

  test.each([
    // n, misère move, normal move
    [3n * 2n ** 60n - 1n, null, 2n ** 60n], // the case: losing in misère; normal leaves 2^61 − 1
    [3n * 2n ** 60n - 2n, 3n * 2n ** 59n - 1n, 2n ** 60n - 1n], // misère take is the whole half: leaves 3·2^59 − 1
    [3n * 2n ** 60n, 1n, 2n ** 60n + 1n],
    [2n ** 64n - 1n, 2n ** 62n, null],
    [2n ** 64n, 2n ** 62n + 1n, 1n],
    [2n ** 64n + 1n, 2n ** 62n + 2n, 2n],
    [2n ** 100n - 2n, 2n ** 98n - 1n, 2n ** 99n - 1n],
    [2n ** 100n, 2n ** 98n + 1n, 1n],
    [3n * 2n ** 100n - 1n, null, 2n ** 100n],
  ])('halvingMove - %s', (n, misereMove, normalMove) => {
    expect(halvingMove(n)).toBe(misereMove);
    expect(halvingMove(n, { play: 'normal' })).toBe(normalMove);
    expect(isHalvingLosing(n)).toBe(misereMove === null);
    expect(isHalvingLosing(n, { play: 'normal' })).toBe(normalMove === null);
  });

  test.each([
    // n, misère move, normal move
    [Number.MAX_SAFE_INTEGER, 2 ** 51, null], // 2^53 − 1 is normal-losing; misère leaves 3·2^51 − 1
    [Number.MAX_SAFE_INTEGER - 1, 2 ** 51 - 1, 2 ** 52 - 1],
    [3 * 2 ** 51 - 1, null, 2 ** 51],
    [3 * 2 ** 51 - 2, 3 * 2 ** 50 - 1, 2 ** 51 - 1],
    [2 ** 52, 2 ** 50 + 1, 1],
  ])('halvingMove - number %i near 2^53', (n, misereMove, normalMove) => {
    expect(halvingMove(n)).toBe(misereMove);
    expect(halvingMove(n, { play: 'normal' })).toBe(normalMove);
  });

  test("halvingMove - regression: the seed's floor(log2(n / 3)) takes -1 from 3·2^k − 2 for k >= 48", () => {
    const seedTake = (n: number): number => n - (3 * 2 ** Math.floor(Math.log2(n / 3)) - 1);
    for (let k = 48; k <= 51; k++) {
      const n = 3 * 2 ** k - 2;
      expect(seedTake(n)).toBe(-1); // the seed's robot would add a counter
      expect(halvingMove(n)).toBe(3 * 2 ** (k - 1) - 1);
      expect(isHalvingMoveLegal(n, 3 * 2 ** (k - 1) - 1)).toBe(true);
    }
  });

  test('halvingGrundy - powers of two, their neighbours and all-ones sizes', () => {
    expect(halvingGrundy(2n ** 100n)).toBe(2n ** 99n);
    expect(halvingGrundy(2n ** 100n - 1n)).toBe(0n);
    expect(halvingGrundy(2n ** 100n + 1n)).toBe(2n ** 98n);
    expect(halvingGrundy(Number.MAX_SAFE_INTEGER)).toBe(0);
    expect(halvingGrundy(Number.MAX_SAFE_INTEGER - 1)).toBe(2 ** 52 - 1);
    expect(halvingGrundy(2 ** 52 + 2 ** 32 - 1)).toBe(2 ** 19); // trailing ones fill the low word exactly
    expect(halvingGrundy(2 ** 52 + 2 ** 31 - 1)).toBe(2 ** 20);
  });

  test('halvingLosingNumbers - the last safe values and the bigint variant', () => {
    expect(halvingLosingNumbers(52).at(-1)).toBe(3 * 2 ** 51 - 1);
    expect(halvingLosingNumbers(53, { play: 'normal' }).at(-1)).toBe(Number.MAX_SAFE_INTEGER);
    const big = halvingLosingNumbers(200n);
    expect(big).toHaveLength(200);
    expect(big.at(-1)).toBe(3n * 2n ** 199n - 1n);
    expect(halvingLosingNumbers(60n, { play: 'normal' }).at(-1)).toBe(2n ** 60n - 1n);
    expect(halvingLosingNumbers(52)).toEqual(halvingLosingNumbers(52n).map(Number));
  });

  test('halvingLosingNumbersUpTo - at the top of the safe range and for big bigints', () => {
    expect(halvingLosingNumbersUpTo(Number.MAX_SAFE_INTEGER)).toEqual(halvingLosingNumbers(52));
    expect(halvingLosingNumbersUpTo(Number.MAX_SAFE_INTEGER, { play: 'normal' })).toEqual(
      halvingLosingNumbers(53, { play: 'normal' }),
    );
    expect(halvingLosingNumbersUpTo(3n * 2n ** 100n - 1n)).toEqual(halvingLosingNumbers(101n));
    expect(halvingLosingNumbersUpTo(3n * 2n ** 100n - 2n)).toEqual(halvingLosingNumbers(100n));
  });

  test('halvingMove - property: on any bigint the take is legal and leaves a losing size', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 2n ** 300n }), fc.constantFrom(...PLAYS), (n, play) => {
        const take = halvingMove(n, { play });
        expect(isHalvingLosing(n, { play })).toBe(isLosingByDigits(n, play));
        if (take === null) {
          expect(isLosingByDigits(n, play) || n < 2n).toBe(true);
        } else {
          expect(take >= 1n && take <= n / 2n).toBe(true);
          expect(isLosingByDigits(n - take, play)).toBe(true);
        }
      }),
    );
  });

  test('halvingMove - property: numbers give exactly the bigint results', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), fc.constantFrom(...PLAYS), (n, play) => {
        const take = halvingMove(n, { play });
        expect(take === null ? null : BigInt(take)).toBe(halvingMove(BigInt(n), { play }));
        expect(isHalvingLosing(n, { play })).toBe(isLosingByDigits(BigInt(n), play));
      }),
    );
  });

  test('halvingGrundy - property: n with its trailing ones and the 0 above them removed, numbers and bigints', () => {
    const byDigits = (n: bigint): bigint => {
      const rest = n.toString(2).replace(/0?1*$/, '');
      return rest === '' ? 0n : BigInt(`0b${rest}`);
    };
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(BigInt(halvingGrundy(n))).toBe(byDigits(BigInt(n)));
      }),
    );
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 2n ** 300n }), (n) => {
        expect(halvingGrundy(n)).toBe(byDigits(n));
      }),
    );
  });
});

describe('halvingMultiMove', () => {
  const MAX_SIZE = 30;

  /** Either ending over several halving heaps, by plain game-tree search with a memo on the sorted sizes. */
  const memo = new Map<string, boolean>();
  function isLosingPosition(heaps: readonly number[], play: HalvingPlay): boolean {
    const key = `${play}:${[...heaps].sort((a, b) => a - b).join(',')}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let canMove = false;
    let losing = true;
    for (let index = 0; index < heaps.length && losing; index++) {
      const size = heaps[index] ?? 0;
      for (let take = 1; take <= Math.floor(size / 2) && losing; take++) {
        canMove = true;
        if (isLosingPosition(heaps.map((other, at) => (at === index ? other - take : other)), play)) losing = false;
      }
    }
    // No move at all: normal play, the player to move has lost; misère, the opponent made the last move.
    const result = canMove ? losing : play === 'normal';
    memo.set(key, result);
    return result;
  }

  /** Whether some take from heap `index` leaves a losing position. */
  function heapWins(heaps: readonly number[], index: number, play: HalvingPlay): boolean {
    const size = heaps[index] ?? 0;
    for (let take = 1; take <= Math.floor(size / 2); take++) {
      if (isLosingPosition(heaps.map((other, at) => (at === index ? other - take : other)), play)) return true;
    }
    return false;
  }

  function* positions(): Generator<number[]> {
    yield [];
    for (let a = 1; a <= MAX_SIZE; a++) {
      yield [a];
      for (let b = 1; b <= MAX_SIZE; b++) {
        yield [a, b];
        for (let c = 1; c <= MAX_SIZE; c++) yield [a, b, c];
      }
    }
  }

  test.each(PLAYS)('halvingMultiMove - agrees with game-tree search on every position of up to 3 heaps of size <= 30, %s play', (play) => {
    let winning = 0;
    for (const heaps of positions()) {
      const move = halvingMultiMove(heaps, { play });
      const canMove = heaps.some((size) => size >= 2);
      if (isLosingPosition(heaps, play) || !canMove) {
        if (move !== null) expect.fail(`halvingMultiMove([${heaps.join(', ')}], '${play}') should be null`);
        continue;
      }
      winning++;
      const size = move === null ? undefined : heaps[move.heap - 1];
      if (move === null || size === undefined || move.count < 1 || move.count > Math.floor(size / 2)) {
        expect.fail(`halvingMultiMove([${heaps.join(', ')}], '${play}') = ${JSON.stringify(move)} is not a legal move`);
      }
      const after = heaps.map((other, at) => (at === move.heap - 1 ? other - move.count : other));
      if (!isLosingPosition(after, play)) expect.fail(`halvingMultiMove([${heaps.join(', ')}], '${play}') leaves a winning position`);
      for (let index = 0; index < move.heap - 1; index++) {
        if (heapWins(heaps, index, play)) expect.fail(`halvingMultiMove([${heaps.join(', ')}], '${play}'): heap ${index + 1} also wins`);
      }
      const bigMove = halvingMultiMove(heaps.map(BigInt), { play });
      expect(bigMove).toEqual({ heap: move.heap, count: BigInt(move.count) });
    }
    expect(winning).toBeGreaterThan(20_000); // the check above really ran on winning positions
  });

  test('halvingMultiMove - misère is the default', () => {
    expect(halvingMultiMove([2, 2])).toEqual({ heap: 1, count: 1 }); // leaves 1 and 2: values 0 and 1
    expect(halvingMultiMove([2, 2], { play: 'normal' })).toBeNull(); // values 1 and 1
    expect(halvingMultiMove([1, 1])).toBeNull(); // no move: the opponent moved last and lost
    expect(halvingMultiMove([2])).toBeNull(); // misère-losing: the only move leaves a single counter
  });

  test.each([
    [[], null], // no heaps: nobody can move
    [[1], null],
    [[2], { heap: 1, count: 1 }],
    [[4, 6], { heap: 2, count: 2 }],
    [[3, 7], null],
    [[10, 10], null],
    [[2, 5], null], // values 1 and 1
    [[5, 4], { heap: 1, count: 1 }], // values 1 and 2, sum 3: heap 1 rises to value 2 (size 4)
    [[7, 6], { heap: 1, count: 1 }], // values 0 and 3: heap 1 rises to value 3 (size 6), the first heap that wins
    [[3n, 7n], null], // bigints: both values 0
    [[2n ** 80n, 2n ** 80n], null], // equal heaps cancel
    [[2n ** 80n, 1n], { heap: 1, count: 1n }], // value 2^79 goes to 0: 2^80 − 1
  ])('halvingMultiMove - normal play, %o', (heaps, expected) => {
    expect(halvingMultiMove(heaps, { play: 'normal' })).toEqual(expected);
  });

  test.each([
    [[3, 7], { heap: 1, count: 1 }], // values 0 and 0: raise 3 to 2 (value 1), XOR 1 with every value <= 1
    [[4, 6], { heap: 2, count: 2 }], // values 2 and 3: the Nim move to XOR 0 keeps a value >= 2
    [[4], { heap: 1, count: 2 }], // one value >= 2: lower it to 1 (size 2), leaving XOR 1 with every value <= 1
    [[5, 2], { heap: 1, count: 2 }], // values 1 and 1: lower one to 0 (size 3)
    [[2n ** 80n, 1n], { heap: 1, count: 2n ** 78n + 1n }], // one big value: lower it to 1 (3·2^78 − 1)
  ])('halvingMultiMove - misère play, %o', (heaps, expected) => {
    expect(halvingMultiMove(heaps, { play: 'misere' })).toEqual(expected);
  });

  test('halvingMultiMove - exact XOR above 2^32 for numbers', () => {
    // Values 2^52 − 1 and 2^51, sum 2^51 − 1: heap 1 goes to value 2^51, i.e. to size 2^52.
    expect(halvingMultiMove([Number.MAX_SAFE_INTEGER - 1, 2 ** 52], { play: 'normal' })).toEqual({ heap: 1, count: 2 ** 52 - 2 });
    expect(halvingMultiMove([2 ** 52, 2 ** 52], { play: 'normal' })).toBeNull();
    // Values 2^40 + 1 and 1: a 32-bit XOR would think the sum is 0; heap 1 goes to value 1, size 3·2^39 − 1.
    expect(halvingMultiMove([2 ** 41 + 2, 2], { play: 'normal' })).toEqual({ heap: 1, count: 2 ** 39 + 3 });
  });

  test.each(PLAYS)('halvingMultiMove - property: on bigint and number heaps the move is legal and wins by the rule, %s play', (play) => {
    /** The losing rule, in normal play the XOR and in misère play the misère Nim rule on the values. */
    const losing = (values: readonly bigint[]): boolean => {
      const total = values.reduce((sum, value) => sum ^ value, 0n);
      if (play === 'normal') return total === 0n;
      return values.some((value) => value >= 2n) ? total === 0n : total === 1n;
    };
    fc.assert(
      fc.property(fc.array(fc.bigInt({ min: 1n, max: 2n ** 200n }), { maxLength: 6 }), (heaps) => {
        const move = halvingMultiMove(heaps, { play });
        if (losing(heaps.map((size) => halvingGrundy(size))) || heaps.every((size) => size === 1n)) {
          expect(move).toBeNull();
          return;
        }
        expect(move).not.toBeNull();
        const index = (move?.heap ?? 0) - 1;
        const size = heaps[index] ?? -1n;
        const count = move?.count ?? 0n;
        expect(isHalvingMoveLegal(size, count)).toBe(true);
        expect(losing(heaps.map((other, at) => halvingGrundy(at === index ? other - count : other)))).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), { maxLength: 6 }), (heaps) => {
        const move = halvingMultiMove(heaps, { play });
        const bigMove = halvingMultiMove(heaps.map(BigInt), { play });
        expect(move === null ? null : { heap: move.heap, count: BigInt(move.count) }).toEqual(bigMove);
      }),
    );
  });

  test.each([
    ['not an array', 7, new TypeError('heaps must be an array, got 7')],
    ['a string', '3 4', new TypeError('heaps must be an array, got "3 4"')],
    ['mixed types', [3, 4n], new TypeError('heaps[1] is a bigint but heaps[0] is a number: do not mix numbers and bigints')],
    ['a negative heap', [3, -1], new RangeError('heaps[1] must be a non-negative safe integer, got -1')],
    ['a fraction', [1.5], new RangeError('heaps[0] must be a non-negative safe integer, got 1.5')],
    ['2^53', [2 ** 53], new RangeError('heaps[0] must be a non-negative safe integer, got 9007199254740992')],
    ['a negative bigint', [1n, -2n], new RangeError('heaps[1] must be non-negative, got -2n')],
    ['a string heap', ['3'], new TypeError('heaps[0] must be a number or a bigint, got "3"')],
  ])('halvingMultiMove - rejects %s', (_name, heaps, error) => {
    expect(() => halvingMultiMove(heaps as number[])).toThrow(error);
  });
});

describe('halvingRobotMove', () => {
  /**
   * One game: the robot against an opponent taking uniformly at random. Returns the takes in order and
   * whether the robot won, plus whether it ever stood on a winning size (a game it could win).
   */
  function playGame(start: number, play: HalvingPlay, robotFirst: boolean, seed: number) {
    const robotRandom = createRandom(seed);
    const opponentRandom = createRandom(seed + 1_000_003);
    const takes: number[] = [];
    let n = start;
    let robotToMove = robotFirst;
    let robotCouldWin = false;
    for (;;) {
      const maxTake = Math.floor(n / 2);
      if (maxTake === 0) {
        // No move: normal play, the player to move loses; misère, the player to move has won.
        const robotWon = play === 'normal' ? !robotToMove : robotToMove;
        return { takes, robotWon, robotCouldWin };
      }
      let take: number;
      if (robotToMove) {
        if (LOSING[play][n] === false) robotCouldWin = true;
        take = halvingRobotMove(n, { play, random: robotRandom }) ?? 0;
      } else {
        take = 1 + Math.floor(opponentRandom() * maxTake);
      }
      expect(isHalvingMoveLegal(n, take)).toBe(true);
      takes.push(take);
      n -= take;
      robotToMove = !robotToMove;
    }
  }

  test.each(PLAYS)('halvingRobotMove - never loses a game it can win, every start up to 1000, %s play', (play) => {
    let couldWin = 0;
    let lost = 0;
    for (let start = 0; start <= 1000; start++) {
      for (const robotFirst of [true, false]) {
        for (const seed of [1, 2, 3]) {
          const game = playGame(start, play, robotFirst, seed * 7919 + start);
          if (game.robotCouldWin) {
            couldWin++;
            if (!game.robotWon) expect.fail(`robot lost a winnable game from ${start} (${play}, seed ${seed})`);
          } else if (!game.robotWon) {
            lost++;
          }
        }
      }
    }
    // Both kinds of game happened: the check above is not vacuous.
    expect(couldWin).toBeGreaterThan(5000);
    expect(lost).toBeGreaterThan(0);
  });

  test('halvingRobotMove - a fixed seed replays the same game, move for move', () => {
    for (const play of PLAYS) {
      for (const start of [11, 23, 95, 1000]) {
        expect(playGame(start, play, true, 42)).toEqual(playGame(start, play, true, 42));
      }
    }
    // Pinned, so a change to the draws or their mapping is noticed: from 23 (misère-losing) the robot guesses
    // 10; the opponent's 3 leaves 10, and from there the robot leaves 5, then 2, and the opponent must leave 1.
    expect(playGame(23, 'misere', true, 42)).toEqual({ takes: [10, 3, 5, 2, 1, 1], robotWon: true, robotCouldWin: true });
  });

  test('halvingRobotMove - takes the winning move without drawing', () => {
    const random = (): number => expect.fail('random must not be called when a winning move exists');
    expect(halvingRobotMove(20, { random })).toBe(9);
    expect(halvingRobotMove(20, { play: 'normal', random })).toBe(5);
    expect(halvingRobotMove(3n * 2n ** 60n - 2n, { random })).toBe(3n * 2n ** 59n - 1n);
  });

  test('halvingRobotMove - null when no move exists', () => {
    for (const play of PLAYS) {
      expect(halvingRobotMove(1, { play })).toBeNull();
      expect(halvingRobotMove(1n, { play })).toBeNull();
    }
  });

  test('halvingRobotMove - from a losing size every legal take is about equally likely', () => {
    const random = createRandom(99);
    const counts = new Map<number, number>();
    for (let game = 0; game < 60_000; game++) {
      const take = halvingRobotMove(47, { random }) ?? 0; // misère-losing; takes 1 to 23
      counts.set(take, (counts.get(take) ?? 0) + 1);
    }
    expect([...counts.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 23 }, (_, index) => index + 1));
    for (const count of counts.values()) expect(Math.abs(count - 60_000 / 23)).toBeLessThan(300);
  });

  test('halvingRobotMove - a bigint heap gets a uniform bigint take over its whole range', () => {
    const n = 3n * 2n ** 100n - 1n; // misère-losing: takes 1 to 3·2^99 − 1
    const random = createRandom(5);
    let highHalf = 0;
    const seen = new Set<bigint>();
    for (let game = 0; game < 4000; game++) {
      const take = halvingRobotMove(n, { random }) ?? 0n;
      expect(isHalvingMoveLegal(n, take)).toBe(true);
      if (take > n / 4n) highHalf++;
      seen.add(take % 1024n); // the low bits vary too
    }
    expect(Math.abs(highHalf - 2000)).toBeLessThan(200);
    expect(seen.size).toBeGreaterThan(900);
  });

  test('halvingRobotMove - numbers and bigints take the same draws to the same take', () => {
    for (const n of [5, 47, 3 * 2 ** 31 - 1, 3 * 2 ** 32 - 1, 3 * 2 ** 40 - 1, 3 * 2 ** 51 - 1]) {
      const asNumber = halvingRobotMove(n, { random: createRandom(n % 1000) });
      const asBigint = halvingRobotMove(BigInt(n), { random: createRandom(n % 1000) });
      expect(asNumber === null ? null : BigInt(asNumber)).toBe(asBigint);
    }
  });

  test('halvingRobotMove - uses Math.random by default', () => {
    const take = halvingRobotMove(47);
    expect(take !== null && isHalvingMoveLegal(47, take)).toBe(true);
  });

  test.each([
    ['not a function', 0.5, new TypeError('random must be a function, got 0.5')],
    ['a function returning 1', () => 1, new RangeError('random must return a number in [0, 1), got 1')],
    ['a function returning NaN', () => Number.NaN, new RangeError('random must return a number in [0, 1), got NaN')],
    ['a function returning -0.5', () => -0.5, new RangeError('random must return a number in [0, 1), got -0.5')],
    ['a function returning a string', () => '0.5', new RangeError('random must return a number in [0, 1), got "0.5"')],
  ])('halvingRobotMove - rejects random %s', (_name, random, error) => {
    expect(() => halvingRobotMove(47, { random: random as RandomSource })).toThrow(error);
    expect(() => halvingRobotMove(47n, { random: random as RandomSource })).toThrow(error);
  });
});

describe('argument checks', () => {
  const sizeFunctions: readonly [string, (value: unknown) => unknown][] = [
    ['isHalvingLosing', (value) => isHalvingLosing(value as number)],
    ['halvingMove', (value) => halvingMove(value as number)],
    ['halvingRobotMove', (value) => halvingRobotMove(value as number, { random: createRandom(1) })],
    ['halvingGrundy', (value) => halvingGrundy(value as number)],
    ['halvingMaxTake', (value) => halvingMaxTake(value as number)],
    ['isHalvingMoveLegal', (value) => isHalvingMoveLegal(value as number, 1)],
  ];
  const badSizes: readonly [string, unknown, Error][] = [
    ['NaN', Number.NaN, new RangeError('n must be a non-negative safe integer, got NaN')],
    ['Infinity', Number.POSITIVE_INFINITY, new RangeError('n must be a non-negative safe integer, got Infinity')],
    ['-Infinity', Number.NEGATIVE_INFINITY, new RangeError('n must be a non-negative safe integer, got -Infinity')],
    ['a negative', -1, new RangeError('n must be a non-negative safe integer, got -1')],
    ['a fraction', 1.5, new RangeError('n must be a non-negative safe integer, got 1.5')],
    ['2^53', 2 ** 53, new RangeError('n must be a non-negative safe integer, got 9007199254740992')],
    ['a negative bigint', -1n, new RangeError('n must be non-negative, got -1n')],
    ['a numeric string', '3', new TypeError('n must be a number or a bigint, got "3"')],
    ['a boolean', true, new TypeError('n must be a number or a bigint, got true')],
    ['null', null, new TypeError('n must be a number or a bigint, got null')],
    ['undefined', undefined, new TypeError('n must be a number or a bigint, got undefined')],
    ['an array', [3], new TypeError('n must be a number or a bigint, got an array')],
    ['a boxed number', Object(3), new TypeError('n must be a number or a bigint, got an object')],
  ];

  test.each(sizeFunctions.flatMap(([name, call]) => badSizes.map(([what, value, error]) => [name, what, call, value, error] as const)))(
    '%s - rejects n = %s',
    (_name, _what, call, value, error) => {
      expect(() => call(value)).toThrow(error);
    },
  );

  test.each([
    ['an accented name', 'misère', new RangeError(`play must be 'misere' or 'normal', got "misère"`)],
    ['a capitalised name', 'Normal', new RangeError(`play must be 'misere' or 'normal', got "Normal"`)],
    ['a boolean', true, new TypeError(`play must be 'misere' or 'normal', got true`)],
    ['null', null, new TypeError(`play must be 'misere' or 'normal', got null`)],
  ])('play - rejects %s in every function that takes it', (_name, play, error) => {
    const options = { play } as unknown as HalvingOptions;
    expect(() => isHalvingLosing(5, options)).toThrow(error);
    expect(() => halvingMove(5, options)).toThrow(error);
    expect(() => halvingRobotMove(5, options)).toThrow(error);
    expect(() => halvingLosingNumbers(3, options)).toThrow(error);
    expect(() => halvingLosingNumbersUpTo(3, options)).toThrow(error);
  });

  test.each([
    ['a fraction', 2.5, new RangeError('count must be a non-negative safe integer, got 2.5')],
    ['a negative', -1, new RangeError('count must be a non-negative safe integer, got -1')],
    ['a string', '3', new TypeError('count must be a number or a bigint, got "3"')],
    ['a negative bigint', -3n, new RangeError('count must be non-negative, got -3n')],
    [
      'a bigint list too long for memory',
      16_385n,
      new RangeError(
        'count is 16385n: a list of bigint sizes holds at most 16384 (the k-th size has about k bits, so memory grows ' +
          'with the square of the length); test single sizes with isHalvingLosing instead',
      ),
    ],
    [
      'one more misère size than numbers hold',
      53,
      new RangeError(
        "count must be at most 52 for 'misere' play with a number count (losing size number 53 exceeds " +
          'Number.MAX_SAFE_INTEGER; pass a bigint count for bigint sizes), got 53',
      ),
    ],
  ])('halvingLosingNumbers - rejects count = %s', (_name, count, error) => {
    expect(() => halvingLosingNumbers(count as number)).toThrow(error);
  });

  test('halvingLosingNumbers - the normal-play limit is 53 numbers', () => {
    expect(halvingLosingNumbers(53, { play: 'normal' })).toHaveLength(53);
    expect(() => halvingLosingNumbers(54, { play: 'normal' })).toThrow(
      new RangeError(
        "count must be at most 53 for 'normal' play with a number count (losing size number 54 exceeds " +
          'Number.MAX_SAFE_INTEGER; pass a bigint count for bigint sizes), got 54',
      ),
    );
  });

  test('halvingLosingNumbers and halvingLosingNumbersUpTo - the bigint list cap', () => {
    expect(halvingLosingNumbers(16_384n)).toHaveLength(16_384);
    expect(halvingLosingNumbersUpTo(2n ** 16_383n)).toHaveLength(16_382);
    expect(() => halvingLosingNumbersUpTo(2n ** 16_384n)).toThrow(
      new RangeError(
        'limit has 16385 bits, so about as many sizes are at most limit: a list of bigint sizes holds at most 16384 ' +
          '(the k-th size has about k bits, so memory grows with the square of the length); test single sizes with isHalvingLosing instead',
      ),
    );
  });

  test.each([
    ['a fraction', 2.5, new RangeError('limit must be a non-negative safe integer, got 2.5')],
    ['2^53', 2 ** 53, new RangeError('limit must be a non-negative safe integer, got 9007199254740992')],
    ['null', null, new TypeError('limit must be a number or a bigint, got null')],
  ])('halvingLosingNumbersUpTo - rejects limit = %s', (_name, limit, error) => {
    expect(() => halvingLosingNumbersUpTo(limit as unknown as number)).toThrow(error);
  });
});

describe('types', () => {
  test('overloads: number in, number out; bigint in, bigint out', () => {
    expectTypeOf(halvingMove(5)).toEqualTypeOf<number | null>();
    expectTypeOf(halvingMove(5n)).toEqualTypeOf<bigint | null>();
    expectTypeOf(halvingRobotMove(5n, { random: createRandom(1) })).toEqualTypeOf<bigint | null>();
    expectTypeOf(halvingGrundy(5)).toEqualTypeOf<number>();
    expectTypeOf(halvingGrundy(5n)).toEqualTypeOf<bigint>();
    expectTypeOf(halvingMaxTake(5n)).toEqualTypeOf<bigint>();
    expectTypeOf(halvingLosingNumbers(5)).toEqualTypeOf<number[]>();
    expectTypeOf(halvingLosingNumbers(5n)).toEqualTypeOf<bigint[]>();
    expectTypeOf(halvingLosingNumbersUpTo(5n)).toEqualTypeOf<bigint[]>();
    expectTypeOf(halvingMultiMove([5])).toEqualTypeOf<Move | null>();
    expectTypeOf(halvingMultiMove([5n])).toEqualTypeOf<Move<bigint> | null>();
    expectTypeOf<HalvingRobotOptions>().toExtend<HalvingOptions>();
    expectTypeOf<HalvingPlay>().toEqualTypeOf<'misere' | 'normal'>();
  });
});
