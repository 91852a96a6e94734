// Telling nimkit's errors apart by name and code, across its ESM and CJS builds. Internal; the face is
// ./index.ts.

import type {
  AssertionError,
  GameValidatorError,
  HeapGameCodeError,
  IllegalMoveError,
  MatchRecordError,
  NimFileError,
  NimkitError,
  PlayerError,
} from './classes.js';
import type {
  AssertionErrorCode,
  GameValidatorErrorCode,
  HeapGameCodeErrorCode,
  IllegalMoveCode,
  MatchRecordErrorCode,
  NimFileErrorCode,
  PlayerErrorCode,
} from './codes.js';

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
