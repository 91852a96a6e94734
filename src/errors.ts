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
 * The base of every error nimkit throws for bad game input. Each carries a stable, machine-readable
 * `code` and the class's `name`; the `message` is for people.
 *
 * Misuse of a pure function's arguments (a heap list holding a string, say) throws the standard
 * `TypeError` or `RangeError` instead, naming the argument.
 *
 * Prefer {@link isNimkitError} or a check of `name` and `code` to `instanceof`. The package ships an ESM
 * build and a CJS build, and each holds its own copy of every class: an error thrown by code that
 * `require`s nimkit is not an `instanceof` the class that an `import` of nimkit sees (this happens when
 * an application and one of its dependencies load the package in different ways), and a bundler may
 * also include both copies. `name` and `code` are the same in every copy.
 *
 * @example
 * ```ts
 * try {
 *   new Nim(7);
 * } catch (error) {
 *   if (isNimkitError(error)) console.log(error.name, error.code); // 'AssertionError' 'too-few-heaps'
 * }
 * ```
 *
 * @category Errors
 */
export class NimkitError extends Error {
  /** The class name, so logs and `toString()` tell the errors apart. */
  override readonly name: string = 'NimkitError';
  /** A stable code saying why the error was thrown; safe to branch on. Each subclass narrows it to its own union. */
  readonly code: NimkitErrorCode;

  /**
   * Creates an error with a message and a reason code.
   *
   * @param message - Human-readable text.
   * @param code - A stable reason code.
   */
  constructor(message: string, code: NimkitErrorCode) {
    super(message);
    this.code = code;
  }
}

/**
 * Thrown when a game is built or moved illegally. The message is exactly the original exercise's text
 * (`invalid heaps`, `invalid move`, `invalid board`), so code written against the exercise keeps working;
 * `code` says why in a stable, machine-readable form, and `detail` says why in words.
 *
 * @example
 * ```ts
 * const game = new Nim(3, 4);
 * try {
 *   game.remove(1, 9);
 * } catch (error) {
 *   if (error instanceof AssertionError) {
 *     console.log(error.message); // 'invalid move'
 *     console.log(error.code);    // 'not-enough-matches'
 *     console.log(error.detail);  // 'heap 1 holds 3: cannot remove 9'
 *   }
 * }
 * ```
 *
 * @category Errors
 */
export class AssertionError extends NimkitError {
  override readonly name = 'AssertionError';
  declare readonly code: AssertionErrorCode;
  /**
   * Why the assertion failed, in words, e.g. `heap 3 is -1: heap sizes are non-negative integers`. The
   * `message` cannot say it, because it is fixed by the original exercise. Quotes of the offending value are
   * cut to about 100 characters. When the thrower gives no reason, this is the message itself.
   */
  readonly detail: string;

