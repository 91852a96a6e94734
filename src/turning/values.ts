// The theory of the coin-turning games: a head on square n is worth the Sprague–Grundy value of the game with
// that one head (every move of a coin-turning game turns coins independently, so a position is the nim-sum of
// its heads: WW ch. 14's "heads add"). With square 1 leftmost, a plain mex over moves gives
//   Turtles       g(n) = n;
//   Mock Turtles  g(n) = the n-th odious number 2(n − 1) + [popcount(n − 1) even]  (1, 2, 4, 7, 8, 11, …);
//   Ruler         g(n) = the largest power of 2 dividing n                           (1, 2, 1, 4, 1, 2, 1, 8, …);
//   Twins         g(n) = n − 1 (a head's only moves turn one square a < n besides it: mex{a − 1} = n − 1);
//   Moebius, Mogul by the mex itself, tabled (tabled.ts);
// the tests check each against that mex. A winning move replaces g(n) of one head by a smaller value v, and
// each rule's structure names the coins worth v at once (see turningMove).
import { describeValue, TWO_POW_32 } from '../internal/integers.js';
import { popCount, valueAt } from '../internal/bits.js';
import { checkCoins, checkRule, checkTabledSquare, run } from './rules.js';
import { tabledSquares, tabledValues } from './tabled.js';
import type { TurningMove, TurningRule } from './rules.js';

/** The largest square whose Mock Turtles value, 2n − 1 at most, is still a safe integer: 2^52. */
const MOCK_TURTLES_NUMBER_LIMIT = 2 ** 52;

/** Whether a non-negative safe integer has an even number of 1 bits (its high and low 32 bits counted apart). */
function hasEvenPopCount(n: number): boolean {
  return (popCount(n >>> 0) + popCount(Math.floor(n / TWO_POW_32) >>> 0)) % 2 === 0;
}

/** The largest power of 2 dividing a positive safe integer, exact past 2^31. */
function lowestBitOfNumber(n: number): number {
  const low = n >>> 0;
  if (low !== 0) return (low & -low) >>> 0;
  const high = Math.floor(n / TWO_POW_32);
  return ((high & -high) >>> 0) * TWO_POW_32;
}

/**
 * The value of a head on square `n` (a positive safe integer; for Mock Turtles at most 2^52), exact for every
 * such `n`.
 */
function valueOfNumber(rule: TurningRule, n: number): number {
  switch (rule) {
    case 'turtles':
      return n;
    case 'mock-turtles':
      return 2 * (n - 1) + (hasEvenPopCount(n - 1) ? 1 : 0);
    case 'ruler':
      return lowestBitOfNumber(n);
    case 'twins':
      return n - 1;
    case 'moebius':
    case 'mogul':
      return valueAt(tabledValues(rule, n), n);
  }
}

/** The bits of a hex digit, odd (1) or even (0). */
const HEX_PARITY = [0, 1, 1, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0, 1, 1, 0];

/** The parity of a non-negative bigint's 1 bits: hex text is made in linear time and read without copies. */
function bitParity(n: bigint): number {
  const hex = n.toString(16);
  let parity = 0;
  for (let index = 0; index < hex.length; index++) parity ^= HEX_PARITY[Number.parseInt(hex.charAt(index), 16)] ?? 0;
  return parity;
}

/** The most bits of a bigint square: its value is made in time and memory linear in them. */
const MAX_SQUARE_BITS = 1_000_000;

/** The value of a head on square `n`, a positive bigint of at most {@link MAX_SQUARE_BITS} bits: O(bits). */
function valueOfBigint(rule: TurningRule, n: bigint): bigint {
  switch (rule) {
    case 'turtles':
      return n;
    case 'mock-turtles':
      return 2n * (n - 1n) + (bitParity(n - 1n) === 0 ? 1n : 0n);
    case 'ruler':
      return n & -n;
    case 'twins':
      return n - 1n;
    case 'moebius':
    case 'mogul':
      return BigInt(valueOfNumber(rule, Number(n)));
  }
}

