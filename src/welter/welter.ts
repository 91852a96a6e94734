// Welter's game: coins on distinct squares 0, 1, 2, ...; a move slides one coin to any empty square below it,
// jumping over other coins. It is Nim with the rule that no two heaps may be equal. Normal play is decided by
// Welter's function (mating.ts); misère play by the theorem below.
//
// Misère Welter. With n coins, call the squares j and 2n − 1 − j (j < n) a couple, and let E be the positions
// with exactly one coin on each couple (so every coin is below 2n). The end position 0, 1, ..., n − 1 is in E.
// (C) On E, Welter's function is the parity of the number of coins on the upper squares n to 2n − 1.
// The misère position is lost for the player to move exactly when it is in E with value 1, or outside E with
// value 0.
//
// Proof of (C), with (D): a position of [0, 2n) with one couple empty and one couple full has value ≥ 2; both
// by induction on the sum of the squares. (D): the full couple's two coins u < ū and the empty couple j < j̄
// are nested one way or the other; if j < u, sliding ū to j or u to j leaves two positions of E whose counts
// of upper coins differ by one; if u < j, sliding ū to j or to j̄ does; by (C) one has value 0, the other 1.
// (C): an option of a position P of E either slides an upper coin to its partner, leaving E with one upper
// coin fewer (value of the other parity, by induction), or leaves one couple empty and one full (value ≥ 2
// by (D)); so the mex is the parity of P's upper coins.
// The theorem then follows the usual way. Fix all coins but one, B; x ↦ [B | x] is one-to-one. (1) The end
// position has value 0 in E: not lost, as the player who cannot move wins. (2) From E with value 1, an option
// in E has value ≠ 1; an option outside E slides a coin of an emptied couple {c, c̄} to some t ∉ {c, c̄},
// and [B | c], [B | c̄] are 1 and 0 by (C), so [B | t] ≠ 0. From outside E with value 0 every option has
// value ≠ 0, and none is in E with value 1: if Q = B + t were, [B | t̄] = 0 = [B | s] would force s = t̄, P in
// E. (3) From E with value 0 and not at the end, slide an upper coin to its partner: E with value 1. From
// outside E with value ≠ 0, take an option Q = P − s + t of value 0; if Q is outside E it is lost; else
// t̄ < s lets s slide to t̄ (E, value 1), and otherwise t < s < t̄, s and its partner are both on the board,
// and sliding either of them to t leaves E with upper counts of both parities: one has value 1.
// test/welter/ checks this against exhaustive search.
import { endingOf } from '../play/index.js';
import type { EndingOptions } from '../types.js';
import { welterOf, zeroMove } from './mating.js';
import type { BigWelterMove } from './mating.js';
import { checkSquares } from './positions.js';

/**
 * A move of Welter's game: the coin on square `from` slides down to the empty square `to` (it may jump over
 * other coins).
 *
 * @typeParam T - `number` for safe-integer squares, `bigint` for bigint squares.
 * @example
 * ```ts
 * const move: WelterMove = { from: 7, to: 2 }; // written '7-2'
 * ```
 *
 * @category Nim family
 */
export interface WelterMove<T extends number | bigint = number> {
  /** The square the coin leaves. */
  readonly from: T;
  /** The empty square below `from` where it lands. */
  readonly to: T;
}


/**
 * The value of Welter's game on distinct squares: its Grundy value in normal play, by Welter's function
 * [a | b | c | ...] in Conway's mating form. Write the squares in binary and pair them off bottom-up by
 * their low bits, as mates congruent modulo the highest power of 2 still possible (an odd number in a class
 * leaves one square to mate further up); then the value is the XOR of all the squares and of 2^(d+1) − 1 for
 * each pair congruent modulo 2^d but not 2^(d+1). For two coins it is (a ⊕ b) − 1, for one coin its square.
 * The position is lost for the player to move (normal play) exactly when the value is 0, and Welter's game
 * adds to other impartial games as a Nim heap of this size.
 *
 * Exact for every safe integer and bigint; O(n log n) comparisons of squares for n coins. The order of the
 * squares does not matter.
 *
 * @param positions - The squares of the coins: distinct non-negative safe integers, or distinct non-negative
 * bigints (not mixed), in any order; an empty list has value 0.
 * @returns The value, of the same type as the squares.
 * @throws `TypeError` if `positions` is not an array or holds something other than numbers and bigints, or mixes
 * them; `RangeError` for a negative, fractional or unsafe square, or a square given twice.
 * @example
 * ```ts
 * welterValue([5, 9]);        // 11: (5 ⊕ 9) − 1
 * welterValue([1, 2, 3]);     // 3
 * welterValue([1, 3, 5]);     // 0: lost for the player to move
 * welterValue([2n ** 80n, 1n]); // 2n ** 80n
 * ```
 *
 * @category Nim family
 */
