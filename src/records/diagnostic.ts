// The first problem of a game file, as the parser keeps it and as `GameDiagnostic` reports it.
import type { GameDiagnostic, GameErrorCode } from './types.js';
import { decoder } from './utf8.js';

export type Details = Pick<GameDiagnostic, 'moveIndex' | 'expected' | 'actual'>;

/** The first problem, kept raw until `end` so a multi-byte character it quotes can arrive in a later chunk.
 *
 * @category Records
 */
export interface Failure {
  readonly code: GameErrorCode;
  readonly line: number;
  readonly column: number;
  /** The message after `line L, column C: `; when `found` is set, the quoted character follows it. */
  readonly text: string;
  readonly details: Details;
  /** The bytes of the offending character, or null when the message quotes none. */
  readonly found: number[] | null;
  /** Continuation bytes still expected for `found`. */
  foundNeed: number;
}


/** The public diagnostic of a failure, its quoted character (if any) decoded.
 *
 * @category Records
 */
export function diagnosticOf(failure: Failure): GameDiagnostic {
  let text = failure.text;
  if (failure.found !== null) {
    const decoded = decoder().decode(Uint8Array.from(failure.found));
    text += JSON.stringify(String.fromCodePoint(decoded.codePointAt(0) ?? 0xfffd)); // at least one byte: at least one character
  }
  return {
    code: failure.code,
    line: failure.line,
    column: failure.column,
    message: `line ${failure.line}, column ${failure.column}: ${text}`,
    ...failure.details,
  };
}
