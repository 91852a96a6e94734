// Every error's reason codes: one union per class, and their union. Internal; the face is ./index.ts.

/**
 * Why an {@link AssertionError} was thrown. The `message` keeps the original exercise's exact text
 * (`invalid heaps`, `invalid move`, `invalid board`); the code tells the reasons apart, and the error's
 * `detail` explains them in words.
 *
 * - `too-few-heaps`: fewer than two heaps were given to {@link Nim}.
 * - `not-a-heap-size`: a heap size is neither a non-negative safe integer nor a non-negative bigint.
 * - `heap-overflow`: a sum of number heaps in {@link Nim.add} leaves the safe-integer range.
 * - `mixed-kinds`: a game or a move mixes `number` and `bigint` values.
 * - `unparsable`: {@link NimConstructor.parse | Nim.parse} was given text that is not a `Nim(...)` repr.
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
 *
 * @category Errors
 */
export type AssertionErrorCode =
  | 'too-few-heaps'
  | 'not-a-heap-size'
  | 'heap-overflow'
  | 'mixed-kinds'
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
 * - `count-too-large`: the count is beyond any file's number of lines (more than 2^53 - 1).
 * - `missing-line`: the file ends before the promised number of data sets.
 * - `too-few-heaps`: a data line has fewer than two heap sizes.
 * - `not-a-heap-size`: a token is not a non-negative decimal integer.
 * - `number-too-long`: a heap size has more significant digits than `MAX_HEAP_DIGITS` (100,000).
 * - `extra-line`: data follows the promised number of data sets.
 *
 * @example
 * ```ts
 * const fixable: NimFileErrorCode[] = ['missing-line', 'extra-line'];
 * ```
 *
 * @category Errors
 */
export type NimFileErrorCode =
  | 'empty-file'
  | 'not-a-count'
  | 'count-too-large'
  | 'missing-line'
  | 'too-few-heaps'
  | 'not-a-heap-size'
  | 'number-too-long'
  | 'extra-line';

/**
 * Why a {@link PlayerError} was thrown.
 *
 * - `player-threw`: the player threw; its error is the `cause`.
 * - `illegal-move`: the player returned something that is not a legal move (not a move object at all, or a
 *   move the board rejects); the board's {@link AssertionError} is the `cause`.
 *
 * @example
 * ```ts
 * const blame = (code: PlayerErrorCode) => (code === 'player-threw' ? 'a bug in the player' : 'a bad move');
 * ```
 *
 * @category Errors
 */
export type PlayerErrorCode = 'player-threw' | 'illegal-move';

/**
 * Why an {@link IllegalMoveError} was thrown by a play-engine state.
 *
 * - `not-a-move`: the value is not a move of this game at all (wrong shape or type: a foreign move, such as a
 *   sticks move given to a Nim state).
 * - `illegal-move`: a move of this game that the position does not allow (a heap too small, a marked stick).
 * - `game-over`: the state is terminal, so no move can be played.
 * - `no-such-action`: `playAction` was given an id that is not one of `actions()`.
 *
 * @example
 * ```ts
 * const retry: IllegalMoveCode[] = ['illegal-move', 'no-such-action'];
 * ```
 *
 * @category Errors
 */
export type IllegalMoveCode = 'not-a-move' | 'illegal-move' | 'game-over' | 'no-such-action';

/**
 * Why a {@link GameValidatorError} was thrown.
 *
 * - `write-after-end`: {@link GameValidator.write} was called after {@link GameValidator.end} returned the
 *   verdict; a validator reads one file.
 *
 * @example
 * ```ts
 * const code: GameValidatorErrorCode = 'write-after-end';
 * ```
 *
 * @category Errors
 */
export type GameValidatorErrorCode = 'write-after-end';

