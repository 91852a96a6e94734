// The plain mex's split options: every option value of heap n that leaves two or more heaps, for any digit a
// rule may have. Internal: the sparse-space method (sparse-space.ts) covers the two-heap digits it can.
/* eslint-disable @typescript-eslint/no-non-null-assertion -- every `!` reads a typed array or a list at an index below its length, checked by the loop bounds */

import { DISTINCT, LEAVE_THREE, LEAVE_TWO, leavesUnequal } from './code.js';

/**
 * Marks with `stamp` every option value of heap `n` that leaves two or more heaps: for each split removal
 * size `ks[i] <= n` (increasing) with digit `digits[i]`, every way to leave the rest `n - k` as the digit
 * allows. `values[h]` is the value of heap `h < n`.
 *
 * @category Heap games
 */
export function markSplitOptions(values: Uint32Array, ks: readonly number[], digits: readonly number[], n: number, mark: Uint32Array, stamp: number): void {
  const G = values;
  for (let index = 0; index < ks.length; index++) {
    const k = ks[index]!;
    if (k > n) break;
    const digit = digits[index]!;
    const rest = n - k;
    const unequal = leavesUnequal(digit);
    if ((digit & LEAVE_TWO) !== 0) {
      for (let a = rest >> 1, b = rest - a; a >= 1; a--, b++) {
        if (unequal && a === b) continue;
        mark[G[a]! ^ G[b]!] = stamp;
      }
    }
    if ((digit & LEAVE_THREE) !== 0) {
      const distinct = (digit & DISTINCT) !== 0;
      for (let a = 1; 3 * a <= rest; a++) {
        for (let b = a, c = rest - 2 * a; b <= c; b++, c--) {
          if (distinct ? a === b || b === c : unequal && a === c) continue;
          mark[G[a]! ^ G[b]! ^ G[c]!] = stamp;
        }
      }
    }
  }
}
