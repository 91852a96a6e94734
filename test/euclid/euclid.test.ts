// Euclid's game against plain references written here: a memoized search over every position to 40 × 40, and for
// bigints the forced-move chain (a quotient of 2 or more, or a 0, wins; a quotient of 1 passes the turn).
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { createSolver, euclidGame, euclidMove, grundyValue, isEuclidWin, perfectPlayer, playMatch, randomPlayer, searchPlayer } from '../../src/index.js';
import { thrownBy } from '../helpers.js';

/** Whether the mover wins at (a, b) by a plain search: some move makes a 0 or leaves a lost position. */
function bruteWins(a: number, b: number, memo: Map<string, boolean>): boolean {
  const [l, s] = a >= b ? [a, b] : [b, a];
  const key = `${l},${s}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  let wins = false;
  for (let times = 1; times * s <= l && !wins; times++) wins = l - times * s === 0 || !bruteWins(l - times * s, s, memo);
  memo.set(key, wins);
  return wins;
}

/** The forced-move chain on bigints: the mover wins when s divides l or l ≥ 2s; else the only move passes the turn. */
function chainWins(a: bigint, b: bigint): boolean {
  let [l, s] = a >= b ? [a, b] : [b, a];
  let mover = true;
  for (;;) {
    if (l % s === 0n || l >= 2n * s) return mover;
    [l, s] = [s, l - s];
    mover = !mover;
  }
}

describe('isEuclidWin and euclidMove', () => {
  test('isEuclidWin, euclidMove - every position to 40 × 40 against a plain search', () => {
    const memo = new Map<string, boolean>();
    for (let a = 1; a <= 40; a++) {
      for (let b = 1; b <= 40; b++) {
        const wins = bruteWins(a, b, memo);
        expect(isEuclidWin(a, b)).toBe(wins);
        expect(isEuclidWin(BigInt(a), BigInt(b))).toBe(wins);
        const move = euclidMove(a, b);
        expect(move === null).toBe(!wins);
        if (move !== null) {
          const [l, s] = a >= b ? [a, b] : [b, a];
          const rest = l - move.times * s;
          expect(rest).toBeGreaterThanOrEqual(0);
          expect(rest === 0 || !bruteWins(rest, s, memo)).toBe(true);
          expect(euclidMove(BigInt(a), BigInt(b))).toEqual({ times: BigInt(move.times) });
        }
      }
    }
  });

  test('isEuclidWin, euclidMove - huge bigints, instantly, against the forced-move chain', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 2n ** 300n }), fc.bigInt({ min: 1n, max: 2n ** 300n }), (a, b) => {
        expect(isEuclidWin(a, b)).toBe(chainWins(a, b));
        const move = euclidMove(a, b);
        if (move === null) return;
        const [l, s] = a >= b ? [a, b] : [b, a];
        const rest = l - move.times * s;
        expect(rest === 0n || !chainWins(rest, s)).toBe(true);
      }),
    );
    // Consecutive Fibonacci numbers: every quotient is 1 down the chain, the ratio swinging around φ.
    const fibonacci = [1n, 2n];
    while (fibonacci.length < 400) fibonacci.push((fibonacci.at(-1) ?? 0n) + (fibonacci.at(-2) ?? 0n));
    for (let index = 1; index < fibonacci.length; index++) {
      expect(isEuclidWin(fibonacci[index] ?? 1n, fibonacci[index - 1] ?? 1n)).toBe(chainWins(fibonacci[index] ?? 1n, fibonacci[index - 1] ?? 1n));
    }
    expect(euclidMove(10n ** 30n, 3n)).toEqual({ times: 333_333_333_333_333_333_333_333_333_332n });
    expect([euclidMove(7, 3), euclidMove(9, 3), euclidMove(5, 4), isEuclidWin(2n ** 100n + 1n, 2n ** 100n), isEuclidWin(5, 3)]).toEqual([{ times: 1 }, { times: 3 }, null, false, true]);
  });

  test.each([
    // [error class, a, b, message]
    [TypeError, '3', 1, 'a must be a number or a bigint, got "3"'],
    [RangeError, 0, 1, 'a must be a positive safe integer, got 0'],
    [RangeError, 1, 1.5, 'b must be a positive safe integer, got 1.5'],
    [RangeError, 1, Number.NaN, 'b must be a positive safe integer, got NaN'],
    [RangeError, 0n, 1n, 'a must be a positive integer, got 0n'],
    [TypeError, 1, 1n, 'a and b must both be numbers or both bigints, got number and bigint'],
    [RangeError, 2 ** 53, 1, 'a must be a positive safe integer, got 9007199254740992'],
  ] as const)('isEuclidWin, euclidMove, euclidGame - bad arguments are refused (row %#)', (ErrorClass, a, b, message) => {
    expect(thrownBy(ErrorClass, () => isEuclidWin(a as never, b as never)).message).toBe(message);
    expect(thrownBy(ErrorClass, () => euclidMove(a as never, b as never)).message).toBe(message);
    expect(thrownBy(ErrorClass, () => euclidGame(a as never, b as never)).message).toBe(message);
  });
});

describe('euclidGame', () => {
  test('euclidGame - the solver and the theory agree to 40 × 40; a 0 ends the game, won by whoever made it', () => {
    const solver = createSolver();
    const memo = new Map<string, boolean>();
    for (let a = 1; a <= 40; a++) {
      for (let b = 1; b <= 40; b++) {
        const game = euclidGame(a, b);
        expect(solver.solve(game.start).result).toBe(bruteWins(a, b, memo) ? 'win' : 'loss');
        const move = game.winningMove?.(game.start) ?? null;
        if (move !== null) expect(solver.solve(game.start.play(move)).result).toBe('loss');
      }
    }
    const over = euclidGame(3, 3).start.play({ times: 1 });
    expect(over.position).toEqual([0, 3]);
    expect(over.isTerminal).toBe(true);
    expect(over.winner).toBe(0);
  });

  test('euclidGame - the perfect player never loses a won position', () => {
    let won = 0;
    for (let a = 1; a <= 40; a += 3) {
      for (let b = 1; b <= 40; b += 2) {
        if (!isEuclidWin(a, b)) continue;
        won++;
        for (const opponent of [randomPlayer, searchPlayer({ depth: 3 })]) expect(playMatch(euclidGame(a, b), [perfectPlayer, opponent], { seed: won }).winner).toBe(0);
      }
    }
    expect(won).toBeGreaterThan(100);
  });

  test('euclidGame - moves, text, keys, Grundy values by the mex, and the limit for bigints', () => {
    const game = euclidGame(7, 3);
    expect(game.name).toBe('euclid:7,3 normal');
    expect(game.start.moves()).toEqual([{ times: 1 }, { times: 2 }]);
    expect(game.start.actions()).toEqual([0, 1]);
    expect(game.start.play({ times: 2 }).position).toEqual([1, 3]);
    expect(game.parseMove(' 2 ')).toEqual({ times: 2 });
    expect(game.parseMove('0')).toBeNull();
    expect(String(game.start)).toBe('euclid 7,3, player 0 to move');
    expect(game.fromKey('1:4,3').position).toEqual([4, 3]);
    expect(thrownBy(RangeError, () => game.fromKey('1:8,3')).message).toContain('A,B, each at most its start');
    expect(thrownBy(Error, () => game.start.play({ times: 3 })).message).toBe('illegal move 3 in euclid:7,3 normal: the larger number holds the smaller at most 2 times');
    expect(grundyValue(game.start)).toBe(1);
    expect(euclidGame(5n, 3n).start.position).toEqual([5, 3]);
    expect(thrownBy(RangeError, () => euclidGame(2n ** 53n, 1n)).message).toBe(
      'a and b must be at most 2^53 - 1 in euclidGame (its moves are counted as numbers; isEuclidWin and euclidMove take any bigint), got 9007199254740992n and 1n',
    );
  });
});
