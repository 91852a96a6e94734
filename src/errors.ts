/**
 * Why an {@link AssertionError} was thrown. The `message` keeps the seed's exact text
 * (`invalid heaps`, `invalid move`, `invalid board`); the code tells the reasons apart.
 *
 * - `too-few-heaps`: fewer than two heaps were given to {@link Nim}.
 * - `not-a-heap-size`: a heap size is not a non-negative safe integer.
 * - `heap-overflow`: a sum of heaps in {@link Nim.add} leaves the safe-integer range.
 * - `unparsable`: {@link Nim.parse} was given text that is not a `Nim(...)` repr.
 * - `no-such-heap`: a move names a heap that does not exist.
 * - `bad-count`: a move's count is not an integer of at least 1.
 * - `not-enough-matches`: a move takes more matches than the heap holds.
 * - `invalid-board`: a sticks board's rows are not 1 to 32 sticks each.
 * - `out-of-bounds`: a sticks move lies outside the board.
 * - `already-marked`: a sticks move covers a stick that is already marked.
 *
 * @example
 * ```ts
 * function explain(code: AssertionErrorCode): string {
 *   return code === 'not-enough-matches' ? 'that heap is too small' : code;
 * }
 * ```
 */
export type AssertionErrorCode =
  | 'too-few-heaps'
  | 'not-a-heap-size'
  | 'heap-overflow'
  | 'unparsable'
  | 'no-such-heap'
  | 'bad-count'
  | 'not-enough-matches'
  | 'invalid-board'
  | 'out-of-bounds'
  | 'already-marked';

/**
 * Why a {@link NimFileError} was thrown while reading a `nim.txt` file.
 *
 * - `empty-file`: the file has no data-set count.
 * - `not-a-count`: the first line is not a single non-negative integer.
 * - `missing-line`: the file ends before the promised number of data sets.
 * - `too-few-heaps`: a data line has fewer than two heap sizes.
 * - `not-a-heap-size`: a token is not a non-negative decimal integer.
 * - `extra-line`: data follows the promised number of data sets.
 *
 * @example
 * ```ts
 * const fixable: NimFileErrorCode[] = ['missing-line', 'extra-line'];
 * ```
 */
export type NimFileErrorCode =
  | 'empty-file'
  | 'not-a-count'
  | 'missing-line'
  | 'too-few-heaps'
  | 'not-a-heap-size'
  | 'extra-line';

/**
 * The base of every error nimkit throws for bad game input. Each carries a stable, machine-readable
 * `code`; the `message` is for people.
 *
 * Misuse of a pure function's arguments (a heap list holding a string, say) throws the standard
 * `TypeError` or `RangeError` instead, naming the argument.
 *
 * @example
 * ```ts
 * try {
 *   new Nim(7);
 * } catch (error) {
 *   if (error instanceof NimkitError) console.log(error.code); // 'too-few-heaps'
 * }
 * ```
 */
export class NimkitError extends Error {
  /** The class name, so logs and `toString()` tell the errors apart. */
  override readonly name: string = 'NimkitError';
  /** A stable code saying why the error was thrown; safe to branch on. */
  readonly code: string;

  /**
   * Creates an error with a message and a reason code.
   *
   * @param message - Human-readable text.
   * @param code - A stable reason code.
   */
  constructor(message: string, code: string) {
    super(message);
    this.code = code;
  }
}

/**
 * Thrown when a game is built or moved illegally. The message is exactly the seed's text
 * (`invalid heaps`, `invalid move`, `invalid board`); `code` says why.
 *
 * @example
 * ```ts
 * const game = new Nim(3, 4);
 * try {
 *   game.remove(1, 9);
 * } catch (error) {
 *   if (error instanceof AssertionError) {
 *     console.log(error.message, error.code); // 'invalid move' 'not-enough-matches'
 *   }
 * }
 * ```
 */
export class AssertionError extends NimkitError {
  override readonly name = 'AssertionError';
  declare readonly code: AssertionErrorCode;

