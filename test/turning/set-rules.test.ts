// Twins, Moebius and Mogul (Winning Ways ch. 14): sets of a bounded number of coins. Their values against a plain
// mex over the sets a lone head may turn, the heads-add rule against a plain mex over whole positions, and the
// engine game against brute-force move generation.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  grundyValue,
  MAX_MOEBIUS_SQUARE,
  MAX_MOGUL_SQUARE,
  perfectPlayer,
  playMatch,
  randomPlayer,
  turningGame,
  turningMove,
  turningValue,
} from '../../src/index.js';
import type { TurningRule } from '../../src/index.js';
import { thrownBy } from '../helpers.js';
import { allStrings, bruteActionIds, bruteMoves, mexValues, nimSum, turn } from './reference.js';

const SET_RULE_NAMES = ['twins', 'moebius', 'mogul'] as const;
/** How far each head's value is checked against the plain mex over sets (Mogul's sets grow as n^6). */
const MEX_LIMIT = { twins: 200, moebius: 40, mogul: 30 } as const;
const MEX = Object.fromEntries(SET_RULE_NAMES.map((rule) => [rule, mexValues(rule, MEX_LIMIT[rule])])) as Record<TurningRule, number[]>;
/** The longest strings whose every position is valued by a plain mex over positions. */
const POSITION_LIMIT = { twins: 12, moebius: 10, mogul: 9 } as const;

/** The nim value of every string of `length` coins by a plain mex over the positions a move reaches. */
function positionValues(rule: TurningRule, length: number): Map<string, number> {
  const values = new Map<string, number>();
  // Strings with fewer heads first is not enough (a move may add heads), but the string read as a binary number
  // with square 1 lowest always drops: the head turned is the highest square changed.
  const strings = allStrings(length);
  for (const coins of strings) {
    const seen = new Set(bruteMoves(rule, coins).map((move) => values.get(turn(coins, move)) ?? -1));
    let mex = 0;
    while (seen.has(mex)) mex++;
    values.set(coins, mex);
  }
  return values;
}