/**
 * Why a {@link HeapGameCodeError} was thrown while reading a take-and-break code such as `0.77` or `4!.`.
 *
 * - `empty-code`: the code is the empty string.
 * - `too-long`: the code is longer than 10,000 characters (checked first, before any scan).
 * - `bad-character`: a character that no code holds (a code holds `0`-`9`, `A`-`Z`, `&`, `*`, `{`, `.`, `!`, `?`, `=`, `[`, `]`).
 * - `additive-code`: more than one digit before the point (additive codes are not supported).
 * - `bad-first-digit`: the digit before the point may leave one heap (removing nothing must split a heap).
 * - `second-point`: a second `.`.
 * - `misplaced-mark`: `!`, `?` or `=` that does not follow a digit (a second mark included).
 * - `bad-escape`: `&` not followed by a decimal number and `;`.
 * - `unclosed-brace`: `{` without its `}`.
 * - `empty-braces`: `{}`.
 * - `bad-brace`: inside braces, something other than heap counts separated by `,`, each with an optional mark, and a final `+`.
 * - `too-many-heaps`: a heap count above 23 in braces, or an `&N;` digit of 2^24 or more.
 * - `mixed-marks`: different marks for different heap counts of one digit (`{2!,3}`), or a mark after braces that hold marks.
 * - `nested-repeat`: `[` inside a repeat.
 * - `unclosed-repeat`: `[` without its `]`.
 * - `empty-repeat`: `[]` with nothing to repeat.
 * - `text-after-repeat`: anything after the closing `]`.
 *
 * @example
 * ```ts
 * const typo: HeapGameCodeErrorCode[] = ['bad-character', 'second-point'];
 * ```
 *
 * @category Errors
 */
export type HeapGameCodeErrorCode =
  | 'empty-code'
  | 'too-long'
  | 'bad-character'
  | 'additive-code'
  | 'bad-first-digit'
  | 'second-point'
  | 'misplaced-mark'
  | 'bad-escape'
  | 'unclosed-brace'
  | 'empty-braces'
  | 'bad-brace'
  | 'too-many-heaps'
  | 'mixed-marks'
  | 'nested-repeat'
  | 'unclosed-repeat'
  | 'empty-repeat'
  | 'text-after-repeat';

/**
 * Why a {@link MatchRecordError} was thrown: reading a match record's text (`line` says where), or replaying
 * its moves (`move` says which).
 *
 * - `empty-record`: the text holds no record.
 * - `several-records`: {@link parseMatchRecord} was given more than one record (read them with
 *   {@link parseMatchRecords}).
 * - `bad-header`: a header line is not `Key: value`.
 * - `unknown-header`: a header key the format does not have.
 * - `repeated-header`: a header key given twice.
 * - `missing-header`: a required header (`Game`, `Play`, `First`, `Second`, `Result`) is missing.
 * - `bad-value`: a header's value is not of its form (`Play: sideways`, `Seed: -1`, a forfeit by the winner).
 * - `bad-move-line`: a move line is not `N. MOVE` with N the move's number.
 * - `unreadable-move`: a move's text is not a move of the game.
 * - `illegal-move`: the position does not allow the move (or the game is already over).
 * - `wrong-result`: the moves are legal but do not end as the record's result says.
 * - `wrong-game`: the record is of another game than the one it is replayed on.
 *
 * @example
 * ```ts
 * const textProblems: MatchRecordErrorCode[] = ['bad-header', 'bad-value', 'bad-move-line'];
 * ```
 *
 * @category Errors
 */
export type MatchRecordErrorCode =
  | 'empty-record'
  | 'several-records'
  | 'bad-header'
  | 'unknown-header'
  | 'repeated-header'
  | 'missing-header'
  | 'bad-value'
  | 'bad-move-line'
  | 'unreadable-move'
  | 'illegal-move'
  | 'wrong-result'
  | 'wrong-game';

/**
 * Every `code` a nimkit error can carry: the union of each class's codes.
 *
 * @example
 * ```ts
 * const codes: NimkitErrorCode[] = ['too-few-heaps', 'extra-line', 'game-over'];
 * ```
 *
 * @category Errors
 */
export type NimkitErrorCode =
  | AssertionErrorCode
  | NimFileErrorCode
  | PlayerErrorCode
  | IllegalMoveCode
  | GameValidatorErrorCode
  | HeapGameCodeErrorCode
  | MatchRecordErrorCode;
