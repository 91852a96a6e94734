// nimkit's error classes: one base class with a stable \`code\`, and a class per system. Internal; the face is
// ./index.ts.

import type {
  AssertionErrorCode,
  GameValidatorErrorCode,
  HeapGameCodeErrorCode,
  IllegalMoveCode,
  MatchRecordErrorCode,
  NimFileErrorCode,
  NimkitErrorCode,
  PlayerErrorCode,
} from './codes.js';

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