export function welterValue(positions: readonly number[]): number;
export function welterValue(positions: readonly bigint[]): bigint;
export function welterValue(positions: readonly number[] | readonly bigint[]): number | bigint;
export function welterValue(positions: readonly number[] | readonly bigint[]): number | bigint {
  const { kind, squares } = checkSquares(positions);
  const value = welterOf(squares);
  // The value has no bit above the squares' highest, so a number position's value is a safe integer.
  return kind === 'number' ? Number(value) : value;
}

/** The number of coins on the upper halves of the couples (squares n to 2n − 1), or -1 outside E. */
function upperCoinsInE(squares: readonly bigint[]): number {
  const n = BigInt(squares.length);
  const top = 2n * n - 1n;
  const occupied = new Set(squares);
  let upper = 0;
  for (const square of squares) {
    if (square > top || occupied.has(top - square)) return -1;
    if (square >= n) upper++;
  }
  return upper;
}

/** Slides a coin: the squares after `move`, ascending. */
function slide(squares: readonly bigint[], { from, to }: BigWelterMove): bigint[] {
  const next = squares.filter((square) => square !== from);
  next.push(to);
  return next.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The misère move of the header's proof, from distinct squares ascending; `null` when the position is lost. */
function misereMove(squares: readonly bigint[]): BigWelterMove | null {
  const n = BigInt(squares.length);
  const top = 2n * n - 1n;
  const upper = upperCoinsInE(squares);
  if (upper >= 0) {
    // In E the value is the parity of the upper coins: lost when odd; at the end when none.
    const coin = upper % 2 === 0 ? squares.find((square) => square >= n) : undefined;
    return coin === undefined ? null : { from: coin, to: top - coin };
  }
  const move = zeroMove(squares);
  if (move === null || upperCoinsInE(slide(squares, move)) < 0) return move;
  const { from, to } = move;
  if (top - to < from) return { from, to: top - to };
  // to < from < its partner: both coins of from's couple are on the board; one of the two slides to `to`
  // leaves an odd number of upper coins.
  const partner = top - from;
  for (const coin of [from < partner ? from : partner, from < partner ? partner : from]) {
    const option = { from: coin, to };
    if (upperCoinsInE(slide(squares, option)) % 2 === 1) return option;
  }
  throw new Error(`no misère move found from ${squares.join(',')}`);
}

/**
 * A winning move of Welter's game, or `null` when the player to move loses against perfect play (or no
 * move is left).
 *
 * - Normal play (default): a move to a position of value 0 (see {@link welterValue}), the first one found
 *   trying the coins from the lowest square up. It is built directly: with the other coins fixed, the value
 *   is one-to-one in the moving coin's square, and the square of value 0 is found by one walk down the
 *   binary trie of the others' squares, forced bit by bit. O(n · min(n, b) · log n) comparisons for n
 *   coins of b bits (instant for thousands of coins).
 * - Misère play (whoever makes the last move loses): with n coins, call squares j and 2n − 1 − j a couple;
 *   a position with one coin on each couple has value 0 or 1 (the parity of its coins on squares n and up),
 *   and is lost exactly when that value is 1; any other position is lost exactly when its value is 0. The
 *   move follows the proof in the module's source (a normal move, or a slide onto a couple).
 *
 * @param positions - The squares of the coins: distinct non-negative safe integers, or distinct non-negative
 * bigints (not mixed), in any order.
 * @param options - `play`: the ending (default `'normal'`).
 * @returns The move, with squares of the same type as `positions`, or `null`.
 * @throws `TypeError` if `positions` is not an array of numbers or bigints (not mixed) or `options` not an
 * object; `RangeError` for a negative, fractional or unsafe square, a square given twice, or a bad `play`.
 * @example
 * ```ts
 * welterMove([1, 2, 3]);                      // { from: 3, to: 0 }: [0 | 1 | 2] = 0
 * welterMove([1, 3, 5]);                      // null: value 0
 * welterMove([0, 1, 2], { play: 'misere' });  // null: the end, won by the player who cannot move
 * welterMove([0, 3], { play: 'misere' });     // { from: 3, to: 2 }: leaves 0, 2, one coin on each couple
 * ```
 *
 * @category Nim family
 */
export function welterMove(positions: readonly number[], options?: EndingOptions): WelterMove | null;
export function welterMove(positions: readonly bigint[], options?: EndingOptions): WelterMove<bigint> | null;
export function welterMove(positions: readonly number[] | readonly bigint[], options?: EndingOptions): WelterMove | WelterMove<bigint> | null;
export function welterMove(positions: readonly number[] | readonly bigint[], options: EndingOptions = {}): WelterMove | WelterMove<bigint> | null {
  const { kind, squares } = checkSquares(positions);
  const ending = endingOf(options);
  const move = ending === 'normal' ? zeroMove(squares) : misereMove(squares);
  if (move === null || kind === 'bigint') return move;
  return { from: Number(move.from), to: Number(move.to) };
}
