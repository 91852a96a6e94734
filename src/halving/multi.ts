// Halving over several heaps: a move takes 1 to floor(n / 2) counters from one heap.
//
// Normal play is the Sprague–Grundy sum: losing iff the XOR of the heaps' values g(n) is 0.
//
// Misère play: losing iff (every g(n) <= 1 and the XOR is 1) or (some g(n) >= 2 and the XOR is 0) — the
// misère Nim rule applied to the Grundy values. This is not automatic (misère sums do not follow Grundy values
// in general); it holds here because every heap of value 0 other than the terminal 1 (sizes 3, 7, 15, ...) has
// an option of value 1 (3·2^(k−2) − 1 is among 2^(k−1) .. 2^k − 2). Proof, with P the set above: (a) the
// terminal position (all heaps 1: values 0, XOR 0) is not in P, and misère makes it a win for the player to
// move; (b) from P every move leaves P: a move changes one value v to some w != v; from "all <= 1, XOR 1" the
// XOR becomes 1 ^ v ^ w, which is 0 (so not 1) when w <= 1 and nonzero when w >= 2; from "some >= 2, XOR 0"
// there are at least two values >= 2 (one alone cannot XOR to 0 with values <= 1), one survives the move and
// the XOR becomes v ^ w != 0; (c) from any non-terminal position outside P some move enters P: with two or
// more values >= 2, the Nim move to XOR 0 (a smaller value is always reachable) keeps one of them; with
// exactly one, lower it to 0 or 1 so the XOR is 1; with none and XOR 0, lower a 1 to 0, or raise a non-terminal
// 0 to 1. Checked against exhaustive game-tree search in test/halving/.

import type { AnyHeapInput, HeapInput } from '../bouton/index.js';
import { checkHeapList, xor53 } from '../internal/integers.js';
import type { Move } from '../types.js';
import { checkPlay, emptyHeapError, grundyOfBigint, grundyOfNumber, targetOfBigint, targetOfNumber } from './kernel.js';
import type { HalvingOptions } from './options.js';

/**
 * The value the heap must move to, given the XOR `rest` of the other heaps' values and whether another heap
 * has a value of at least 2: `rest` in normal play (XOR 0), and in misère play `rest` as well unless every
 * value would then be at most 1, when the XOR must be 1 instead.
 */
function wantedValue(rest: number, othersBig: boolean, misere: boolean): number {
  return misere && !othersBig && rest <= 1 ? rest ^ 1 : rest;
}

function bigWantedValue(rest: bigint, othersBig: boolean, misere: boolean): bigint {
  return misere && !othersBig && rest <= 1n ? rest ^ 1n : rest;
}

/**
 * A winning move in halving over several heaps (each move takes 1 to half of one heap): on the first heap
 * (lowest number) from which some move leaves the opponent a losing position.
 *
 * - `'misere'` (the default, as for every halving function: the original game is misère): whoever makes
 *   the last possible move loses, i.e. whoever leaves every heap at a single counter. A position is losing
 *   exactly when the misère Nim rule holds for the heaps' {@link halvingGrundy} values: every value is 0 or 1
 *   and their XOR is 1, or some value is at least 2 and their XOR is 0. (The proof is in the source; it rests
 *   on a property of this game, so it is no general rule for misère sums.)
 * - `'normal'`: whoever cannot move loses; a position is losing when the XOR of the values is 0.
 *
 * From a heap of `n` the move reaches every value `w` with `2w + 1 <= n` other than its own, sometimes a
 * higher one (from 7, of value 0, to 6, of value 3), so the first winning heap is not always one whose value
 * drops.
 *
 * @param heaps - The heap sizes: all positive safe integers, or all positive bigints (0 is not a position);
 * or a game holding them, such as a {@link Nim}, whose `heaps` are read.
 * @param options - `play`: how the game ends (default `'misere'`).
 * @returns A winning {@link Move} with a 1-based `heap` and a `count` of the heaps' type, or `null` when the
 * position is losing or no move exists (every heap is 1, or there are no heaps).
 * @throws `TypeError` if `heaps` is not an array or mixes numbers and bigints; `TypeError`/`RangeError` for
 * an invalid heap size, naming it (`heaps[2]`), 0 included, or an invalid `play`.
 * @example
 * ```ts
 * halvingMultiMove([4, 6], { play: 'normal' });   // { heap: 2, count: 2 }: values 2 and 3 become 2 and 2
 * halvingMultiMove([3, 7], { play: 'normal' });   // null: both values are 0
 * halvingMultiMove([7, 6], { play: 'normal' });   // { heap: 1, count: 1 }: 7 (value 0) to 6 (value 3)
 * halvingMultiMove([2, 2]);                       // { heap: 1, count: 1 }: leaves 1 and 2, values 0 and 1
 * halvingMultiMove([10n, 1n], { play: 'normal' }); // { heap: 1, count: 3n }: 7 has value 0
 * ```
 *
 * @category Halving
 */
export function halvingMultiMove(heaps: HeapInput<number>, options?: HalvingOptions): Move | null;
export function halvingMultiMove(heaps: HeapInput<bigint>, options?: HalvingOptions): Move<bigint> | null;
export function halvingMultiMove(heaps: AnyHeapInput, options?: HalvingOptions): Move | Move<bigint> | null;
export function halvingMultiMove(input: AnyHeapInput, { play = 'misere' }: HalvingOptions = {}): Move | Move<bigint> | null {
  // A game is read through its `heaps`; whatever else arrives (JavaScript callers too) goes to checkHeapList,
  // which names the problem.
  const given: unknown = input;
  const heaps = (typeof given === 'object' && given !== null && !Array.isArray(given) && 'heaps' in given ? given.heaps : given) as
    | readonly number[]
    | readonly bigint[];
  const kind = checkHeapList(heaps, 'heaps');
  const misere = checkPlay(play) === 'misere';
  const zero = heaps.findIndex((size) => size === 0 || size === 0n);
  if (zero !== -1) throw emptyHeapError(`heaps[${zero}]`, heaps[zero] ?? 0);
  if (kind === 'number') {
    const sizes = heaps as readonly number[];
    const values = sizes.map(grundyOfNumber);
    const total = values.reduce(xor53, 0);
    const big = values.filter((value) => value >= 2).length;
    for (const [index, size] of sizes.entries()) {
      const value = values[index] ?? 0;
      const wanted = wantedValue(xor53(total, value), big - (value >= 2 ? 1 : 0) > 0, misere);
      // Reachable: every w with 2w + 1 <= n except the heap's own value (see kernel.ts).
      if (wanted !== value && 2 * wanted < size) return { heap: index + 1, count: size - targetOfNumber(size, wanted) };
    }
    return null;
  }
  const sizes = heaps as readonly bigint[];
  const values = sizes.map(grundyOfBigint);
  const total = values.reduce((a, b) => a ^ b, 0n);
  const big = values.filter((value) => value >= 2n).length;
  for (const [index, size] of sizes.entries()) {
    const value = values[index] ?? 0n;
    const wanted = bigWantedValue(total ^ value, big - (value >= 2n ? 1 : 0) > 0, misere);
    if (wanted !== value && 2n * wanted < size) return { heap: index + 1, count: size - targetOfBigint(size, wanted) };
  }
  return null;
}
