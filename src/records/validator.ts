// The semicolon game-file validator and simulator of the course project. One incremental byte-level parser serves
// `validateGame`, `simulateGame` and the streaming CLI; this module holds the validating wrappers.
import { checkFunction } from '../internal/checks.js';
import { describeValue } from '../internal/integers.js';
import { GameParser } from './parser.js';
import { checkInput } from './simulate.js';
import type { GameCheck, GameValidator, GameValidatorOptions } from './types.js';

/**
 * Creates an incremental validator for the semicolon game format:
 *
 * ```text
 * counters;piles
 * p0;p1;...        (exactly `piles` numbers >= 0 adding up to `counters`)
 * pile;count       (zero or more moves, pile 0-based, 1 <= count <= tokens in the pile)
 * ```
 *
 * Numbers are plain decimal digits (leading zeros allowed: `007` is 7) read exactly, as bigints beyond the
 * safe-integer range. Spaces and tabs around a field are allowed, a UTF-8 BOM is skipped, lines end in `\n`
 * or `\r\n` (a lone `\r` is invalid), the final newline is optional and blank lines at the end are ignored.
 * A game is valid when no move empties every pile and exactly one token remains after the last move.
 *
 * @param options - Optional per-start and per-move callbacks.
 * @returns A fresh {@link GameValidator}.
 * @throws `TypeError` if `options` or a callback has the wrong type.
 * @example
 * ```ts
 * const validator = createGameValidator({ onMove: (move) => console.log(move.piles.join('  ')) });
 * validator.write('12;3\n3;3;6\n0;3\n2;5\n1;3\n');
 * validator.end(); // { valid: true, counters: 12, start: [3, 3, 6], moves: 3, loser: 2 }
 * ```
 *
 * @category Records
 */
export function createGameValidator(options: GameValidatorOptions = {}): GameValidator {
  if (typeof (options as unknown) !== 'object' || (options as unknown) === null) {
    throw new TypeError(`options must be an object, got ${describeValue(options)}`);
  }
  const { onStart, onMove } = options;
  if (onStart !== undefined) checkFunction(onStart, 'options.onStart');
  if (onMove !== undefined) checkFunction(onMove, 'options.onMove');
  return new GameParser(onStart, onMove);
}

/**
 * Validates a whole game file. Never throws for any string: every problem is reported in the result.
 *
 * @param text - The file's text, or its UTF-8 bytes.
 * @returns The {@link GameCheck}: the valid game, or the first problem with its line, column and code.
 * @throws `TypeError` if `text` is neither a string nor a `Uint8Array`.
 * @example
 * ```ts
 * validateGame('12;3\n3;3;6\n0;3\n2;5\n1;3\n').valid; // true
 * const check = validateGame('12;3\n3;3;6\n0;3\n2;5\n1;4\n');
 * if (!check.valid) check.error.message; // 'line 5, column 3: pile index 1 has 3 tokens, cannot take 4'
 * ```
 *
 * @category Records
 */
export function validateGame(text: string | Uint8Array): GameCheck {
  checkInput(text);
  const validator = new GameParser(undefined, undefined);
  validator.write(text);
  return validator.end();
}

