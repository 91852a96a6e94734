// Reading a Welter position: coins on distinct squares 0, 1, 2, ... The theory takes safe integers or bigints
// in any order; the engine game takes safe integers up to MAX_WELTER_SQUARE and keeps them sorted.
import { checkHeapList, checkNumberSize, describeValue } from '../internal/integers.js';

/**
 * The highest square a coin of {@link welterGame} may start on: 2^27 − 1 = 134,217,727. Action ids are
 * from · (from − 1) / 2 + to, so `actionCount` is M · (M + 1) / 2 for the highest starting square M, a safe
 * integer exactly up to this square. (The theory functions {@link welterValue} and {@link welterMove} take any
 * safe integer or bigint.)
 *
 * @example
 * ```ts
 * MAX_WELTER_SQUARE; // 134217727
 * ```
 *
 * @category Nim family
 */
export const MAX_WELTER_SQUARE = 2 ** 27 - 1;

/** Sorts a checked list ascending and refuses a square given twice, naming both entries. */
function sortDistinct<T extends number | bigint>(list: readonly T[], label: string): T[] {
  const entries = list.map((square, index) => ({ square, index }));
  entries.sort((a, b) => (a.square < b.square ? -1 : a.square > b.square ? 1 : a.index - b.index));
  let previous: { square: T; index: number } | undefined;
  for (const entry of entries) {
    if (previous?.square === entry.square) {
      throw new RangeError(`${label}[${previous.index}] and ${label}[${entry.index}] are both square ${entry.square}: each coin needs a square of its own`);
    }
    previous = entry;
  }
  return entries.map((entry) => entry.square);
}

/**
 * Checks a position given to the theory: an array of distinct non-negative safe integers, or of distinct
 * non-negative bigints, never mixed. Returns its kind and its squares ascending, as bigints.
 */
export function checkSquares(positions: unknown): { kind: 'number' | 'bigint'; squares: bigint[] } {
  const kind = checkHeapList(positions, 'positions');
  const list = positions as readonly (number | bigint)[];
  // -0 becomes 0n here, so no square prints as -0.
  const squares = sortDistinct(list.map((square) => BigInt(square)), 'positions');
  return { kind, squares };
}

/**
 * Checks the start of an engine game: at least one coin, each on a distinct square from 0 to
 * {@link MAX_WELTER_SQUARE}. Returns the squares ascending (-0 read as 0).
 */
export function checkGameSquares(positions: unknown): number[] {
  if (!Array.isArray(positions)) throw new TypeError(`positions must be an array, got ${describeValue(positions)}`);
  const list = positions as readonly unknown[];
  if (list.length === 0) throw new RangeError('positions must hold at least one coin');
  const squares: number[] = [];
  // An indexed loop, not map: a hole is an entry too, and is refused.
  for (let index = 0; index < list.length; index++) {
    const square = checkNumberSize(list[index], `positions[${index}]`);
    if (square > MAX_WELTER_SQUARE) {
      throw new RangeError(
        `positions[${index}] must be at most ${MAX_WELTER_SQUARE} (2^27 − 1), so that every action id from·(from − 1)/2 + to is a safe integer, got ${square}`,
      );
    }
    squares.push(square + 0);
  }
  return sortDistinct(squares, 'positions');
}
