// Plain, independent references for the Wythoff tests: the mex definition of the lost pairs, Zeckendorf
// representations, a brute-force game table, the moves listed by brute force and a plain Grundy mex. None of
// them shares code or method with src/wythoff/.
import type { WythoffMove } from '../../src/index.js';

/** The pairs (A_n, B_n), n < count, by the mex definition: A_n = mex{A_i, B_i : i < n}, B_n = A_n + a·n. */
export function mexPairs(count: number, a = 1): [number, number][] {
  const used = new Set<number>();
  const pairs: [number, number][] = [];
  let lower = 0;
  for (let n = 0; n < count; n++) {
    while (used.has(lower)) lower++;
    const upper = lower + a * n;
    used.add(lower);
    used.add(upper);
    pairs.push([lower, upper]);
  }
  return pairs;
}

/** Fibonacci numbers F_2 = 1, F_3 = 2, F_4 = 3, ... (bigints) past 10^45. */
const FIBONACCI: bigint[] = (() => {
  const list = [1n, 2n];
  while ((list.at(-1) ?? 0n) < 10n ** 45n) list.push((list.at(-1) ?? 0n) + (list.at(-2) ?? 0n));
  return list;
})();

/** The Zeckendorf representation of x >= 1: the indices into FIBONACCI (0 is F_2 = 1), largest first. */
export function zeckendorf(x: bigint): number[] {
  const indices: number[] = [];
  let rest = x;
  for (let index = FIBONACCI.length - 1; index >= 0 && rest > 0n; index--) {
    const fibonacci = FIBONACCI[index] ?? 0n;
    if (fibonacci <= rest) {
      indices.push(index);
      rest -= fibonacci;
    }
  }
  return indices;
}

/** The Zeckendorf representation shifted by `by` places (Σ F_{i+by}); a shift right must not drop a digit. */
export function fibonacciShift(x: bigint, by: 1 | -1): bigint {
  return zeckendorf(x).reduce((sum, index) => {
    const shifted = FIBONACCI[index + by];
    if (shifted === undefined) throw new Error(`cannot shift F_${index + 2} by ${by}`);
    return sum + shifted;
  }, 0n);
}

/** Whether x >= 1 is a lower Wythoff number ⌊nφ⌋: its Zeckendorf representation ends in an even number of zeros. */
export function isLowerWythoff(x: bigint): boolean {
  return (zeckendorf(x).at(-1) ?? 1) % 2 === 0;
}

/** Whether (x, y) is a P-position of Wythoff's game, by Zeckendorf: (0, 0), or x lower and y its left shift. */
export function isLostByZeckendorf(x: bigint, y: bigint): boolean {
  const [small, large] = x <= y ? [x, y] : [y, x];
  if (small === 0n) return large === 0n;
  return isLowerWythoff(small) && fibonacciShift(small, 1) === large;
}

/** The P-position pair holding x >= 1, by Zeckendorf: [x, shift left] or [shift right, x]. */
export function pairOf(x: bigint): [bigint, bigint] {
  return isLowerWythoff(x) ? [x, fibonacciShift(x, 1)] : [fibonacciShift(x, -1), x];
}

/**
 * Whether A = ⌊nα⌋ for α = (2 − a + √(a² + 4))/2, by squaring: 2A + n(a − 2) < n√(a² + 4) < 2A + 2 + n(a − 2).
 * (The Beatty form, checked without any square root.)
 */
export function isFloorOfNAlpha(lower: bigint, n: bigint, a: bigint): boolean {
  if (n === 0n) return lower === 0n;
  const target = n * n * (a * a + 4n);
  const below = 2n * lower + n * (a - 2n);
  const above = below + 2n;
  return (below < 0n || below * below < target) && above > 0n && target < above * above;
}

/** Every move of (x, y) in the documented order: first heap, second heap, both heaps by first then second. */
export function bruteMoves(x: number, y: number, a = 1): WythoffMove[] {
  const moves: WythoffMove[] = [];
  for (let k = 1; k <= x; k++) moves.push({ first: k, second: 0 });
  for (let l = 1; l <= y; l++) moves.push({ first: 0, second: l });
  for (let k = 1; k <= x; k++) for (let l = 1; l <= y; l++) if (Math.abs(k - l) < a) moves.push({ first: k, second: l });
  return moves;
}

/** lost[x][y] for x, y <= size by plain backward induction; misère: whoever makes the last move loses. */
export function lostTable(size: number, a = 1, ending: 'normal' | 'misere' = 'normal'): boolean[][] {
  const lost: boolean[][] = [];
  for (let x = 0; x <= size; x++) {
    const row: boolean[] = [];
    lost.push(row);
    for (let y = 0; y <= size; y++) {
      const moves = bruteMoves(x, y, a);
      // No move: lost in normal play, won in misère play.
      row.push(moves.length === 0 ? ending === 'normal' : moves.every(({ first, second }) => lost[x - first]?.[y - second] === false));
    }
  }
  return lost;
}

/** g(x, y) for x, y < size by a plain mex over every option. */
export function grundyTable(size: number): number[][] {
  const values: number[][] = [];
  for (let x = 0; x < size; x++) {
    const row: number[] = [];
    values.push(row);
    for (let y = 0; y < size; y++) {
      const seen = new Set(bruteMoves(x, y).map(({ first, second }) => values[x - first]?.[y - second]));
      let value = 0;
      while (seen.has(value)) value++;
      row.push(value);
    }
  }
  return values;
}
