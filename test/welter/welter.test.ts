import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { welterMove, welterValue } from '../../src/index.js';
import type { WelterMove } from '../../src/index.js';
import { thrownBy } from '../helpers.js';
import { allPositions, bruteMoves, mexValue, slide, wonMisere } from './reference.js';

/** The positions searched exhaustively: [coins, squares]. */
const VALUE_TABLE: [number, number][] = [
  [1, 24],
  [2, 24],
  [3, 24],
  [4, 20],
  [5, 14],
];
const MOVE_TABLE: [number, number][] = [
  [1, 16],
  [2, 16],
  [3, 16],
  [4, 14],
  [5, 12],
];

/** Distinct safe-integer squares, up to `most` of them. */
const numberSquares = (most: number, max = Number.MAX_SAFE_INTEGER): fc.Arbitrary<number[]> =>
  fc.uniqueArray(fc.integer({ min: 0, max }), { minLength: 1, maxLength: most });
/** Distinct bigint squares of up to `bits` bits. */
const bigSquares = (most: number, bits: number): fc.Arbitrary<bigint[]> =>
  fc.uniqueArray(fc.bigInt({ min: 0n, max: 2n ** BigInt(bits) - 1n }), { minLength: 1, maxLength: most });

/** Checks that `move` is legal from `squares` and returns the position after it. */
function played<T extends number | bigint>(squares: readonly T[], move: WelterMove<T>): T[] {
  expect(squares).toContain(move.from);
  expect(squares).not.toContain(move.to);
  expect(move.to < move.from && move.to >= 0).toBe(true);
  return squares.map((square) => (square === move.from ? move.to : square));
}

/** Misère positions with one coin on each couple {j, 2n − 1 − j}. */
function inCouples(squares: readonly number[]): boolean {
  const top = 2 * squares.length - 1;
  return squares.every((square) => square <= top && !squares.includes(top - square));
}

describe('welterValue', () => {
  test.each(VALUE_TABLE)('welterValue - %i coins on the first %i squares: equals the plain mex everywhere', (coins, size) => {
    for (const squares of allPositions(coins, size)) expect(welterValue(squares)).toBe(mexValue(squares));
  });

  test('welterValue - one coin is a Nim heap, two coins give (a ⊕ b) − 1, no coin 0', () => {
    expect(welterValue([])).toBe(0);
    expect(welterValue([0])).toBe(0);
    expect(welterValue([2 ** 53 - 1])).toBe(2 ** 53 - 1);
    for (let a = 0; a < 64; a++) for (let b = a + 1; b < 64; b++) expect(welterValue([a, b])).toBe((a ^ b) - 1);
    fc.assert(
      fc.property(bigSquares(2, 300), (pair) => {
        const [a = 0n, b = 0n] = pair;
        fc.pre(pair.length === 2);
        expect(welterValue(pair)).toBe((a ^ b) - 1n);
      }),
    );
    expect(welterValue([5, 9])).toBe(11);
    expect(welterValue([1, 3, 5])).toBe(0);
    expect(welterValue([2n ** 80n, 1n])).toBe(2n ** 80n);
  });

  test('welterValue - the order does not matter; numbers and bigints agree; values stay below the top bit', () => {
    fc.assert(
      fc.property(numberSquares(40), fc.integer(), (squares, seed) => {
        const value = welterValue(squares);
        const shuffled = squares.slice().sort((a, b) => ((a * 7919 + seed) % 101) - ((b * 7919 + seed) % 101));
        expect(welterValue(shuffled)).toBe(value);
        expect(welterValue(squares.map(BigInt))).toBe(BigInt(value));
        expect(Number.isSafeInteger(value)).toBe(true);
        expect(value < 2 ** Math.max(...squares).toString(2).length).toBe(true);
      }),
    );
  });

  test('welterValue - large positions: a coin on 0 changes nothing but the squares above it, and every option has another value', () => {
    fc.assert(
      fc.property(bigSquares(30, 200), fc.nat(), (squares, pick) => {
        const value = welterValue(squares);
        // A coin on square 0 never moves and no coin can land there: the others play on 1, 2, 3, ...
        expect(welterValue([0n, ...squares.map((square) => square + 1n)])).toBe(value);
        const from = squares[pick % squares.length] ?? 0n;
        const to = from === 0n ? -1n : BigInt(pick) % from;
        if (to >= 0n && !squares.includes(to)) expect(welterValue(squares.map((square) => (square === from ? to : square)))).not.toBe(value);
      }),
    );
  });
});

