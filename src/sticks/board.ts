// The sticks board: its shape, its marks and the queries players read. Players, matches and the move notation
// live beside it (players.ts, matches.ts, move-text.ts).
import { AssertionError } from '../errors/index.js';
import { fullMask, int32At, spanMask, valueAt } from '../internal/bits.js';
import { describeValue } from '../internal/integers.js';
import { scanRuns } from './runs.js';


/** The longest row a board may have: one bit per stick in a 32-bit mask. */
const MAX_ROW_LENGTH = 32;

/**
 * The original exercise's standard board: four rows of 7, 5, 3 and 1 sticks (16 sticks). Its Nim sum
 * 7 XOR 5 XOR 3 XOR 1 is 0, so the first player loses against perfect play.
 *
 * @example
 * ```ts
 * new Board(STANDARD_ROWS).unmarkedCount; // 16
 * ```
 *
 * @category Sticks
 */
// Marked pure: a bundler cannot prove `Object.freeze` free of side effects, and sticks must cost nothing unused.
export const STANDARD_ROWS: readonly number[] = /* @__PURE__ */ Object.freeze([7, 5, 3, 1]);

/**
 * One move on a sticks board: mark the sticks `left..right` of row `row`. All three are 1-based and the
 * bounds are inclusive, as in the original exercise's notation `row:left-right` (see {@link formatStickMove}).
 *
 * @example
 * ```ts
 * const move: StickMove = { row: 2, left: 1, right: 3 }; // '2:1-3'
 * ```
 *
 * @category Sticks
 */
export interface StickMove {
  /** The 1-based row number. */
  readonly row: number;
  /** The 1-based index of the leftmost stick to mark. */
  readonly left: number;
  /** The 1-based index of the rightmost stick to mark, at least `left`. */
  readonly right: number;
}

/**
 * A maximal run of unmarked sticks, as listed by {@link Board.segments}: `length` sticks of row `row`
 * starting at stick `left` (1-based), with a marked stick or the row's edge on each side.
 *
 * @example
 * ```ts
 * new Board([3]).mark({ row: 1, left: 2, right: 2 }).segments();
 * // [{ row: 1, left: 1, length: 1 }, { row: 1, left: 3, length: 1 }]
 * ```
 *
 * @category Sticks
 */
export interface Segment {
  /** The 1-based row number. */
  readonly row: number;
  /** The 1-based index of the run's first stick. */
  readonly left: number;
  /** How many sticks the run holds, at least 1. */
  readonly length: number;
}

/**
 * Why {@link Board.check} rejects a move; the same code is on the {@link AssertionError} thrown by
 * {@link Board.mark}.
 *
 * - `out-of-bounds`: the move is not a run inside the board: a row or stick index that is not an integer
 *   in range, `left > right`, or not a move object at all.
 * - `already-marked`: the run lies on the board but covers a marked stick.
 *
 * @example
 * ```ts
 * const problem: StickMoveProblem | null = new Board().check({ row: 9, left: 1, right: 1 }); // 'out-of-bounds'
 * ```
 *
 * @category Sticks
 */
export type StickMoveProblem = 'out-of-bounds' | 'already-marked';

/**
 * The read-only view of a {@link Board} that a {@link StickPlayer} receives: every query, no way to mark.
 * {@link Board} implements it; the matches hand players a view that has no `mark` at all, so a player
 * cannot change the position even by casting.
 *
 * @example
 * ```ts
 * const lonelyCount = (board: ReadonlyBoard) => board.segments().filter((run) => run.length === 1).length;
 * ```
 *
 * @category Sticks
 */
