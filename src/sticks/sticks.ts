import { AssertionError } from '../errors.js';
import { fullMask, highestBitEnd, lowestBit, popCount, int32At, spanMask, valueAt, withoutLowestRun } from '../internal/bits.js';
import { describeValue } from '../internal/integers.js';
import { randomInt } from '../random/index.js';
import type { RandomSource } from '../types.js';

/** The longest row a board may have: one bit per stick in a 32-bit mask. */
const MAX_ROW_LENGTH = 32;

/**
 * The seed's standard board: four rows of 7, 5, 3 and 1 sticks (16 sticks). Its Nim sum
 * 7 XOR 5 XOR 3 XOR 1 is 0, so the first player loses against perfect play.
 *
 * @example
 * ```ts
 * new Board(STANDARD_ROWS).unmarkedCount; // 16
 * ```
 */
export const STANDARD_ROWS: readonly number[] = Object.freeze([7, 5, 3, 1]);

/**
 * One move on a sticks board: mark the sticks `left..right` of row `row`. All three are 1-based and the
 * bounds are inclusive, as in the seed's notation `row:left-right` (see {@link formatMove}).
 *
 * @example
 * ```ts
 * const move: StickMove = { row: 2, left: 1, right: 3 }; // '2:1-3'
 * ```
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
 */
export type StickMoveProblem = 'out-of-bounds' | 'already-marked';