describe('welterMove', () => {
  test.each(MOVE_TABLE)('welterMove - %i coins on the first %i squares: a move to value 0 exactly when the value is not 0', (coins, size) => {
    for (const squares of allPositions(coins, size)) {
      const move = welterMove(squares);
      expect(move === null).toBe(mexValue(squares) === 0);
      if (move !== null) expect(mexValue(played(squares, move).sort((a, b) => a - b))).toBe(0);
    }
  });

  test.each(MOVE_TABLE)('welterMove - misère, %i coins on the first %i squares: agrees with a plain search', (coins, size) => {
    for (const squares of allPositions(coins, size)) {
      const move = welterMove(squares, { play: 'misere' });
      // At the end (coins on 0 to n − 1) the player to move has won, with no move to make.
      expect(move === null).toBe(!wonMisere(squares) || bruteMoves(squares).length === 0);
      if (move !== null) expect(wonMisere(played(squares, move).sort((a, b) => a - b))).toBe(false);
      // The theorem itself: lost exactly in couples with value 1, or elsewhere with value 0.
      const lost = inCouples(squares) ? welterValue(squares) === 1 : welterValue(squares) === 0;
      expect(lost).toBe(!wonMisere(squares));
    }
  });

  test('welterMove - in couples the value is the parity of the upper coins, up to 12 coins', () => {
    for (let coins = 1; coins <= 12; coins++) {
      for (let upper = 0; upper < 2 ** coins; upper++) {
        // Coin j sits on j or on its partner 2n − 1 − j as bit j of `upper` says.
        const squares = Array.from({ length: coins }, (_unused, j) => ((upper >> j) & 1 ? 2 * coins - 1 - j : j));
        let count = 0;
        for (let rest = upper; rest > 0; rest >>= 1) count += rest & 1;
        expect(welterValue(squares)).toBe(count % 2);
      }
    }
  });

  test('welterMove - large positions, numbers and bigints: legal, to value 0, null exactly at value 0', () => {
    const check = <T extends number | bigint>(squares: readonly T[], zero: T): void => {
      const move = welterMove(squares as readonly number[] | readonly bigint[]) as WelterMove<T> | null;
      expect(move === null).toBe(welterValue(squares as readonly number[] | readonly bigint[]) === zero);
      if (move !== null) expect(welterValue(played(squares, move) as readonly number[] | readonly bigint[])).toBe(zero);
    };
    fc.assert(
      fc.property(numberSquares(60), (squares) => {
        check(squares, 0);
      }),
    );
    fc.assert(
      fc.property(numberSquares(60, 200), (squares) => {
        check(squares, 0);
      }),
    );
    fc.assert(
      fc.property(bigSquares(40, 300), (squares) => {
        check(squares, 0n);
      }),
    );
    // Value-0 positions: answered by a move, then null.
    fc.assert(
      fc.property(bigSquares(40, 120), (squares) => {
        const move = welterMove(squares);
        if (move !== null) expect(welterMove(played(squares, move))).toBeNull();
      }),
    );
  });

  test('welterMove - misère on large positions: a normal move or a slide onto couples, always to a lost position', () => {
    fc.assert(
      fc.property(fc.oneof(numberSquares(12, 40), numberSquares(4, 6)), (squares) => {
        const move = welterMove(squares, { play: 'misere' });
        const lost = (position: readonly number[]): boolean => (inCouples(position) ? welterValue(position) === 1 : welterValue(position) === 0);
        // At the end (coins on 0 to n − 1) the player to move has won, with no move to make.
        const atEnd = Math.max(...squares) < squares.length;
        expect(move === null).toBe(lost(squares) || atEnd);
        if (move !== null) expect(lost(played(squares, move))).toBe(true);
      }),
    );
  });

  test('welterMove - misère near the couples, up to 60 coins: one coin moved off a position in couples', () => {
    const lost = (position: readonly number[]): boolean => (inCouples(position) ? welterValue(position) === 1 : welterValue(position) === 0);
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 2, maxLength: 60 }), fc.nat(), fc.nat(), (upper, pick, target) => {
        const n = upper.length;
        const couples = upper.map((high, j) => (high ? 2 * n - 1 - j : j));
        // Move one coin to another free square of [0, 2n + 3): a full couple and an empty one, or a coin above.
        const free = Array.from({ length: 2 * n + 3 }, (_unused, square) => square).filter((square) => !couples.includes(square));
        const squares = couples.map((square, index) => (index === pick % n ? (free[target % free.length] ?? 0) : square));
        const move = welterMove(squares, { play: 'misere' });
        const atEnd = Math.max(...squares) < n;
        expect(move === null).toBe(lost(squares) || atEnd);
        if (move !== null) expect(lost(played(squares, move))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  test('welterMove - instant for thousands of coins', () => {
    const squares = Array.from({ length: 3000 }, (_unused, index) => index * 2_654_435 + (index % 7));
    const started = performance.now();
    const move = welterMove(squares);
    expect(move).not.toBeNull();
    expect(welterValue(played(squares, move ?? { from: 0, to: 0 }))).toBe(0);
    expect(performance.now() - started).toBeLessThan(3000);
  });

  test('welterMove - the documented examples', () => {
    expect(welterMove([1, 2, 3])).toEqual({ from: 3, to: 0 });
    expect(welterMove([1, 3, 5])).toBeNull();
    expect(welterMove([0, 1, 2], { play: 'misere' })).toBeNull();
    expect(welterMove([0, 3], { play: 'misere' })).toEqual({ from: 3, to: 2 });
    expect(welterMove([5n, 0n])).toEqual({ from: 5n, to: 1n });
    expect(welterMove([])).toBeNull();
    expect(welterMove([], { play: 'misere' })).toBeNull();
    expect(slide([0, 5], 5, 1)).toEqual([0, 1]);
  });
});

describe('welterValue and welterMove - bad input', () => {
  test.each([
    [5, TypeError, 'positions must be an array, got 5'],
    [['3'], TypeError, 'positions[0] must be a number or a bigint, got "3"'],
    [[1, -1], RangeError, 'positions[1] must be a non-negative safe integer, got -1'],
    [[1.5], RangeError, 'positions[0] must be a non-negative safe integer, got 1.5'],
    [[2 ** 53], RangeError, 'positions[0] must be a non-negative safe integer, got 9007199254740992'],
    [[NaN], RangeError, 'positions[0] must be a non-negative safe integer, got NaN'],
    [[-1n], RangeError, 'positions[0] must be non-negative, got -1n'],
    [[1, 2n], TypeError, 'positions[1] is a bigint but positions[0] is a number: do not mix numbers and bigints'],
    [[4, 1, 4], RangeError, 'positions[0] and positions[2] are both square 4: each coin needs a square of its own'],
    [[7n, 7n], RangeError, 'positions[0] and positions[1] are both square 7: each coin needs a square of its own'],
    // eslint-disable-next-line no-sparse-arrays -- a hole is refused like any bad entry
    [[1, , 3], TypeError, 'positions[1] must be a number or a bigint, got undefined'],
  ] as const)('welterValue - refuses %#: %s', (positions, ErrorClass, message) => {
    expect(thrownBy(ErrorClass, () => welterValue(positions as unknown as number[])).message).toBe(message);
    expect(thrownBy(ErrorClass, () => welterMove(positions as unknown as number[])).message).toBe(message);
  });

  test('welterMove - refuses bad options', () => {
    expect(thrownBy(TypeError, () => welterMove([1], null as never)).message).toBe('options must be an object, got null');
    expect(thrownBy(RangeError, () => welterMove([1], { play: 'draw' as never })).message).toBe("play must be 'normal' or 'misere', got \"draw\"");
  });
});