/**
 * The Sprague–Grundy value of a single head on square `n` (square 1 leftmost) under a coin-turning rule; a
 * position is worth the nim-sum of its heads' values, and the player to move loses (normal play) exactly when
 * that nim-sum is 0.
 *
 * - `'turtles'`: n.
 * - `'mock-turtles'`: the n-th odious number (a number with an odd count of 1 bits): 1, 2, 4, 7, 8, 11, 13, 14, …,
 *   that is 2(n − 1) + 1 when n − 1 has an even count of 1 bits, else 2(n − 1).
 * - `'ruler'`: the largest power of 2 dividing n: 1, 2, 1, 4, 1, 2, 1, 8, ….
 * - `'twins'`: n − 1 (Turtles counted from 0).
 * - `'moebius'`: 1, 2, 4, 8, 16, 31, 32, 64, 103, 128, 171, 213, 256, … and `'mogul'`: 1, 2, 4, 8, 16, 32, 64, 127,
 *   128, 256, 512, 911, …: no closed form is known (their zero positions are codes: Hamming's and Golay's), so
 *   they are the mex over the moves itself, tabled on first use up to square {@link MAX_MOEBIUS_SQUARE} (100) and
 *   {@link MAX_MOGUL_SQUARE} (48).
 *
 * O(1) for numbers, O(bits) for bigints; exact bit arithmetic, valid past 2^31.
 *
 * @param rule - `'turtles'`, `'mock-turtles'`, `'ruler'`, `'twins'`, `'moebius'` or `'mogul'`.
 * @param n - The square: a positive safe integer (for `'mock-turtles'` at most 2^52, so that the value is
 * safe; for `'moebius'` and `'mogul'` at most their tabled limit) or a positive bigint of any size.
 * @returns The value, of the same type as `n`.
 * @throws `TypeError` when `rule` is not a string or `n` is not a number or a bigint; `RangeError` for another
 * rule name, or an `n` that is below 1, not a safe integer, (Mock Turtles, as a number) above 2^52 or (Moebius,
 * Mogul) past the table.
 * @example
 * ```ts
 * turningValue('mock-turtles', 6); // 11
 * turningValue('ruler', 12);       // 4
 * turningValue('turtles', 9);      // 9
 * turningValue('ruler', 3n * 2n ** 70n); // 2n ** 70n
 * turningValue('twins', 5);      // 4
 * turningValue('moebius', 6);    // 31
 * turningValue('mogul', 8);      // 127
 * ```
 *
 * @category Nim family
 */
export function turningValue(rule: TurningRule, n: number): number;
export function turningValue(rule: TurningRule, n: bigint): bigint;
export function turningValue(rule: TurningRule, n: number | bigint): number | bigint;
export function turningValue(rule: TurningRule, n: number | bigint): number | bigint {
  const checked = checkRule(rule);
  if (typeof n === 'bigint') {
    if (n < 1n) throw new RangeError(`n must be a square from 1, got ${describeValue(n)}`);
    // A comparison, not a bit count: counting would write out every bit of a hostile bigint first.
    if (n >> BigInt(MAX_SQUARE_BITS) > 0n) throw new RangeError(`n must have at most ${MAX_SQUARE_BITS} bits, got ${describeValue(n)}`);
    checkTabledSquare(checked, n, 'n');
    return valueOfBigint(checked, n);
  }
  if (typeof n !== 'number') throw new TypeError(`n must be a number or a bigint, got ${describeValue(n)}`);
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`n must be a square from 1 (a positive safe integer), got ${describeValue(n)}`);
  if (checked === 'mock-turtles' && n > MOCK_TURTLES_NUMBER_LIMIT) {
    throw new RangeError(`n must be at most 2^52 for 'mock-turtles' as a number (the value 2n - 1 would not be safe); pass a bigint, got ${n}`);
  }
  checkTabledSquare(checked, n, 'n');
  return valueOfNumber(checked, n);
}

/**
 * The nim-sum of the heads' values of a checked coin string. Squares are at most 1,000,000, so every value is
 * below 2^21 and plain 32-bit `^` is exact.
 */
export function nimSumOf(rule: TurningRule, coins: string): number {
  let sum = 0;
  for (let index = coins.indexOf('H'); index >= 0; index = coins.indexOf('H', index + 1)) sum ^= valueOfNumber(rule, index + 1);
  return sum;
}

/** The number whose Gray code is `gray`: the prefix XOR of its bits from the top. */
function fromGray(gray: number): number {
  let value = gray;
  for (let shift = 1; shift < 32; shift *= 2) value ^= value >>> shift;
  return value;
}

/**
 * The coins to turn with the head on square `n` so that the head's value g(n) is replaced by `target`, a
 * smaller value (the mex guarantees some move reaches it); `n` last.
 */
