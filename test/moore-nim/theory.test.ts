import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { isWinning, winningMove } from '../../src/bouton/index.js';
import { isMooreNimLosing, mooreNimMove } from '../../src/moore-nim/index.js';
import type { Ending, Move } from '../../src/types.js';
import { thrownBy } from '../helpers.js';
import { afterMove, allPositions, mooreLoser } from './reference.js';

const ENDINGS: readonly Ending[] = ['normal', 'misere'];

/** Every position of 1 to `length` heaps of 0 to `max`. */
function upTo(length: number, max: number): number[][] {
  return Array.from({ length }, (_, index) => allPositions(index + 1, max)).flat();
}

/** Checks a move's shape against its position: 1 to k takes, sorted distinct heaps, each taking 1 to the heap. */
function expectLegal<T extends number | bigint>(heaps: readonly T[], k: number, move: readonly Move<T>[]): void {
  expect(move.length).toBeGreaterThanOrEqual(1);
  expect(move.length).toBeLessThanOrEqual(k);
  move.forEach(({ heap, count }, index) => {
    expect(heap).toBeGreaterThan(index === 0 ? 0 : (move[index - 1]?.heap ?? 0));
    expect(heap).toBeLessThanOrEqual(heaps.length);
    expect(count > 0).toBe(true);
    expect(count <= (heaps[heap - 1] ?? 0)).toBe(true);
  });
}

describe('Moore theory against brute-force search', () => {
  // k = 1 is Nim; k = 2 and 3 are the cases; k = 5 is at least the number of heaps (any set of heaps).
  test.each([
    [1, 3, 7],
    [2, 4, 5],
    [3, 4, 4],
    [3, 5, 2],
    [5, 4, 3],
  ])('isMooreNimLosing and mooreNimMove - k = %i, up to %i heaps of 0 to %i, both endings', (k, length, max) => {
    const positions = upTo(length, max);
    for (const ending of ENDINGS) {
      const loses = mooreLoser(k, ending);
      let losses = 0;
      for (const heaps of positions) {
        const lost = loses(heaps);
        if (lost) losses++;
        expect(isMooreNimLosing(heaps, k, { play: ending }), `${heaps.join(',')} k=${k} ${ending}`).toBe(lost);
        const move = mooreNimMove(heaps, k, { play: ending });
        if (lost || move === null) {
          // A lost position has no winning move; a won one always has one (the empty misère position has no move).
          expect(move === null).toBe(lost || heaps.every((heap) => heap === 0));
          continue;
        }
        expectLegal(heaps, k, move);
        expect(loses(afterMove(heaps, move)), `${heaps.join(',')} k=${k} ${ending}: ${JSON.stringify(move)}`).toBe(true);
      }
      // Both kinds of position occur, so neither answer is vacuous.
      expect(losses).toBeGreaterThan(0);
      expect(losses).toBeLessThan(positions.length / 2);
    }
  });

  test('isMooreNimLosing - misère differs from normal play exactly where every heap is 0 or 1', () => {
    for (const k of [1, 2, 3]) {
      for (const heaps of upTo(4, 3)) {
        const same = isMooreNimLosing(heaps, k) === isMooreNimLosing(heaps, k, { play: 'misere' });
        if (!same) expect(heaps.every((heap) => heap <= 1)).toBe(true);
      }
    }
    expect(isMooreNimLosing([1, 1, 1, 1], 2, { play: 'misere' })).toBe(true);
    expect(isMooreNimLosing([1, 1, 1, 1], 2)).toBe(false);
    expect(isMooreNimLosing([], 2)).toBe(true);
    expect(isMooreNimLosing([], 2, { play: 'misere' })).toBe(false);
  });
});

