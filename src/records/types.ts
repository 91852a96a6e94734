// The public types of the semicolon game-file validator (the course project's format), shared by the parser and
// the wrappers in their own module, so neither imports the other's types and there is no import cycle between them.

/**
 * Why a game file is invalid: one stable code per rule, safe to branch on.
 *
 * Lines and columns are 1-based; columns count characters of the line (after a UTF-8 BOM). Messages name
 * piles by their **0-based index as written in the file** (`pile index 2`), unlike the transcript, which
 * numbers them from 1.
 *
 * - `empty-file`: the file holds nothing but blank lines (or nothing at all). Line 1, column 1.
 * - `header-fields`: line 1 is not exactly two fields `counters;piles`. At the end of a short line, or at
 *   the first extra `;`.
 * - `counters-not-positive`: the number of counters is 0. At that number.
 * - `piles-not-positive`: the number of piles is 0. At that number.
 * - `missing-start`: the file ends before line 2, the starting piles. Line 2, column 1.
 * - `piles-count-mismatch`: line 2 does not hold exactly as many numbers as the header's piles. At the end of
 *   a short line (`expected` the header's count, `actual` the count found), or at the first extra `;`
 *   (`expected` only).
 * - `piles-sum-mismatch`: the starting piles do not add up to the counters. Column 1; `expected` the counters,
 *   `actual` the exact sum.
 * - `not-a-number`: a field is empty or is not plain decimal digits (no sign, no decimals, no spaces inside a
 *   field). At the offending character, which the message quotes; an empty field is reported where it ends.
 * - `number-too-long`: a number has more than 100,000 significant digits: converting longer decimal text to
 *   a bigint takes time quadratic in its length. Refused as soon as the digit past the limit is read. At the
 *   number.
 * - `move-fields`: a move line is not exactly two fields `pile;count`. At the end of a short line, or at the
 *   first extra `;`.
 * - `pile-out-of-range`: a move names a pile index outside `0 .. piles - 1`. At the pile index; `actual` the index.
 * - `count-zero`: a move takes 0 tokens. At the count.
 * - `count-exceeds-pile`: a move takes more tokens than its pile holds. At the count; `expected` the tokens
 *   in the pile (the most it may take), `actual` the count.
 * - `empties-all-piles`: a move would leave no token at all. At the count.
 * - `move-after-end`: a move follows the move that left exactly one token (or a start with one token). At the
 *   first character of that line.
 * - `not-finished`: the file ends while more than one token remains. Column 1 of the line after the last
 *   move, where the next move was due; `expected` 1, `actual` the tokens remaining.
 * - `blank-line`: a blank line (empty or only spaces and tabs) is followed by more content. Blank lines at
 *   the end are ignored. Column 1 of the first such blank line.
 * - `lone-carriage-return`: a `\r` not immediately followed by `\n`, including one at the very end. At the `\r`.
 *
 * @example
 * ```ts
 * const check = validateGame('12;3\n3;3;6\n0;4\n');
 * if (!check.valid && check.error.code === 'count-exceeds-pile') console.log(check.error.line); // 3
 * ```
 *
 * @category Records
 */
export type GameErrorCode =
  | 'empty-file'
  | 'header-fields'
  | 'counters-not-positive'
  | 'piles-not-positive'
  | 'missing-start'
  | 'piles-count-mismatch'
  | 'piles-sum-mismatch'
  | 'not-a-number'
  | 'number-too-long'
  | 'move-fields'
  | 'pile-out-of-range'
  | 'count-zero'
  | 'count-exceeds-pile'
  | 'empties-all-piles'
  | 'move-after-end'
  | 'not-finished'
  | 'blank-line'
  | 'lone-carriage-return';

/**
 * The first problem found in an invalid game file, with where it is and why.
 *
 * Optional fields are present only where {@link GameErrorCode} says so; they are never `undefined`.
 *
 * @example
 * ```ts
 * const check = validateGame('12;3\n3;3;6\n2;7\n');
 * if (!check.valid) {
 *   check.error.message; // 'line 3, column 3: pile index 2 has 6 tokens, cannot take 7'
 * }
 * ```
 *
 * @category Records
 */
export interface GameDiagnostic {
  /** Which rule is broken. */
  readonly code: GameErrorCode;
  /** The 1-based line of the problem. */
  readonly line: number;
  /** The 1-based column, in characters of the line after a BOM. */
  readonly column: number;
  /** One plain sentence starting `line L, column C: `. */
  readonly message: string;
  /** The 0-based index of the move whose line holds the problem, for problems on a move line. */
  readonly moveIndex?: number;
  /** What the rule required (a count or a sum), where {@link GameErrorCode} says. */
  readonly expected?: number | bigint;
  /** What the file holds instead, where {@link GameErrorCode} says. */
  readonly actual?: number | bigint;
}

/**
 * A valid game: its header, starting piles, number of moves and loser.
 *
 * Every number is a `number` when the counters are a safe integer; otherwise `counters` and every pile are
 * `bigint`s, read exactly.
 *
 * @example
 * ```ts
 * const check = validateGame('12;3\n3;3;6\n0;3\n2;5\n1;3\n');
 * if (check.valid) console.log(check.start, check.moves, check.loser); // [3, 3, 6] 3 2
 * ```
 *
 * @category Records
 */