export interface ReadonlyBoard {
  /**
   * The number of sticks in each row, row 1 first: the board's shape, which marking never changes.
   *
   * @example
   * ```ts
   * new Board().rows; // [7, 5, 3, 1]
   * ```
   */
  readonly rows: readonly number[];
  /**
   * How many sticks are still unmarked.
   *
   * @example
   * ```ts
   * new Board([3, 4]).unmarkedCount; // 7
   * ```
   */
  readonly unmarkedCount: number;
  /**
   * The unmarked sticks of one row as a bitmask: bit `i - 1` is set when stick `i` is unmarked. The value is
   * unsigned, 0 to 2^32 - 1, so players can find runs with a few bit operations.
   *
   * @param row - The 1-based row number.
   * @returns The row's mask.
   * @throws `RangeError` when `row` is not an integer from 1 to the number of rows.
   * @example
   * ```ts
   * new Board([5]).mark({ row: 1, left: 2, right: 3 }).unmarkedMask(1); // 0b11001 = 25
   * ```
   */
  unmarkedMask(row: number): number;
  /**
   * Whether one stick is still unmarked.
   *
   * @param row - The 1-based row number.
   * @param stick - The 1-based stick index within the row.
   * @returns `true` when the stick is unmarked.
   * @throws `RangeError` when `row` or `stick` is not an integer in range.
   * @example
   * ```ts
   * new Board().isUnmarked(1, 7); // true
   * ```
   */
  isUnmarked(row: number, stick: number): boolean;
  /**
   * Every maximal run of unmarked sticks, row by row, left to right.
   *
   * @returns A fresh array of runs.
   * @example
   * ```ts
   * new Board([2, 1]).segments(); // [{ row: 1, left: 1, length: 2 }, { row: 2, left: 1, length: 1 }]
   * ```
   */
  segments(): Segment[];
  /**
   * Whether every stick is marked, so the round is over.
   *
   * @returns `true` when no stick is left.
   * @example
   * ```ts
   * new Board([1]).mark({ row: 1, left: 1, right: 1 }).isOver(); // true
   * ```
   */
  isOver(): boolean;
  /**
   * Whether a move is legal, without playing it.
   *
   * @param move - The move to test; any value is accepted.
   * @returns `null` for a legal move, otherwise why it is not.
   * @example
   * ```ts
   * new Board().check({ row: 4, left: 1, right: 2 }); // 'out-of-bounds'
   * ```
   */
  check(move: StickMove): StickMoveProblem | null;
  /**
   * An independent copy of the board, free to mark.
   *
   * @returns A new board with the same rows and marks.
   * @example
   * ```ts
   * const trial = board.clone().mark({ row: 1, left: 1, right: 7 });
   * ```
   */
  clone(): Board;
  /**
   * A picture of the board, as {@link Board.toString} describes.
   *
   * @returns One numbered line per row.
   * @example
   * ```ts
   * String(new Board([3])); // '1: | | |'
   * ```
   */
  toString(): string;
}

/** Whether `value` is an integer from 1 to `max`. Shared with the move notation; not re-exported.
 *
 * @category Sticks
 */
export function isIndex(value: unknown, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max;
}

/** Checks a 1-based index argument of a query, naming it in the `RangeError`. */
function checkIndex(value: unknown, max: number, label: string): number {
  if (!isIndex(value, max)) {
    throw new RangeError(`${label} must be an integer from 1 to ${max}, got ${describeValue(value)}`);
  }
  return value;
}

/** Row lists already validated and frozen here, so clones and rounds skip the checks. */
const validatedRows = /* @__PURE__ */ new WeakSet<readonly number[]>([STANDARD_ROWS]);

/** Validates the rows of a new board into a frozen copy; throws `invalid board`. */
function toRowLengths(rows: unknown): readonly number[] {
  if (validatedRows.has(rows as readonly number[])) return rows as readonly number[];
  if (!Array.isArray(rows) || rows.length === 0) throw new AssertionError('invalid board', 'invalid-board');
  const lengths: number[] = [];
  // for-of, not `map`, so holes in a sparse array are read (as undefined) and rejected.
  for (const length of rows as readonly unknown[]) {
    if (!isIndex(length, MAX_ROW_LENGTH)) throw new AssertionError('invalid board', 'invalid-board');
    lengths.push(length);
  }
  Object.freeze(lengths);
  validatedRows.add(lengths);
  return lengths;
}

/**
 * The board of the sticks game: rows of sticks, numbered from 1, each stick marked or not. A move marks a
 * contiguous run of unmarked sticks in one row; whoever marks the **last** stick loses. The class only holds
 * the marks; players are pure functions ({@link sticksRandomPlayer}, {@link sticksPerfectPlayer}, ...).
 *
 * Each row is a 32-bit mask, so finding runs and checking moves takes a few bit operations. An invalid
 * move throws {@link AssertionError} with the original message `invalid move` and changes nothing.
 *
 * @example
 * ```ts
 * const board = new Board();              // rows 7, 5, 3, 1
 * board.mark({ row: 1, left: 2, right: 4 });
 * board.check({ row: 1, left: 3, right: 5 }); // 'already-marked'
 * board.segments()[0];                    // { row: 1, left: 1, length: 1 }
 * String(board).split('\n')[0];           // '1: | x x x | | |'
 * ```
 *
 * @category Sticks
 */