describe('Moore theory on large heaps', () => {
  const numberHeaps = fc.array(fc.maxSafeNat(), { minLength: 1, maxLength: 8 });
  const bigHeaps = fc.array(fc.bigInt({ min: 0n, max: 2n ** 200n }), { minLength: 1, maxLength: 8 });
  const k = fc.integer({ min: 1, max: 6 });
  const ending = fc.constantFrom<Ending>('normal', 'misere');

  test('mooreNimMove - on safe integers: legal, 1 to k heaps, and leaves a losing position', () => {
    fc.assert(
      fc.property(numberHeaps, k, ending, (heaps, limit, play) => {
        const move = mooreNimMove(heaps, limit, { play });
        // With every heap empty there is no move at all; in misère play that position is won, not lost.
        const over = heaps.every((heap) => heap === 0);
        expect(move === null).toBe(over || isMooreNimLosing(heaps, limit, { play }));
        if (move === null) return;
        expectLegal(heaps, limit, move);
        expect(isMooreNimLosing(afterMove(heaps, move), limit, { play })).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  test('mooreNimMove - on bigints: legal, 1 to k heaps, and leaves a losing position', () => {
    fc.assert(
      fc.property(bigHeaps, k, ending, (heaps, limit, play) => {
        const move = mooreNimMove(heaps, limit, { play });
        // With every heap empty there is no move at all; in misère play that position is won, not lost.
        const over = heaps.every((heap) => heap === 0n);
        expect(move === null).toBe(over || isMooreNimLosing(heaps, limit, { play }));
        if (move === null) return;
        expectLegal(heaps, limit, move);
        expect(move.every(({ count }) => typeof count === 'bigint')).toBe(true);
        expect(isMooreNimLosing(afterMove(heaps, move), limit, { play })).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  test('isMooreNimLosing - from a losing position every move wins, and no winning move is offered', () => {
    // A losing position: each heap k + 1 times over, so every bit is set in a multiple of k + 1 heaps.
    const position = fc.tuple(fc.array(fc.bigInt({ min: 2n, max: 2n ** 120n }), { minLength: 1, maxLength: 3 }), k).map(([base, limit]) => ({
      heaps: base.flatMap((heap) => Array.from({ length: limit + 1 }, () => heap)),
      limit,
    }));
    const takes = fc.array(fc.tuple(fc.nat(), fc.bigInt({ min: 1n, max: 2n ** 120n })), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(position, takes, ending, ({ heaps, limit }, raw, play) => {
        expect(isMooreNimLosing(heaps, limit, { play })).toBe(true);
        expect(mooreNimMove(heaps, limit, { play })).toBeNull();
        // Any legal move: distinct heaps, at most k, each taking 1 to the heap.
        const move = new Map<number, bigint>();
        for (const [index, count] of raw.slice(0, limit)) {
          const heap = index % heaps.length;
          move.set(heap, ((count - 1n) % (heaps[heap] ?? 1n)) + 1n);
        }
        const after = afterMove(heaps, [...move].map(([heap, count]) => ({ heap: heap + 1, count })));
        expect(isMooreNimLosing(after, limit, { play })).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  test('mooreNimMove - misère near the end: at most k big heaps among 1-heaps, the move leaves a losing position', () => {
    // Where the normal move would leave only 0s and 1s, the misère move leaves 1 modulo k + 1 ones instead.
    const position = fc
      .tuple(k, fc.array(fc.bigInt({ min: 2n, max: 2n ** 70n }), { minLength: 1, maxLength: 6 }), fc.array(fc.bigInt({ min: 0n, max: 1n }), { maxLength: 12 }))
      .map(([limit, big, small]) => ({ limit, heaps: [...big.slice(0, limit), ...small] }));
    fc.assert(
      fc.property(position, ({ heaps, limit }) => {
        const move = mooreNimMove(heaps, limit, { play: 'misere' });
        expect(move === null).toBe(isMooreNimLosing(heaps, limit, { play: 'misere' }));
        if (move === null) return;
        expectLegal(heaps, limit, move);
        expect(isMooreNimLosing(afterMove(heaps, move), limit, { play: 'misere' })).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  test('k = 1 is Nim: the same verdict and the same move as Bouton in both endings', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.maxSafeNat(), fc.nat(3)), { maxLength: 6 }), ending, (heaps, play) => {
        expect(isMooreNimLosing(heaps, 1, { play })).toBe(!isWinning(heaps, { play }));
        const bouton = winningMove(heaps, { play });
        expect(mooreNimMove(heaps, 1, { play })).toEqual(bouton === null ? null : [bouton]);
      }),
      { numRuns: 500 },
    );
  });

  test('mooreNimMove - with k at least the number of heaps, the move takes everything', () => {
    expect(mooreNimMove([5, 0, 9, 2], 4)).toEqual([
      { heap: 1, count: 5 },
      { heap: 3, count: 9 },
      { heap: 4, count: 2 },
    ]);
    expect(mooreNimMove([2 ** 53 - 1, 2 ** 53 - 1], Number.MAX_SAFE_INTEGER)).toEqual([
      { heap: 1, count: 2 ** 53 - 1 },
      { heap: 2, count: 2 ** 53 - 1 },
    ]);
    expect(isMooreNimLosing([0, 0], Number.MAX_SAFE_INTEGER)).toBe(true);
  });

  test('mooreNimMove - the documented examples, exact at 2^53 - 1 and on bigints', () => {
    expect(mooreNimMove([3, 5, 6], 2)).toEqual([
      { heap: 2, count: 2 },
      { heap: 3, count: 3 },
    ]);
    expect(mooreNimMove([7, 7, 7], 2)).toBeNull();
    expect(mooreNimMove([5, 1, 1], 2, { play: 'misere' })).toEqual([
      { heap: 1, count: 5 },
      { heap: 2, count: 1 },
    ]);
    expect(mooreNimMove([2n ** 80n, 2n ** 80n, 1n], 2)).toEqual([
      { heap: 1, count: 2n ** 80n - 1n },
      { heap: 2, count: 2n ** 80n - 1n },
    ]);
    expect(mooreNimMove([1n, 2n], 2)).toEqual([
      { heap: 1, count: 1n },
      { heap: 2, count: 2n },
    ]);
    // Bits 0 to 51 are set in two heaps: both are cut at bit 51, leaving 2^52 three times.
    const top = Number.MAX_SAFE_INTEGER;
    expect(mooreNimMove([top, top, 2 ** 52], 2)).toEqual([
      { heap: 1, count: 2 ** 52 - 1 },
      { heap: 2, count: 2 ** 52 - 1 },
    ]);
    expect(isMooreNimLosing([2 ** 52, 2 ** 52, 2 ** 52], 2)).toBe(true);
    expect(isMooreNimLosing([3, 5, 6, 7], 2)).toBe(true);
    expect(isMooreNimLosing([3, 5, 6], 1)).toBe(true);
  });

  test('mooreNimMove - returns a fresh move each time and leaves the heaps alone', () => {
    const heaps = [3, 5, 6];
    const first = mooreNimMove(heaps, 2);
    expect(first).not.toBe(mooreNimMove(heaps, 2));
    expect(heaps).toEqual([3, 5, 6]);
  });
});

describe('Moore theory - bad input', () => {
  test.each([
    // A list that is not an array.
    ['heaps must be an array, got "x"', 'x', 2, undefined, TypeError],
    // A negative heap, a fraction, NaN, 2^53 and a hole name their index.
    ['heaps[1] must be a non-negative safe integer, got -1', [1, -1], 2, undefined, RangeError],
    ['heaps[0] must be a non-negative safe integer, got 1.5', [1.5], 2, undefined, RangeError],
    ['heaps[0] must be a non-negative safe integer, got NaN', [Number.NaN], 2, undefined, RangeError],
    ['heaps[0] must be a non-negative safe integer, got 9007199254740992', [2 ** 53], 2, undefined, RangeError],
    // eslint-disable-next-line no-sparse-arrays -- a hole is an entry too
    ['heaps[1] must be a number or a bigint, got undefined', [1, , 2], 2, undefined, TypeError],
    ['heaps[0] must be a number or a bigint, got "3"', ['3'], 2, undefined, TypeError],
    // Numbers and bigints are not mixed.
    ['heaps[1] is a bigint but heaps[0] is a number: do not mix numbers and bigints', [1, 2n], 2, undefined, TypeError],
    ['heaps[0] must be non-negative, got -1n', [-1n], 2, undefined, RangeError],
    // k: a positive safe integer number.
    ['k must be a positive safe integer, got 0', [1], 0, undefined, RangeError],
    ['k must be a positive safe integer, got 1.5', [1], 1.5, undefined, RangeError],
    ['k must be a positive safe integer, got 9007199254740992', [1], 2 ** 53, undefined, RangeError],
    ['k must be a positive safe integer, got Infinity', [1], Number.POSITIVE_INFINITY, undefined, RangeError],
    ['k must be a number, got "2"', [1], '2', undefined, TypeError],
    ['k must be a number, got 2n', [1], 2n, undefined, TypeError],
    ['k must be a number, got null', [1], null, undefined, TypeError],
    // The options object and its play.
    ["options must be an object such as { play: 'misere' }, got null", [1], 2, null, TypeError],
    [`options must be an object such as { play: 'misere' }, got "misere"`, [1], 2, 'misere', TypeError],
    [`play must be 'normal' or 'misere', got "draw"`, [1], 2, { play: 'draw' }, RangeError],
  ] as const)('isMooreNimLosing and mooreNimMove - %s', (message, heaps, k, options, ErrorClass) => {
    const call = (f: typeof isMooreNimLosing | typeof mooreNimMove) => () => f(heaps as never, k as never, options as never);
    expect(thrownBy(ErrorClass, call(isMooreNimLosing)).message).toBe(message);
    expect(thrownBy(ErrorClass, call(mooreNimMove)).message).toBe(message);
  });
});
