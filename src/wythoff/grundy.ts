// Sprague–Grundy values of Wythoff's game, which have no known closed form: a table computed by a plain mex
// over each position's row, column and diagonal, grown on demand and kept for later calls.
import { describeValue } from '../internal/integers.js';
import { checkHeapPair } from './options.js';

/**
 * The bound of {@link wythoffGrundy}: both heaps must be below it. The largest table holds the 4096·4097/2
 * positions with x ≤ y as 16-bit values (about 17 MB, built in under a second, plus some 13 MB of work space
 * while it is built).
 *
 * @example
 * ```ts
 * WYTHOFF_GRUNDY_LIMIT; // 4096
 * ```
 *
 * @category Nim family
 */
export const WYTHOFF_GRUNDY_LIMIT = 4096;

/** The side of the first table; each later table doubles it up to the limit. */
const FIRST_SIDE = 64;

/** The table of g(x, y) for x ≤ y < side, row y at y·(y + 1)/2, and its side. */
let cache: { side: number; values: Uint16Array } | undefined;

/**
 * Builds the table of a square of the given side. Each value is the mex of the values already in its row, its
 * column and its diagonal (the options of Wythoff's game), kept as bit sets; the search for the mex starts at
 * the largest of the three lines' own mexes, which is where it usually ends. By symmetry only x ≤ y is
 * computed: the part of row x left of the diagonal is column x, already complete.
 */
function buildTable(side: number): Uint16Array {
  // A value is at most the number of options, x + y + min(x, y) < 3·side, well below 2^16.
  const words = ((3 * side) >>> 5) + 1;
  const values = new Uint16Array((side * (side + 1)) / 2);
  const columns = new Int32Array(side * words);
  const diagonals = new Int32Array(side * words);
  const columnMex = new Int32Array(side);
  const diagonalMex = new Int32Array(side);
  const row = new Int32Array(words);
  for (let x = 0; x < side; x++) {
    row.set(columns.subarray(x * words, (x + 1) * words));
    let rowMex = columnMex[x] ?? 0;
    for (let y = x; y < side; y++) {
      const columnBase = y * words;
      const diagonalBase = (y - x) * words;
      let value = Math.max(rowMex, columnMex[y] ?? 0, diagonalMex[y - x] ?? 0);
      for (;;) {
        const word = value >>> 5;
        const taken = (row[word] ?? 0) | (columns[columnBase + word] ?? 0) | (diagonals[diagonalBase + word] ?? 0);
        const free = ~taken & (-1 << (value & 31));
        if (free !== 0) {
          value = (word << 5) + 31 - Math.clz32(free & -free);
          break;
        }
        value = (word + 1) << 5;
      }
      values[(y * (y + 1)) / 2 + x] = value;
      const word = value >>> 5;
      const bit = 1 << (value & 31);
      row[word] = (row[word] ?? 0) | bit;
      columns[columnBase + word] = (columns[columnBase + word] ?? 0) | bit;
      diagonals[diagonalBase + word] = (diagonals[diagonalBase + word] ?? 0) | bit;
      rowMex = lineMex(row, 0, rowMex);
      columnMex[y] = lineMex(columns, columnBase, columnMex[y] ?? 0);
      diagonalMex[y - x] = lineMex(diagonals, diagonalBase, diagonalMex[y - x] ?? 0);
    }
  }
  return values;
}

/** The mex of a line's bit set (at `base` in `bits`), knowing that every value below `from` is in it. */
function lineMex(bits: Int32Array, base: number, from: number): number {
  let value = from;
  while (((bits[base + (value >>> 5)] ?? 0) & (1 << (value & 31))) !== 0) value++;
  return value;
}

/** The table covering `largest`, built (doubling from 64) when the cached one is too small. */
function tableFor(largest: number): { side: number; values: Uint16Array } {
  if (cache === undefined || largest >= cache.side) {
    let side = FIRST_SIDE;
    while (side <= largest) side *= 2;
    cache = { side, values: buildTable(side) };
  }
  return cache;
}

/**
 * The Sprague–Grundy value of heaps (x, y) in Wythoff's game (a = 1, normal play): the mex of the values of
 * its options. A sum of Wythoff games (and of other games) is lost for the player to move exactly when the
 * XOR of these values is 0. No closed form is known, so the values come from a table of every position with
 * both heaps below {@link WYTHOFF_GRUNDY_LIMIT}, built by a plain mex on first need (doubling from 64 × 64) and
 * kept for later calls. g(x, y) = 0 exactly at {@link isWythoffLosing} positions.
 *
 * @param x - The first heap: a non-negative safe integer or bigint below 4096.
 * @param y - The second heap, of the same type as `x`.
 * @returns The value, of the type of the heaps.
 * @throws `TypeError` for a heap that is not a number or a bigint, or a number and a bigint mixed;
 * `RangeError` for a heap that is not a non-negative safe integer or is 4096 or more.
 * @example
 * ```ts
 * wythoffGrundy(3, 5);   // 0
 * wythoffGrundy(1, 1);   // 2
 * wythoffGrundy(2, 4);   // 3
 * wythoffGrundy(7n, 7n); // 5n
 * ```
 *
 * @category Nim family
 */
export function wythoffGrundy(x: number, y: number): number;
export function wythoffGrundy(x: bigint, y: bigint): bigint;
export function wythoffGrundy(x: number | bigint, y: number | bigint): number | bigint;
export function wythoffGrundy(x: number | bigint, y: number | bigint): number | bigint {
  const heaps = checkHeapPair(x, y);
  const [small, large] = heaps[0] <= heaps[1] ? [Number(heaps[0]), Number(heaps[1])] : [Number(heaps[1]), Number(heaps[0])];
  if (large >= WYTHOFF_GRUNDY_LIMIT) {
    const label = Number(heaps[0]) >= WYTHOFF_GRUNDY_LIMIT ? 'x' : 'y';
    throw new RangeError(`${label} must be below WYTHOFF_GRUNDY_LIMIT = ${WYTHOFF_GRUNDY_LIMIT} (the Grundy values come from a table), got ${describeValue(heaps[label === 'x' ? 0 : 1])}`);
  }
  const { values } = tableFor(large);
  const value = values[(large * (large + 1)) / 2 + small] ?? 0;
  return typeof heaps[0] === 'bigint' ? BigInt(value) : value;
}