export function coinsReaching(rule: TurningRule, n: number, target: number): number[] {
  // Twins turn two coins always: square target + 1 is worth target (square 1, worth 0, included).
  if (rule === 'twins') return [target + 1, n];
  if (target === 0) return [n];
  switch (rule) {
    case 'turtles':
      return [target, n];
    case 'mock-turtles': {
      // Mock Turtles values are the odious numbers, and square i holds the odious number with floor(v/2) = i − 1.
      // An odious target is one coin; an evil one (even count of 1 bits) is its lowest bit plus the rest, both odious.
      if (!hasEvenPopCount(target)) return [(target >>> 1) + 1, n];
      const lowest = target & -target;
      return [(lowest >>> 1) + 1, ((target ^ lowest) >>> 1) + 1, n];
    }
    case 'ruler': {
      // Ruler values 1..m XOR to gray(m), so the run s..n−1 is worth gray(n − 1) ^ gray(s − 1) = gray((n − 1) ^ (s − 1)).
      // target < g(n) = 2^k and n − 1 ends in k 1 bits, so s − 1 = (n − 1) ^ fromGray(target) is below n.
      return run(((n - 1) ^ fromGray(target)) + 1, n);
    }
    case 'moebius':
    case 'mogul':
      return [...tabledSquares(rule, n, target), n];
  }
}

/**
 * {@link turningMove} on a checked string; with `goal`, a move to a position worth `goal` instead of 0 (`null`
 * unless `goal` is below the position's value).
 */
export function winningTurn(rule: TurningRule, coins: string, goal = 0): TurningMove | null {
  const sum = nimSumOf(rule, coins);
  if (goal >= sum) return null;
  // goal < sum, so the top bit of the change is one of sum's: a head whose value holds it drops to value ^
  // change, which is smaller.
  const change = sum ^ goal;
  const top = 2 ** (31 - Math.clz32(change));
  let index = coins.indexOf('H');
  while ((valueOfNumber(rule, index + 1) & top) === 0) index = coins.indexOf('H', index + 1);
  const value = valueOfNumber(rule, index + 1);
  return { coins: coinsReaching(rule, index + 1, value ^ change) };
}

/**
 * A winning move of a coin-turning game in normal play (whoever turns the last head wins): a move to a
 * position whose heads' values ({@link turningValue}) have nim-sum 0, or `null` when the nim-sum is already 0
 * (the player to move loses, or no head is left). It moves the leftmost head whose value holds the nim-sum's
 * highest bit, and names the other coins from the rule's value structure, in time linear in the string's
 * length whatever the number of moves: Turtles turn square v; Mock Turtles the one or two squares whose odious
 * values make v; Ruler the run whose ruler values XOR to v (their prefix XORs are Gray codes); Twins square
 * v + 1; Moebius and Mogul a set found by meeting in the middle over the table.
 *
 * Misère play has no such rule here: the engine game ({@link turningGame}) plays it by exact search.
 *
 * @param rule - `'turtles'`, `'mock-turtles'`, `'ruler'`, `'twins'`, `'moebius'` or `'mogul'`.
 * @param coins - The coins, square 1 leftmost: 1 to {@link MAX_TURNING_COINS} characters (Moebius and Mogul: to
 * their tabled limit), each `H` or `T` (upper case only).
 * @returns The move (squares ascending, the last a head turned to tails), or `null`.
 * @throws `TypeError` when `rule` or `coins` is not a string; `RangeError` for another rule name, an empty or
 * too long string, or a character other than `H` and `T`.
 * @example
 * ```ts
 * turningMove('turtles', 'THTHH');       // { coins: [1, 2] }: 2 ^ 4 ^ 5 = 3, so the head on 2 drops to 2 ^ 3 = 1
 * turningMove('ruler', 'TTTH');          // { coins: [4] }
 * turningMove('mock-turtles', 'HHH');    // { coins: [1, 2, 3] }: 1 ^ 2 ^ 4 = 7
 * turningMove('ruler', 'HTHT');          // null: 1 ^ 1 = 0
 * turningMove('twins', 'THH');           // { coins: [2, 3] }: 1 ^ 2 = 3; square 2 is worth 1
 * ```
 *
 * @category Nim family
 */
export function turningMove(rule: TurningRule, coins: string): TurningMove | null {
  const checked = checkRule(rule);
  const checkedCoins = checkCoins(coins);
  checkTabledSquare(checked, checkedCoins.length, 'coins.length');
  return winningTurn(checked, checkedCoins);
}