  /**
   * Creates an assertion error with the seed's message and a reason code.
   *
   * @param message - The seed's text: `invalid heaps`, `invalid move` or `invalid board`.
   * @param code - Why the assertion failed.
   */
  // eslint-disable-next-line @typescript-eslint/no-useless-constructor -- narrows `code` to the known reasons
  constructor(message: string, code: AssertionErrorCode) {
    super(message, code);
  }
}

/**
 * Thrown by {@link solveNimFile} for a malformed `nim.txt`. The message names the line and what is
 * wrong, e.g. `line 3: "12 x 4": "x" is not a heap size`.
 *
 * @example
 * ```ts
 * try {
 *   solveNimFile('1\n3 x\n');
 * } catch (error) {
 *   if (error instanceof NimFileError) console.log(error.line, error.code); // 2 'not-a-heap-size'
 * }
 * ```
 */
export class NimFileError extends NimkitError {
  override readonly name = 'NimFileError';
  declare readonly code: NimFileErrorCode;
  /** The 1-based line of the file where the problem is. */
  readonly line: number;

  /**
   * Creates a file error for one line of a `nim.txt` file.
   *
   * @param message - The full message, starting with `line N: `.
   * @param code - Why the file was rejected.
   * @param line - The 1-based line number.
   */
  constructor(message: string, code: NimFileErrorCode, line: number) {
    super(message, code);
    this.line = line;
  }
}

/**
 * Why a {@link HeapGameCodeError} was thrown while reading a take-and-break code such as `0.77` or `4!.`.
 *
 * - `empty-code`: the code is the empty string.
 * - `too-long`: the code is longer than 10,000 characters (checked first, before any scan).
 * - `bad-character`: a character that is not a hex digit, `.`, `!`, `?`, `[` or `]`.
 * - `additive-code`: more than one digit before the point (additive codes are not supported).
 * - `bad-first-digit`: the digit before the point has bit 1 or 2 (removing nothing can only split a heap).
 * - `second-point`: a second `.`.
 * - `misplaced-mark`: `!` or `?` that does not follow a digit.
 * - `nested-repeat`: `[` inside a repeat.
 * - `unclosed-repeat`: `[` without its `]`.
 * - `empty-repeat`: `[]` with nothing to repeat.
 * - `text-after-repeat`: anything after the closing `]`.
 *
 * @example
 * ```ts
 * const typo: HeapGameCodeErrorCode[] = ['bad-character', 'second-point'];
 * ```
 */
export type HeapGameCodeErrorCode =
  | 'empty-code'
  | 'too-long'
  | 'bad-character'
  | 'additive-code'
  | 'bad-first-digit'
  | 'second-point'
  | 'misplaced-mark'
  | 'nested-repeat'
  | 'unclosed-repeat'
  | 'empty-repeat'
  | 'text-after-repeat';

/**
 * Thrown by `HeapGame.parse` for a take-and-break code it cannot read. `position` is the 0-based index of
 * the offending character in the code; the message quotes the code (shortened when long) and says what is
 * wrong there.
 *
 * @example
 * ```ts
 * try {
 *   HeapGame.parse('0.8.1');
 * } catch (error) {
 *   if (error instanceof HeapGameCodeError) console.log(error.code, error.position); // 'second-point' 3
 * }
 * ```
 */
export class HeapGameCodeError extends NimkitError {
  override readonly name = 'HeapGameCodeError';
  declare readonly code: HeapGameCodeErrorCode;
  /** The 0-based index in the code of the character where reading failed. */
  readonly position: number;

  /**
   * Creates a code error for one position of a take-and-break code.
   *
   * @param message - The full message.
   * @param code - Why the code was rejected.
   * @param position - The 0-based index of the offending character.
   */
  constructor(message: string, code: HeapGameCodeErrorCode, position: number) {
    super(message, code);
    this.position = position;
  }
}