export class Board implements ReadonlyBoard {
  readonly #lengths: readonly number[];
  /** Bit `i - 1` of a row's mask is set while stick `i` is unmarked; signed int32 values. */
  readonly #masks: Int32Array;
  #unmarked: number;

  /**
   * Creates a board with every stick unmarked.
   *
   * @param rows - The number of sticks in each row: one or more integers from 1 to 32. Defaults to the
   * standard {@link STANDARD_ROWS} (7, 5, 3, 1).
   * @throws {@link AssertionError} `invalid board` (code `invalid-board`) when `rows` is not such a list.
   */
  constructor(rows: readonly number[] = STANDARD_ROWS) {
    const lengths = toRowLengths(rows);
    this.#lengths = lengths;
    this.#masks = new Int32Array(lengths.length);
    let unmarked = 0;
    for (let index = 0; index < lengths.length; index++) {
      const length = valueAt(lengths, index);
      this.#masks[index] = fullMask(length);
      unmarked += length;
    }
    this.#unmarked = unmarked;
  }

  /**
   * The number of sticks in each row, row 1 first (frozen; marking never changes it).
   *
   * @example
   * ```ts
   * new Board([4, 2]).rows; // [4, 2]
   * ```
   */
  get rows(): readonly number[] {
    return this.#lengths;
  }

  /**
   * How many sticks are still unmarked.
   *
   * @example
   * ```ts
   * new Board().mark({ row: 1, left: 1, right: 3 }).unmarkedCount; // 13
   * ```
   */
  get unmarkedCount(): number {
    return this.#unmarked;
  }

  /**
   * The unmarked sticks of one row as a bitmask: bit `i - 1` is set when stick `i` is unmarked, as an
   * unsigned value from 0 to 2^32 - 1.
   *
   * @param row - The 1-based row number.
   * @returns The row's mask.
   * @throws `RangeError` when `row` is not an integer from 1 to the number of rows.
   * @example
   * ```ts
   * new Board([5]).mark({ row: 1, left: 2, right: 3 }).unmarkedMask(1); // 0b11001 = 25
   * ```
   */
  unmarkedMask(row: number): number {
    const masks = this.#masks;
    return int32At(masks, checkIndex(row, masks.length, 'row') - 1) >>> 0;
  }