/**
 * The read-only view of a {@link Board} that a {@link Player} receives: every query, no way to mark.
 * {@link Board} implements it.
 *
 * @example
 * ```ts
 * const lonelyCount = (board: ReadonlyBoard) => board.segments().filter((run) => run.length === 1).length;
 * ```
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

/** Whether `value` is an integer from 1 to `max`. */
function isIndex(value: unknown, max: number): value is number {
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
const validatedRows = new WeakSet<readonly number[]>([STANDARD_ROWS]);

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
 * the marks; players are pure functions ({@link randomPlayer}, {@link perfectPlayer}, ...).
 *
 * Each row is a 32-bit mask, so finding runs and checking moves takes a few bit operations. An invalid
 * move throws {@link AssertionError} with the seed's message `invalid move` and changes nothing.
 *
 * @example
 * ```ts
 * const board = new Board();              // rows 7, 5, 3, 1
 * board.mark({ row: 1, left: 2, right: 4 });
 * board.check({ row: 1, left: 3, right: 5 }); // 'already-marked'
 * board.segments()[0];                    // { row: 1, left: 1, length: 1 }
 * String(board).split('\n')[0];           // '1: | x x x | | |'
 * ```
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
   * seed's {@link STANDARD_ROWS} (7, 5, 3, 1).
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
   * Every maximal run of unmarked sticks, row by row, left to right. A run of length 1 is the seed's
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

/** The runs of one position as parallel arrays, reused from move to move so players allocate nothing. */
class RunList {
  count = 0;
  rows = new Int32Array(64);
  lefts = new Int32Array(64);
  lengths = new Int32Array(64);

  push(row: number, left: number, length: number): void {
    if (this.count === this.rows.length) {
      const grow = (old: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> => {
        const bigger = new Int32Array(old.length * 2);
        bigger.set(old);
        return bigger;
      };
      this.rows = grow(this.rows);
      this.lefts = grow(this.lefts);
      this.lengths = grow(this.lengths);
    }
    this.rows[this.count] = row;
    this.lefts[this.count] = left;
    this.lengths[this.count] = length;
    this.count++;
  }
}

/**
 * The scratch list of {@link scanRuns}. Players are synchronous and read it before calling any other
 * code, so one list serves every call.
 */
const scratchRuns = new RunList();

/**
 * The one run scanner behind {@link Board.segments} and every player: lists each maximal run of unmarked
 * sticks, row by row and left to right, into the shared scratch list (valid until the next scan). Each run
 * takes a few bit operations on the row's mask. It reads only the {@link ReadonlyBoard} interface, so
 * players work on any implementation of it.
 */
function scanRuns(board: ReadonlyBoard): RunList {
  const runs = scratchRuns;
  runs.count = 0;
  const rowCount = board.rows.length;
  for (let row = 1; row <= rowCount; row++) {
    let mask = board.unmarkedMask(row) | 0;
    while (mask !== 0) {
      const rest = withoutLowestRun(mask);
      const run = mask ^ rest;
      const start = lowestBit(run);
      runs.push(row, start + 1, highestBitEnd(run) - start);
      mask = rest;
    }
  }
  return runs;
}

/** The index of the only sequence (run of 2 or more) in `runs`, or -1 when there are none or several. */
function loneSequence(runs: RunList): number {
  let found = -1;
  for (let index = 0; index < runs.count; index++) {
    if (int32At(runs.lengths, index) >= 2) {
      if (found >= 0) return -1;
      found = index;
    }
  }
  return found;
}

/**
 * With exactly one sequence left (at `index`) and the other runs lonely sticks, marks all of the sequence
 * or all but its last stick, whichever leaves an odd number of lonely sticks: the opponent then takes the
 * last one.
 */
function finishSequence(runs: RunList, index: number): StickMove {
  const row = int32At(runs.rows, index);
  const left = int32At(runs.lefts, index);
  const right = left + int32At(runs.lengths, index) - 1;
  const lonely = runs.count - 1;
  return { row, left, right: lonely % 2 === 1 ? right : right - 1 };
}

/** Throws when a player is asked to move on a finished board, where no move exists. */
function noMoveLeft(): never {
  throw new RangeError('the board has no unmarked stick: there is no move to make');
}

/**
 * Chooses a move for the player whose turn it is. A player reads the board (it cannot mark it) and draws
 * every random choice from `random`, so a seeded source ({@link createRandom}) replays a game exactly.
 * It is only asked while at least one stick is unmarked.
 *
 * @param board - The current position.
 * @param random - The source of randomness for this game.
 * @returns The move to play; an illegal move makes {@link playRound} throw.
 * @example
 * ```ts
 * // Always marks the first unmarked run whole.
 * const greedy: Player = (board) => {
 *   const [run] = board.segments();
 *   return { row: run!.row, left: run!.left, right: run!.left + run!.length - 1 };
 * };
 * ```
 */
export type Player = (board: ReadonlyBoard, random: RandomSource) => StickMove;

/**
 * The seed's Random player: picks a random row that has an unmarked stick, then a random unmarked stick in
 * it as the left end, then extends the move to the right while the next stick is unmarked and a fair coin
 * (`random() < 0.5`) says so. Every draw is uniform.
 *
 * @param board - The current position, with at least one unmarked stick.
 * @param random - The source of randomness.
 * @returns A legal move.
 * @throws `RangeError` when every stick is marked.
 * @example
 * ```ts
 * randomPlayer(new Board(), createRandom(1)); // a legal move, the same for the same seed
 * ```
 */
export const randomPlayer: Player = (board, random) => {
  const lengths = board.rows;
  let liveRows = 0;
  for (let row = 1; row <= lengths.length; row++) if (board.unmarkedMask(row) !== 0) liveRows++;
  if (liveRows === 0) noMoveLeft();
  let pick = randomInt(random, 0, liveRows - 1);
  let row = 0;
  let mask = 0;
  while (pick >= 0) {
    row++;
    mask = board.unmarkedMask(row) | 0;
    if (mask !== 0) pick--;
  }
  // Drop the lowest set bits until the chosen unmarked stick is the lowest one left.
  for (let skip = randomInt(random, 0, popCount(mask) - 1); skip > 0; skip--) mask &= mask - 1;
  const left = lowestBit(mask) + 1;
  const length = valueAt(lengths, row - 1);
  let right = left;
  // Bit `right` is stick `right + 1`; `right < length <= 32` keeps the shift below 32.
  while (right < length && (mask & (1 << right)) !== 0 && random() < 0.5) right++;
  return { row, left, right };
};

/**
 * The seed's Smart player (its "lonely sticks" algorithm): it plays like {@link randomPlayer} until exactly
 * one sequence (a run of 2 or more unmarked sticks) is left, all other runs being lonely sticks. Then it
 * marks the whole sequence when the number of lonely sticks is odd, or all of it but one stick when it is
 * even, leaving the opponent an odd number of lonely sticks: from there the opponent marks the last stick.
 *
 * @param board - The current position, with at least one unmarked stick.
 * @param random - The source of randomness for the random phase.
 * @returns A legal move.
 * @throws `RangeError` when every stick is marked.
 * @example
 * ```ts
 * const board = new Board([4, 1, 1]);
 * smartPlayer(board, Math.random); // { row: 1, left: 1, right: 3 }: leaves three lonely sticks
 * ```
 */
export const smartPlayer: Player = (board, random) => {
  const runs = scanRuns(board);
  const sequence = loneSequence(runs);
  return sequence >= 0 ? finishSequence(runs, sequence) : randomPlayer(board, random);
};

/**
 * Optimal misère play. Each run of unmarked sticks acts as a Nim heap of its length: a move takes some
 * sticks from one heap and may split the rest into two heaps, and since `a XOR b <= a + b`, splitting
 * never reaches a Nim value that shrinking cannot, so under normal play a run of `n` sticks has Grundy
 * value `n`. Misère Nim's rule then applies to the run lengths: with a sequence (run of 2+) on the board
 * the mover wins exactly when the Nim sum is not 0; with only lonely sticks, exactly when their number is
 * even. The test suite checks this rule against exhaustive game-tree search.
 *
 * From a won position it moves to a lost one: with one sequence left it plays like {@link smartPlayer}'s
 * end game; otherwise it shortens the first run whose length `n` has `n XOR sum < n`, marking from its left
 * end. From a lost position it marks the leftmost stick of the first longest run, which keeps the
 * position complicated for a fallible opponent. It never uses `random`, so its moves are reproducible.
 *
 * @param board - The current position, with at least one unmarked stick.
 * @returns A legal move, winning whenever the position can be won.
 * @throws `RangeError` when every stick is marked.
 * @example
 * ```ts
 * perfectPlayer(new Board([3, 1]), Math.random); // { row: 1, left: 1, right: 3 }: leaves one lonely stick
 * perfectPlayer(new Board([3, 2, 2]), Math.random); // { row: 1, left: 1, right: 3 }: leaves 2 and 2
 * ```
 */
export const perfectPlayer: Player = (board) => {
  const runs = scanRuns(board);
  if (runs.count === 0) noMoveLeft();
  const { lengths } = runs;
  let nimSum = 0;
  let sequences = 0;
  let sequence = 0;
  let longest = 0;
  for (let index = 0; index < runs.count; index++) {
    const length = int32At(lengths, index);
    nimSum ^= length; // run lengths are at most 32, so `^` is exact
    if (length >= 2 && sequences++ === 0) sequence = index;
    if (length > int32At(lengths, longest)) longest = index;
  }
  if (sequences === 1) return finishSequence(runs, sequence);
  if (sequences >= 2 && nimSum !== 0) {
    // Bouton's move: a run holding the sum's highest bit has `n XOR sum < n` (so the search stops there);
    // shorten it to that length, marking from its left end.
    let index = 0;
    while ((int32At(lengths, index) ^ nimSum) >= int32At(lengths, index) && index < runs.count - 1) index++;
    const length = int32At(lengths, index);
    const left = int32At(runs.lefts, index);
    return { row: int32At(runs.rows, index), left, right: left + length - (length ^ nimSum) - 1 };
  }
  // Lost (or only lonely sticks, where every move is the same): one stick off the first longest run.
  const left = int32At(runs.lefts, longest);
  return { row: int32At(runs.rows, longest), left, right: left };
};

/**
 * The seed's Heuristic player, the one guided by the Nim sum: the same function as {@link perfectPlayer},
 * kept under the seed's name.
 *
 * @example
 * ```ts
 * heuristicPlayer === perfectPlayer; // true
 * ```
 */
export const heuristicPlayer: Player = perfectPlayer;

/**
 * A player of tunable strength: on each move, with probability `errorRate` it plays like
 * {@link randomPlayer}, otherwise like {@link perfectPlayer}. It draws one number from `random` per move
 * to decide.
 *
 * @param errorRate - The chance of a random move, from 0 (perfect) to 1 (random).
 * @returns The player.
 * @throws `TypeError` when `errorRate` is not a number; `RangeError` when it is NaN or outside [0, 1].
 * @example
 * ```ts
 * const sloppy = erringPlayer(0.1);
 * competition(sloppy, randomPlayer, { rounds: 100, random: createRandom(3) });
 * ```
 */
export function erringPlayer(errorRate: number): Player {
  if (typeof errorRate !== 'number') {
    throw new TypeError(`errorRate must be a number, got ${describeValue(errorRate)}`);
  }
  if (!(errorRate >= 0 && errorRate <= 1)) {
    throw new RangeError(`errorRate must be between 0 and 1, got ${describeValue(errorRate)}`);
  }
  return (board, random) => (random() < errorRate ? randomPlayer(board, random) : perfectPlayer(board, random));
}

/**
 * The options of a round: the board and the randomness.
 *
 * @example
 * ```ts
 * const options: PlayOptions = { rows: [3, 4, 5], random: createRandom(7) };
 * ```
 */
export interface PlayOptions {
  /** The row lengths of the board; defaults to {@link STANDARD_ROWS}. */
  readonly rows?: readonly number[];
  /** The source of every random choice; defaults to `Math.random`. Seed it with {@link createRandom}. */
  readonly random?: RandomSource;
}

/**
 * The options of a {@link competition} or a {@link tournament}.
 *
 * @example
 * ```ts
 * const options: CompetitionOptions = { rounds: 10_000, random: createRandom(7), onProgress: console.log };
 * ```
 */
export interface CompetitionOptions extends PlayOptions {
  /** Rounds to play (for a tournament: per pairing and seat); defaults to 1000. */
  readonly rounds?: number;
  /** Called after every round with the rounds played so far and the total. */
  readonly onProgress?: (done: number, total: number) => void;
}

/**
 * The outcome of {@link playRound}.
 *
 * @example
 * ```ts
 * const result: RoundResult = { loser: 2, moves: [{ row: 1, left: 1, right: 1 }] };
 * ```
 */
export interface RoundResult {
  /** The player who marked the last stick: 1 (who started) or 2. */
  readonly loser: 1 | 2;
  /** Every move in order, player 1's first. */
  readonly moves: readonly StickMove[];
}

/**
 * What {@link playRound} puts in the `cause` of the {@link AssertionError} it throws when a player returns
 * an illegal move.
 *
 * @example
 * ```ts
 * try {
 *   playRound(() => ({ row: 9, left: 1, right: 1 }), randomPlayer);
 * } catch (error) {
 *   const { player, move } = (error as AssertionError).cause as IllegalMoveCause; // 1, { row: 9, ... }
 * }
 * ```
 */
export interface IllegalMoveCause {
  /** The seat, 1 or 2, of the player who returned the move. */
  readonly player: 1 | 2;
  /** The move as the player returned it. */
  readonly move: unknown;
}

/** Checks that `value` is a function, naming it in the `TypeError`. */
function checkFunction(value: unknown, label: string): void {
  if (typeof value !== 'function') throw new TypeError(`${label} must be a function, got ${describeValue(value)}`);
}

/** Checks a round count: a non-negative safe integer (at least 1 when `min` is 1). */
function checkRounds(value: unknown, min: 0 | 1): number {
  if (typeof value !== 'number') throw new TypeError(`rounds must be a number, got ${describeValue(value)}`);
  if (!Number.isSafeInteger(value) || value < min) {
    throw new RangeError(`rounds must be an integer of at least ${min}, got ${describeValue(value)}`);
  }
  return value;
}

/** A validated round setup shared by every round of a competition. */
interface Table {
  readonly start: Board;
  readonly random: RandomSource;
}

/** Validates the players and options once, before any round. */
function setTable(first: unknown, second: unknown, { rows = STANDARD_ROWS, random = Math.random }: PlayOptions): Table {
  checkFunction(first, 'first');
  checkFunction(second, 'second');
  checkFunction(random, 'random');
  return { start: new Board(rows), random };
}

/** Plays one round on a fresh copy of the start board; returns the loser and records moves into `record`. */
function playOut(table: Table, first: Player, second: Player, record: StickMove[] | null): 1 | 2 {
  const board = table.start.clone();
  for (let seat: 1 | 2 = 1; ; seat = seat === 1 ? 2 : 1) {
    const returned: unknown = (seat === 1 ? first : second)(board, table.random);
    try {
      if (typeof returned !== 'object' || returned === null) throw new AssertionError('invalid move', 'out-of-bounds');
      // Copy the fields once, so the recorded move is the one marked.
      const { row, left, right } = returned as StickMove;
      const played = { row, left, right };
      board.mark(played);
      record?.push(played);
    } catch (error) {
      const cause: IllegalMoveCause = { player: seat, move: returned };
      if (error instanceof AssertionError) error.cause = cause;
      throw error;
    }
    if (board.isOver()) return seat;
  }
}

/**
 * Plays one round: player 1 (`first`) moves first, then the players alternate until every stick is marked.
 * The player who marks the last stick loses.
 *
 * @param first - Player 1, who starts.
 * @param second - Player 2.
 * @param options - The board's `rows` (default {@link STANDARD_ROWS}) and the `random` source (default
 * `Math.random`).
 * @returns The loser (1 or 2) and every move played.
 * @throws {@link AssertionError} `invalid move` (code `out-of-bounds` or `already-marked`) when a player
 * returns an illegal move; its `cause` is an {@link IllegalMoveCause} naming the player.
 * {@link AssertionError} `invalid board` for bad `rows`; `TypeError` when a player or `random` is not a
 * function.
 * @example
 * ```ts
 * const { loser, moves } = playRound(perfectPlayer, randomPlayer, { random: createRandom(7) });
 * moves.map(formatMove).join(' '); // the whole game, e.g. '1:1-1 2:3-4 ...'
 * ```
 */
export function playRound(first: Player, second: Player, options: PlayOptions = {}): RoundResult {
  const table = setTable(first, second, options);
  const moves: StickMove[] = [];
  const loser = playOut(table, first, second, moves);
  return { loser, moves };
}

/**
 * The outcome of a {@link competition}.
 *
 * @example
 * ```ts
 * const result: CompetitionResult = { rounds: 10, wins: [7, 3] };
 * ```
 */
export interface CompetitionResult {
  /** The number of rounds played. */
  readonly rounds: number;
  /** Rounds won by player 1 and by player 2; they add up to `rounds`. */
  readonly wins: readonly [number, number];
}

/**
 * Plays many rounds between two players, player 1 starting every round, as the seed's competition does.
 * With a seeded `random` the result is the same on every run.
 *
 * @param p1 - Player 1, who starts every round.
 * @param p2 - Player 2.
 * @param options - `rounds` (default 1000, may be 0), `rows`, `random` and `onProgress`.
 * @returns The rounds played and each player's wins.
 * @throws `TypeError`/`RangeError` for a bad `rounds`; otherwise as {@link playRound}.
 * @example
 * ```ts
 * const { wins } = competition(smartPlayer, randomPlayer, { rounds: 1000, random: createRandom(7) });
 * console.log(`The results are ${wins[0]}:${wins[1]}`);
 * ```
 */
export function competition(p1: Player, p2: Player, options: CompetitionOptions = {}): CompetitionResult {
  const { rounds = 1000, onProgress } = options;
  checkRounds(rounds, 0);
  if (onProgress !== undefined) checkFunction(onProgress, 'onProgress');
  const table = setTable(p1, p2, options);
  const wins: [number, number] = [0, 0];
  for (let round = 1; round <= rounds; round++) {
    if (playOut(table, p1, p2, null) === 1) wins[1]++;
    else wins[0]++;
    onProgress?.(round, rounds);
  }
  return { rounds, wins };
}

/**
 * The outcome of a {@link tournament}; `i` and `j` index `names`.
 *
 * @example
 * ```ts
 * const { names, winRate } = tournament({ smart: smartPlayer, random: randomPlayer }, { rounds: 100 });
 * console.log(`${names[0]} beats ${names[1]} in ${(winRate[0]![1]! * 100).toFixed(1)}% of games`);
 * ```
 */
export interface TournamentResult {
  /** The players' names, in the order of the `players` record. */
  readonly names: readonly string[];
  /** Rounds played by each pairing in each seat: every pairing plays `2 * rounds` games. */
  readonly rounds: number;
  /** `wins[i][j]`: games player `i` won against player `j`, over both seats (0 on the diagonal). */
  readonly wins: readonly (readonly number[])[];
  /**
   * `winRate[i][j]`: the share of their `2 * rounds` games that player `i` won against player `j`, from 0
   * to 1; `winRate[i][j] + winRate[j][i] === 1`. `null` on the diagonal (no self-play).
   */
  readonly winRate: readonly (readonly (number | null)[])[];
  /** `overall[i]`: the share of all its games that player `i` won. */
  readonly overall: readonly number[];
}

/**
 * A round-robin: every pair of players plays a {@link competition} of `rounds` rounds in each seat, so
 * neither gains from moving first. The competitions run in a fixed order (for each player `i` in turn,
 * `i` as player 1 against every other player `j`), all drawing from the one `random` source, so a seeded
 * tournament is reproducible.
 *
 * @param players - Two or more named players, e.g. `{ random: randomPlayer, perfect: perfectPlayer }`.
 * @param options - `rounds` per pairing and seat (default 1000, at least 1), `rows`, `random` and
 * `onProgress` (counting every round of the tournament).
 * @returns The win table.
 * @throws `TypeError` when `players` is not an object of functions; `RangeError` for fewer than two players
 * or a bad `rounds`; otherwise as {@link playRound}.
 * @example
 * ```ts
 * const table = tournament(
 *   { random: randomPlayer, smart: smartPlayer, erring: erringPlayer(0.1), perfect: perfectPlayer },
 *   { rounds: 1000, random: createRandom(7) },
 * );
 * table.overall; // the perfect player's share is the highest
 * ```
 */
export function tournament(players: Readonly<Record<string, Player>>, options: CompetitionOptions = {}): TournamentResult {
  if (typeof players !== 'object' || (players as unknown) === null || Array.isArray(players)) {
    throw new TypeError(`players must be an object of named players, got ${describeValue(players)}`);
  }
  const names = Object.keys(players);
  if (names.length < 2) throw new RangeError(`players must name at least two players, got ${names.length}`);
  const entrants: Player[] = names.map((name) => {
    const player: unknown = players[name];
    checkFunction(player, `players.${name}`);
    return player as Player;
  });
  const { rounds = 1000, onProgress } = options;
  checkRounds(rounds, 1);
  if (onProgress !== undefined) checkFunction(onProgress, 'onProgress');
  const total = names.length * (names.length - 1) * rounds;
  let done = 0;
  const report = (round: number): void => onProgress?.(done + round, total);
  const played: { first: number; second: number; wins: readonly [number, number] }[] = [];
  entrants.forEach((first, i) => {
    entrants.forEach((second, j) => {
      if (i === j) return;
      played.push({ first: i, second: j, wins: competition(first, second, { ...options, rounds, onProgress: report }).wins });
      done += rounds;
    });
  });
  // Games `i` won against `j`: as player 1 against `j`, plus as player 2 against `j`.
  const winsAgainst = (i: number, j: number): number =>
    played.reduce((sum, { first, second, wins }) => sum + (first === i && second === j ? wins[0] : first === j && second === i ? wins[1] : 0), 0);
  const wins = names.map((_, i) => names.map((_, j) => winsAgainst(i, j)));
  const games = 2 * rounds;
  return {
    names,
    rounds,
    wins,
    winRate: wins.map((row, i) => row.map((won, j) => (i === j ? null : won / games))),
    overall: wins.map((row) => row.reduce((sum, won) => sum + won, 0) / (games * (names.length - 1))),
  };
}

/** Matches the notation `row:left-right`, spaces allowed around each part. */
const MOVE_PATTERN = /^\s*(\d+)\s*:\s*(\d+)\s*-\s*(\d+)\s*$/;

/**
 * Writes a move in the seed's notation `row:left-right`, e.g. `2:1-3`.
 *
 * @param move - The move.
 * @returns The notation.
 * @throws `TypeError` when `move` is not an object; `RangeError` when a field is not a positive integer.
 * @example
 * ```ts
 * formatMove({ row: 2, left: 1, right: 3 }); // '2:1-3'
 * ```
 */
export function formatMove(move: StickMove): string {
  if (typeof move !== 'object' || (move as unknown) === null) {
    throw new TypeError(`move must be an object, got ${describeValue(move)}`);
  }
  const { row, left, right } = move;
  for (const [label, value] of [['row', row], ['left', left], ['right', right]] as const) {
    if (!isIndex(value, Number.MAX_SAFE_INTEGER)) {
      throw new RangeError(`move.${label} must be a positive integer, got ${describeValue(value)}`);
    }
  }
  return `${row}:${left}-${right}`;
}

/**
 * Reads the seed's notation `row:left-right` (spaces around the parts are tolerated, e.g. `' 2 : 1 - 3 '`).
 * It checks the form only: three positive decimal integers with `left <= right`; whether the move fits a
 * board is for {@link Board.check}. Junk gives `null`, never an exception, so input loops can re-prompt.
 *
 * @param text - The notation.
 * @returns The move, or `null` when `text` is not a well-formed move.
 * @throws `TypeError` when `text` is not a string.
 * @example
 * ```ts
 * parseMove('2:1-3');  // { row: 2, left: 1, right: 3 }
 * parseMove('2:3-1');  // null
 * parseMove('two');    // null
 * ```
 */
export function parseMove(text: string): StickMove | null {
  if (typeof text !== 'string') throw new TypeError(`text must be a string, got ${describeValue(text)}`);
  const match = MOVE_PATTERN.exec(text);
  if (match === null) return null;
  const [row, left, right] = match.slice(1).map(Number) as [number, number, number];
  const limit = Number.MAX_SAFE_INTEGER;
  if (!isIndex(row, limit) || !isIndex(left, limit) || !isIndex(right, limit) || left > right) return null;
  return { row, left, right };
}