  /**
   * Creates an assertion error with the exercise's message, a reason code and the reason in words.
   *
   * @param message - The exercise's text: `invalid heaps`, `invalid move` or `invalid board`.
   * @param code - Why the assertion failed.
   * @param detail - Why, in words; the message when omitted.
   */
  constructor(message: string, code: AssertionErrorCode, detail: string = message) {
    super(message, code);
    this.detail = detail;
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
 *
 * @category Errors
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
 * Thrown by a match when a player fails: it threw, or it returned an illegal move. The match stops; the
 * error names the seat, the round and the player, and keeps the original problem as `cause`.
 *
 * @example
 * ```ts
 * try {
 *   sticksCompetition(myPlayer, sticksRandomPlayer, { rounds: 100 });
 * } catch (error) {
 *   if (error instanceof PlayerError) console.log(error.seat, error.round, error.player, error.code, error.cause);
 * }
 * ```
 *
 * @category Errors
 */
export class PlayerError extends NimkitError {
  override readonly name = 'PlayerError';
  declare readonly code: PlayerErrorCode;
  /** The seat of the player that failed, as the match numbers them (sticks: 1 starts, 2 answers). */
  readonly seat: number;
  /** The 1-based round of the match in which it failed. */
  readonly round: number;
  /** The player's name: its key in a tournament, else the function's `name` (or `player N` without one). */
  readonly player: string;
  /** What the player returned, for `illegal-move`; `undefined` when it threw. */
  readonly move: unknown;

  /**
   * Creates a player error.
   *
   * @param message - The full message, naming the seat, player and round.
   * @param code - Why the player failed.
   * @param details - The seat, round, player name, returned move and the underlying `cause`.
   */
  constructor(
    message: string,
    code: PlayerErrorCode,
    details: { readonly seat: number; readonly round: number; readonly player: string; readonly move?: unknown; readonly cause: unknown },
  ) {
    super(message, code);
    this.seat = details.seat;
    this.round = details.round;
    this.player = details.player;
    this.move = details.move;
    this.cause = details.cause;
  }
}

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
 * Thrown by a play-engine state's `play` or `playAction` for a move it cannot play; the state is unchanged
 * (states are immutable). `move` holds the value as given.
 *
 * @example
 * ```ts
 * try {
 *   nimGame([1, 3]).start.play({ heap: 1, count: 2 });
 * } catch (error) {
 *   if (error instanceof IllegalMoveError) console.log(error.code, error.message);
 *   // 'illegal-move' 'illegal move 1:2 in nim:1,3 normal: heap 1 holds 1'
 * }
 * ```
 *
 * @category Errors
 */
export class IllegalMoveError extends NimkitError {
  override readonly name = 'IllegalMoveError';
  declare readonly code: IllegalMoveCode;
  /** The rejected move (or action id), as given. */
  readonly move: unknown;

  /**
   * Creates an illegal-move error.
   *
   * @param message - Names the move, the game and the reason.
   * @param code - Why the move was rejected.
   * @param move - The rejected value.
   */
  constructor(message: string, code: IllegalMoveCode, move: unknown) {
    super(message, code);
    this.move = move;
  }
}

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
 * Thrown when a game-file validator from {@link createGameValidator} is misused. (Problems in the file
 * itself are never thrown: they are reported in the {@link GameCheck}.)
 *
 * @example
 * ```ts
 * const validator = createGameValidator();
 * validator.end();
 * try {
 *   validator.write('12;3\n');
 * } catch (error) {
 *   if (error instanceof GameValidatorError) console.log(error.code); // 'write-after-end'
 * }
 * ```
 *
 * @category Errors
 */
export class GameValidatorError extends NimkitError {
  override readonly name = 'GameValidatorError';
  declare readonly code: GameValidatorErrorCode;

  /**
   * Creates a validator misuse error.
   *
   * @param message - What was wrong and why.
   * @param code - Why the call was refused.
   */
  // eslint-disable-next-line @typescript-eslint/no-useless-constructor -- narrows `code` to the known reasons
  constructor(message: string, code: GameValidatorErrorCode) {
    super(message, code);
  }
}

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
 *
 * @category Errors
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
 * Thrown for a match record that cannot be read ({@link parseMatchRecord}) or replayed
 * ({@link replayOrThrow}). `line` is the 1-based line of the text where reading failed (`null` when no line is
 * to blame, or when replaying); `move` the 0-based index of the first move that failed to replay (`null` when
 * reading). The message starts with the line (`line 4: ...`) or the move (`move 3 (2:5) ...`).
 *
 * @example
 * ```ts
 * try {
 *   parseMatchRecord('Game: nim:1,2\nPlay: sideways\n');
 * } catch (error) {
 *   if (error instanceof MatchRecordError) console.log(error.code, error.line); // 'bad-value' 2
 * }
 * ```
 *
 * @category Errors
 */
export class MatchRecordError extends NimkitError {
  override readonly name = 'MatchRecordError';
  declare readonly code: MatchRecordErrorCode;
  /** The 1-based line of the text where reading failed; `null` when no one line is to blame. */
  readonly line: number | null;
  /** The 0-based index of the first move that failed to replay; `null` for a text problem. */
  readonly move: number | null;

  /**
   * Creates a record error.
   *
   * @param message - The full message, starting with the line or the move.
   * @param code - Why the record was rejected.
   * @param where - The line (reading) or the move index (replaying).
   */
  constructor(message: string, code: MatchRecordErrorCode, where: { readonly line?: number | null; readonly move?: number | null } = {}) {
    super(message, code);
    this.line = where.line ?? null;
    this.move = where.move ?? null;
  }
}

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

/**
 * Each error class's `name`, mapped to its type: what {@link isNimkitError} narrows to.
 *
 * @example
 * ```ts
 * type Rejected = NimkitErrorTypes['IllegalMoveError']; // IllegalMoveError
 * ```
 *
 * @category Errors
 */
export interface NimkitErrorTypes {
  /** The base class: any nimkit error. */
  NimkitError: NimkitError;
  /** A game built or moved illegally. */
  AssertionError: AssertionError;
  /** A malformed `nim.txt` file. */
  NimFileError: NimFileError;
  /** A sticks player that failed in a match. */
  PlayerError: PlayerError;
  /** A move a play-engine state cannot play. */
  IllegalMoveError: IllegalMoveError;
  /** A misused game-file validator. */
  GameValidatorError: GameValidatorError;
  /** A take-and-break code that cannot be read. */
  HeapGameCodeError: HeapGameCodeError;
  /** A match record that cannot be read or replayed. */
  MatchRecordError: MatchRecordError;
}

/**
 * The `name` of a nimkit error class, as {@link isNimkitError} takes it.
 *
 * @example
 * ```ts
 * const name: NimkitErrorName = 'NimFileError';
 * ```
 *
 * @category Errors
 */
export type NimkitErrorName = keyof NimkitErrorTypes;

// Each class's codes, as records so the compiler checks that every code of each union is listed. A code
// check beside the name check tells nimkit's AssertionError from Node's (`code: 'ERR_ASSERTION'`).
const ASSERTION_CODES: Record<AssertionErrorCode, 1> = {
  'too-few-heaps': 1,
  'not-a-heap-size': 1,
  'heap-overflow': 1,
  'mixed-kinds': 1,
  unparsable: 1,
  'no-such-heap': 1,
  'bad-count': 1,
  'not-enough-matches': 1,
  'invalid-board': 1,
  'out-of-bounds': 1,
  'already-marked': 1,
};
const NIM_FILE_CODES: Record<NimFileErrorCode, 1> = {
  'empty-file': 1,
  'not-a-count': 1,
  'count-too-large': 1,
  'missing-line': 1,
  'too-few-heaps': 1,
  'not-a-heap-size': 1,
  'number-too-long': 1,
  'extra-line': 1,
};
const PLAYER_CODES: Record<PlayerErrorCode, 1> = { 'player-threw': 1, 'illegal-move': 1 };
const ILLEGAL_MOVE_CODES: Record<IllegalMoveCode, 1> = { 'not-a-move': 1, 'illegal-move': 1, 'game-over': 1, 'no-such-action': 1 };
const GAME_VALIDATOR_CODES: Record<GameValidatorErrorCode, 1> = { 'write-after-end': 1 };
const HEAP_GAME_CODE_CODES: Record<HeapGameCodeErrorCode, 1> = {
  'empty-code': 1,
  'too-long': 1,
  'bad-character': 1,
  'additive-code': 1,
  'bad-first-digit': 1,
  'second-point': 1,
  'misplaced-mark': 1,
  'bad-escape': 1,
  'unclosed-brace': 1,
  'empty-braces': 1,
  'bad-brace': 1,
  'too-many-heaps': 1,
  'mixed-marks': 1,
  'nested-repeat': 1,
  'unclosed-repeat': 1,
  'empty-repeat': 1,
  'text-after-repeat': 1,
};
const MATCH_RECORD_CODES: Record<MatchRecordErrorCode, 1> = {
  'empty-record': 1,
  'several-records': 1,
  'bad-header': 1,
  'unknown-header': 1,
  'repeated-header': 1,
  'missing-header': 1,
  'bad-value': 1,
  'bad-move-line': 1,
  'unreadable-move': 1,
  'illegal-move': 1,
  'wrong-result': 1,
  'wrong-game': 1,
};
const CODES_BY_NAME: Record<Exclude<NimkitErrorName, 'NimkitError'>, Readonly<Record<string, 1>>> = {
  AssertionError: ASSERTION_CODES,
  NimFileError: NIM_FILE_CODES,
  PlayerError: PLAYER_CODES,
  IllegalMoveError: ILLEGAL_MOVE_CODES,
  GameValidatorError: GAME_VALIDATOR_CODES,
  HeapGameCodeError: HEAP_GAME_CODE_CODES,
  MatchRecordError: MATCH_RECORD_CODES,
};

/**
 * Whether `value` is an error nimkit threw, by its `name` and `code` rather than by `instanceof`, so it holds
 * across nimkit's ESM and CJS builds, whose classes are distinct copies (see {@link NimkitError}). It never
 * throws, whatever the value.
 *
 * @param value - Anything caught.
 * @returns Whether `value` carries the `name` of a nimkit error class and one of that class's codes.
 * @example
 * ```ts
 * try {
 *   new Nim(7);
 * } catch (error) {
 *   if (isNimkitError(error)) console.log(error.name, error.code); // 'AssertionError' 'too-few-heaps'
 * }
 * ```
 *
 * @category Errors
 */
export function isNimkitError(value: unknown): value is NimkitError;
/**
 * Whether `value` is an error of the nimkit class called `name`, by its `name` and `code` rather than by
 * `instanceof` (see {@link NimkitError}), narrowing it to that class.
 *
 * @param value - Anything caught.
 * @param name - The class name to match; `'NimkitError'` matches every nimkit error.
 * @returns Whether `value` carries that `name` (any nimkit class's, for `'NimkitError'`) and one of that
 * class's codes.
 * @throws `RangeError` if `name` is not one of nimkit's error class names.
 * @example
 * ```ts
 * try {
 *   new Nim(3, 4).remove(1, 9);
 * } catch (error) {
 *   if (isNimkitError(error, 'AssertionError')) console.log(error.code, error.detail);
 *   // 'not-enough-matches' 'heap 1 holds 3: cannot remove 9'
 * }
 * ```
 *
 * @category Errors
 */
export function isNimkitError<N extends NimkitErrorName>(value: unknown, name: N): value is NimkitErrorTypes[N];
export function isNimkitError(value: unknown, name?: NimkitErrorName): boolean {
  if (name !== undefined && name !== 'NimkitError' && !Object.hasOwn(CODES_BY_NAME, name)) {
    const names = ['NimkitError', ...Object.keys(CODES_BY_NAME)].join(', ');
    throw new RangeError(`name must be the name of a nimkit error class (${names}), got ${typeof name === 'string' ? JSON.stringify(name) : typeof name}`);
  }
  if (typeof value !== 'object' || value === null) return false;
  try {
    // A proxy or a getter could throw: a type guard answers false instead.
    const { name: actual, code } = value as { name?: unknown; code?: unknown };
    if (typeof actual !== 'string' || typeof code !== 'string') return false;
    if (name !== undefined && name !== 'NimkitError' && actual !== name) return false;
    return Object.hasOwn(CODES_BY_NAME, actual) && Object.hasOwn(CODES_BY_NAME[actual as keyof typeof CODES_BY_NAME], code);
  } catch {
    return false;
  }
}