describe('turningValue - twins, moebius, mogul', () => {
  test.each(SET_RULE_NAMES)('turningValue - %s agrees with a plain mex over the sets a head may turn', (rule) => {
    const values = MEX[rule];
    for (let n = 1; n < values.length; n++) {
      expect(turningValue(rule, n)).toBe(values[n]);
      expect(turningValue(rule, BigInt(n))).toBe(BigInt(values[n] ?? -1));
    }
  });

  test("turningValue - Winning Ways' tables: Twins n − 1; Moebius and Mogul's first values", () => {
    const first = (rule: TurningRule, count: number) => Array.from({ length: count }, (_, index) => turningValue(rule, index + 1));
    expect(first('twins', 6)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(first('moebius', 19)).toEqual([1, 2, 4, 8, 16, 31, 32, 64, 103, 128, 171, 213, 256, 301, 342, 439, 475, 494, 512]);
    expect(first('mogul', 25)).toEqual([1, 2, 4, 8, 16, 32, 64, 127, 128, 256, 512, 911, 1024, 1459, 1749, 1897, 2048, 2518, 2787, 2874, 3320, 3357, 3662, 4004, 4096]);
    expect(turningValue('twins', 2n ** 80n)).toBe(2n ** 80n - 1n);
    expect(turningValue('twins', Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER - 1);
  });

  test('turningValue - the tables reach their limits, every value new (a head is never worth an earlier one)', () => {
    for (const [rule, limit] of [['moebius', MAX_MOEBIUS_SQUARE], ['mogul', MAX_MOGUL_SQUARE]] as const) {
      const values = Array.from({ length: limit }, (_, index) => turningValue(rule, index + 1));
      expect(new Set(values).size).toBe(limit);
      expect(turningValue(rule, BigInt(limit))).toBe(BigInt(values[limit - 1] ?? -1));
    }
    expect([MAX_MOEBIUS_SQUARE, MAX_MOGUL_SQUARE]).toEqual([100, 48]);
  });

  test.each([
    // [rule, n, message]
    ['moebius', 101, "n must be at most 100 for 'moebius' (its values are tabled by the mex to square 100), got 101"],
    ['mogul', 49n, "n must be at most 48 for 'mogul' (its values are tabled by the mex to square 48), got 49n"],
    ['twins', 0, 'n must be a square from 1 (a positive safe integer), got 0'],
  ] as const)('turningValue - %s of %s is refused', (rule, n, message) => {
    expect(thrownBy(RangeError, () => turningValue(rule, n)).message).toBe(message);
  });
});

describe('turning games of sets - heads add, and the engine', () => {
  test.each(SET_RULE_NAMES)('%s: every string is worth the nim-sum of its heads (a plain mex over positions), and grundyValue agrees', (rule) => {
    for (let length = 1; length <= POSITION_LIMIT[rule]; length++) {
      const values = positionValues(rule, length);
      const game = turningGame(rule, 'T'.repeat(length));
      for (const [coins, value] of values) {
        expect(nimSum(MEX[rule], coins)).toBe(value);
        expect(grundyValue(game.at(coins))).toBe(value);
      }
    }
  });

  test.each(SET_RULE_NAMES)('turningGame - %s: moves(), moveAt, actions() and playAction match brute force up to 8 coins', (rule) => {
    for (let length = 1; length <= 8; length++) {
      const ids = bruteActionIds(rule, length);
      const game = turningGame(rule, 'T'.repeat(length));
      expect(game.actionCount).toBe(ids.size);
      for (const coins of allStrings(length)) {
        const state = game.at(coins);
        const expected = bruteMoves(rule, coins);
        expect(state.moves().map((move) => move.coins)).toEqual(expected);
        expect(state.actions()).toEqual(expected.map((move) => ids.get(move.join(','))));
        expected.forEach((move, index) => {
          expect(state.moveAt(index).coins).toEqual(move);
          expect(state.playAction(ids.get(move.join(',')) ?? -1).position).toBe(turn(coins, move));
        });
      }
    }
  });

  test.each(SET_RULE_NAMES)('turningMove - %s: on every string to 10 coins, a legal move to nim-sum 0 exactly when the nim-sum is not 0', (rule) => {
    for (let length = 1; length <= 10; length++) {
      for (const coins of allStrings(length)) {
        const move = turningMove(rule, coins);
        const sum = nimSum(MEX[rule], coins);
        expect(move === null).toBe(sum === 0);
        if (move !== null) {
          expect(bruteMoves(rule, coins).map((legal) => legal.join(','))).toContain(move.coins.join(','));
          expect(nimSum(MEX[rule], turn(coins, move.coins))).toBe(0);
        }
      }
    }
  });

  test('turningMove - long strings to the tables\' limits: a legal move to nim-sum 0', () => {
    for (const [rule, limit, most] of [['moebius', MAX_MOEBIUS_SQUARE, 5], ['mogul', MAX_MOGUL_SQUARE, 7], ['twins', 2000, 2]] as const) {
      const values = [0, ...Array.from({ length: limit }, (_, index) => turningValue(rule, index + 1))];
      fc.assert(
        fc.property(fc.array(fc.boolean(), { minLength: limit, maxLength: limit }), (bits) => {
          const coins = bits.map((heads) => (heads ? 'H' : 'T')).join('');
          const move = turningMove(rule, coins);
          if (move === null) return nimSum(values, coins) === 0;
          const { coins: squares } = move;
          const head = squares[squares.length - 1] ?? 0;
          return coins[head - 1] === 'H' && squares.length <= most && squares.length >= (rule === 'twins' ? 2 : 1) && nimSum(values, turn(coins, squares)) === 0;
        }),
        { numRuns: 40 },
      );
    }
  });

  test.each(SET_RULE_NAMES)('turningGame - %s: the perfect player never loses a won position to a random player', (rule) => {
    let won = 0;
    for (let length = 1; length <= 7; length++) {
      for (const coins of allStrings(length)) {
        if (nimSum(MEX[rule], coins) === 0) continue;
        won++;
        expect(playMatch(turningGame(rule, coins), [perfectPlayer, randomPlayer], { seed: won }).winner).toBe(0);
      }
    }
    expect(won).toBeGreaterThan(100);
  });

  test.each([
    // [rule, coins, message]
    ['moebius', 'T'.repeat(101), "coins.length must be at most 100 for 'moebius' (its values are tabled by the mex to square 100), got 101"],
    ['mogul', 'H'.repeat(49), "coins.length must be at most 48 for 'mogul' (its values are tabled by the mex to square 48), got 49"],
  ] as const)('turningGame, turningMove - %s past the table is refused', (rule, coins, message) => {
    expect(thrownBy(RangeError, () => turningGame(rule, coins)).message).toBe(message);
    expect(thrownBy(RangeError, () => turningMove(rule, coins)).message).toBe(message);
  });

  test('turningGame - a Twins head on square 1 cannot move; a one-coin Twins move is no move', () => {
    const game = turningGame('twins', 'HT');
    expect(game.start.isTerminal).toBe(true);
    expect(game.parseMove('2')).toBeNull();
    expect(turningGame('twins', 'TH').start.moves()).toEqual([{ coins: [1, 2] }]);
    expect(turningGame('moebius', 'TTH').parseMove('1,2,3')).toEqual({ coins: [1, 2, 3] });
    expect(turningGame('moebius', 'HHHHHH').parseMove('1,2,3,4,5,6')).toBeNull();
  });
});