export interface ValidGame {
  /** The discriminant: the game is valid. */
  readonly valid: true;
  /** The total number of tokens, from line 1. */
  readonly counters: number | bigint;
  /** The starting piles, from line 2. */
  readonly start: readonly number[] | readonly bigint[];
  /** How many moves the file records. */
  readonly moves: number;
  /** The player whose turn it is when one token remains: 1 or 2. */
  readonly loser: 1 | 2;
}

/**
 * An invalid game: the first problem in reading order.
 *
 * @example
 * ```ts
 * const check = validateGame('12;4\n3;3;6\n');
 * if (!check.valid) console.log(check.error.code); // 'piles-count-mismatch'
 * ```
 *
 * @category Records
 */
export interface InvalidGame {
  /** The discriminant: the game is invalid. */
  readonly valid: false;
  /** Where and why. */
  readonly error: GameDiagnostic;
}

/**
 * The result of checking a game file: {@link ValidGame} or {@link InvalidGame}, told apart by `valid`.
 *
 * @example
 * ```ts
 * const check: GameCheck = validateGame(text);
 * console.log(check.valid ? `player ${check.loser} loses` : check.error.message);
 * ```
 *
 * @category Records
 */
export type GameCheck = ValidGame | InvalidGame;

/**
 * One move as the parser applies it, passed to {@link GameValidatorOptions.onMove}.
 *
 * @example
 * ```ts
 * createGameValidator({ onMove: (move) => console.log(move.player, move.pileIndex, move.count) });
 * ```
 *
 * @category Records
 */
export interface GameMove {
  /** The 0-based index of the move (0 for the first move, on line 3). */
  readonly moveIndex: number;
  /** Who moved: player 1 makes the first move. */
  readonly player: 1 | 2;
  /** The 0-based pile index, as written in the file. */
  readonly pileIndex: number;
  /** How many tokens were taken: a `bigint` when the game's counters exceed the safe-integer range. */
  readonly count: number | bigint;
  /**
   * The piles after the move. This is the parser's live array: read it during the callback, copy it to keep
   * it, never modify it.
   */
  readonly piles: readonly number[] | readonly bigint[];
}

/**
 * Options for {@link createGameValidator}.
 *
 * The callbacks run as the input is read, before the whole file is known to be valid: collect what they
 * report and use it only if {@link GameValidator.end} says the game is valid (as {@link simulateGame} does).
 * An exception thrown by a callback propagates out of {@link GameValidator.write}; discard the validator then.
 *
 * @example
 * ```ts
 * const lines: string[] = [];
 * createGameValidator({ onStart: (piles) => lines.push(piles.join(' ')) });
 * ```
 *
 * @category Records
 */
export interface GameValidatorOptions {
  /**
   * Called once, after line 2 is read and checked, with the starting piles (the live array: copy to keep).
   */
  readonly onStart?: (piles: readonly number[] | readonly bigint[]) => void;
  /** Called after each valid move is applied. */
  readonly onMove?: (move: GameMove) => void;
}

/**
 * An incremental game-file validator: feed it the file in chunks of any size, then call `end`.
 *
 * Memory stays bounded by the number of piles (and the length of the longest number), not by the size of the
 * input, so a Web `ReadableStream`, a Node stream or a whole string all go through the same code.
 *
 * @example
 * ```ts
 * const validator = createGameValidator();
 * for await (const chunk of stream) validator.write(chunk);
 * const check = validator.end();
 * ```
 *
 * @category Records
 */
export interface GameValidator {
  /**
   * Reads the next chunk. Chunks may split lines, numbers, `\r\n` pairs and UTF-8 characters anywhere; a
   * string chunk may even end between the two halves of a surrogate pair. After the first problem, further
   * chunks are ignored.
   *
   * @param chunk - UTF-8 bytes, or text.
   * @throws `TypeError` if `chunk` is neither a string nor a `Uint8Array`.
   * @throws {@link GameValidatorError} with code `write-after-end` if called after {@link GameValidator.end}.
   * @example
   * ```ts
   * validator.write('12;3\n3;3');
   * validator.write(new TextEncoder().encode(';6\n'));
   * ```
   */
  write(chunk: Uint8Array | string): void;
  /**
   * Whether the input is already known to be invalid, with its diagnostic complete: later writes cannot
   * change the result, so a reader may stop reading and call {@link GameValidator.end}.
   *
   * @example
   * ```ts
   * for await (const chunk of stream) {
   *   validator.write(chunk);
   *   if (validator.isInvalid) break;
   * }
   * ```
   */
  readonly isInvalid: boolean;
  /**
   * Ends the input and returns the verdict: the first problem, or the valid game. Calling it again returns
   * the same result.
   *
   * @returns The {@link GameCheck}.
   * @example
   * ```ts
   * const check = validator.end();
   * if (!check.valid) console.error(check.error.message);
   * ```
   */
  end(): GameCheck;
}