  /**
   * Whether one stick is still unmarked.
   *
   * @param row - The 1-based row number.
   * @param stick - The 1-based stick index within the row.
   * @returns `true` when the stick is unmarked.
   * @throws `RangeError` when `row` or `stick` is not an integer in range.
   * @example
   * ```ts
   * new Board().mark({ row: 2, left: 3, right: 3 }).isUnmarked(2, 3); // false
   * ```
   */
  isUnmarked(row: number, stick: number): boolean {
    const index = checkIndex(row, this.#lengths.length, 'row') - 1;
    const bit = checkIndex(stick, valueAt(this.#lengths, index), 'stick') - 1;
    return (int32At(this.#masks, index) & (1 << bit)) !== 0;
  }

  /**
   * Every maximal run of unmarked sticks, row by row, left to right. A run of length 1 is the original exercise's
   * "lonely stick"; a longer one is a "sequence".
   *
   * @returns A fresh array of runs.
   * @example
   * ```ts
   * new Board([5]).mark({ row: 1, left: 3, right: 3 }).segments();
   * // [{ row: 1, left: 1, length: 2 }, { row: 1, left: 4, length: 2 }]
   * ```
   */
  segments(): Segment[] {
    const runs = scanRuns(this);
    return Array.from({ length: runs.count }, (_, index) => ({
      row: int32At(runs.rows, index),
      left: int32At(runs.lefts, index),
      length: int32At(runs.lengths, index),
    }));
  }

  /**
   * Whether every stick is marked, so the round is over (the player who marked the last stick lost).
   *
   * @returns `true` when no stick is left.
   * @example
   * ```ts
   * new Board([1]).mark({ row: 1, left: 1, right: 1 }).isOver(); // true
   * ```
   */
  isOver(): boolean {
    return this.#unmarked === 0;
  }

  /**
   * Whether a move is legal, without playing it: `row` is a row of the board, `1 <= left <= right <=` the
   * row's length, all integers, and every stick `left..right` is unmarked.
   *
   * @param move - The move to test; any value is accepted (a non-object is `out-of-bounds`).
   * @returns `null` for a legal move, otherwise the {@link StickMoveProblem}.
   * @example
   * ```ts
   * const board = new Board().mark({ row: 1, left: 1, right: 1 });
   * board.check({ row: 1, left: 2, right: 7 }); // null
   * board.check({ row: 1, left: 1, right: 2 }); // 'already-marked'
   * board.check({ row: 1, left: 3, right: 2 }); // 'out-of-bounds'
   * ```
   */
  check(move: StickMove): StickMoveProblem | null {
    if (typeof move !== 'object' || (move as unknown) === null) return 'out-of-bounds';
    return this.#problem(move.row, move.left, move.right);
  }

  /**
   * Marks the sticks `left..right` of row `row`, all at once. A rejected move changes nothing.
   *
   * @param move - The move to play.
   * @returns This board, for chaining.
   * @throws {@link AssertionError} `invalid move` with the {@link StickMoveProblem} as its `code`.
   * @example
   * ```ts
   * new Board().mark({ row: 1, left: 1, right: 7 }).mark({ row: 2, left: 5, right: 5 }).unmarkedCount; // 8
   * ```
   */
  mark(move: StickMove): this {
    if (typeof move !== 'object' || (move as unknown) === null) {
      throw new AssertionError('invalid move', 'out-of-bounds');
    }
    // Read each field once, so a getter cannot change the move between the check and the marking.
    const { row, left, right } = move;
    const problem = this.#problem(row, left, right);
    if (problem !== null) throw new AssertionError('invalid move', problem);
    this.#masks[row - 1] = int32At(this.#masks, row - 1) & ~spanMask(left, right);
    this.#unmarked -= right - left + 1;
    return this;
  }

  /**
   * An independent copy of the board, free to mark.
   *
   * @returns A new board with the same rows and marks.
   * @example
   * ```ts
   * const board = new Board();
   * board.clone().mark({ row: 4, left: 1, right: 1 });
   * board.unmarkedCount; // 16: the original is untouched
   * ```
   */
  clone(): Board {
    const copy = new Board(this.#lengths);
    copy.#masks.set(this.#masks);
    copy.#unmarked = this.#unmarked;
    return copy;
  }

  /**
   * A picture of the board: one line per row, `"<row>: "` then one symbol per stick separated by spaces,
   * `|` for an unmarked stick and `x` for a marked one. Row numbers are right-aligned when there are 10 or
   * more rows. Lines are joined by `\n`, with no trailing newline.
   *
   * @returns The picture.
   * @example
   * ```ts
   * String(new Board().mark({ row: 1, left: 2, right: 3 }));
   * // '1: | x x | | | |\n2: | | | | |\n3: | | |\n4: |'
   * ```
   */
  toString(): string {
    const width = String(this.#lengths.length).length;
    return this.#lengths
      .map((length, index) => {
        const mask = int32At(this.#masks, index);
        const sticks = Array.from({ length }, (_, bit) => ((mask & (1 << bit)) !== 0 ? '|' : 'x'));
        return `${String(index + 1).padStart(width)}: ${sticks.join(' ')}`;
      })
      .join('\n');
  }

  /** The reason a move given as its three fields is illegal, or `null`. */
  #problem(row: unknown, left: unknown, right: unknown): StickMoveProblem | null {
    if (!isIndex(row, this.#lengths.length)) return 'out-of-bounds';
    const length = valueAt(this.#lengths, row - 1);
    if (!isIndex(left, length) || !isIndex(right, length) || left > right) return 'out-of-bounds';
    const span = spanMask(left, right);
    return (int32At(this.#masks, row - 1) & span) === span ? null : 'already-marked';
  }
}
