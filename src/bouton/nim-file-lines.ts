// Line-level reading of a `nim.txt` file for the solver: a cursor over the lines that never copies the text,
// and the pieces of error messages. Every scan here is a single pass over the characters it looks at, with
// no regular expression, so every error path stays linear however long a line is.
import { NimFileError, type NimFileErrorCode } from '../errors/index.js';

export const TAB = 9;
const CARRIAGE_RETURN = 13;
export const SPACE = 32;
export const DIGIT_ZERO = 48;
const BYTE_ORDER_MARK = 0xfeff;
/** Longest line or token quoted in full in an error message; a 50 MB line should not become one.
 *
 * @category Bouton
 */
const MAX_QUOTED_LENGTH = 60;

function isBlank(code: number): boolean {
  return code === SPACE || code === TAB;
}

/**
 * `text[start, end)` without surrounding spaces and tabs, in double quotes for an error message: JSON
 * escapes make tabs and `\r` visible. Only the first {@link MAX_QUOTED_LENGTH} characters are copied, with
 * `…` after them, so quoting costs the blanks skipped plus 60 characters, never the whole line.
 *
 * @category Bouton
 */
export function quoteRange(text: string, start: number, end: number): string {
  let from = start;
  let to = end;
  while (from < to && isBlank(text.charCodeAt(from))) from++;
  while (to > from && isBlank(text.charCodeAt(to - 1))) to--;
  const cut = to - from > MAX_QUOTED_LENGTH;
  return JSON.stringify(cut ? `${text.slice(from, from + MAX_QUOTED_LENGTH)}…` : text.slice(from, to));
}

/** `1 data set`, `3 data sets`.
 *
 * @category Bouton
 */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** Reads `text` one line at a time without copying it: `start`/`end` bound the current line's content.
 *
 * @category Bouton
 */
export class LineCursor {
  readonly text: string;
  #next: number;
  /** The 1-based number of the current line; 0 before the first. */
  number = 0;
  start = 0;
  /** The end of the current line's content, before `\n` or `\r\n`. */
  end = 0;

  constructor(text: string) {
    this.text = text;
    this.#next = text.charCodeAt(0) === BYTE_ORDER_MARK ? 1 : 0;
  }

  /** Moves to the next line; `false` at the end of the text. A final `\n` does not start another line. */
  advance(): boolean {
    const text = this.text;
    if (this.#next >= text.length) return false;
    const newline = text.indexOf('\n', this.#next);
    this.start = this.#next;
    this.end = newline < 0 ? text.length : newline;
    this.#next = newline < 0 ? text.length : newline + 1;
    if (this.end > this.start && text.charCodeAt(this.end - 1) === CARRIAGE_RETURN) this.end--;
    this.number++;
    return true;
  }

  /** Moves to the next line that is not blank (spaces and tabs only); `false` at the end of the text. */
  advanceToContent(): boolean {
    while (this.advance()) {
      if (this.skipBlanks(this.start) < this.end) return true;
    }
    return false;
  }

  /** The first index from `index` on that is not a space or a tab, or the line's end. */
  skipBlanks(index: number): number {
    let at = index;
    while (at < this.end && isBlank(this.text.charCodeAt(at))) at++;
    return at;
  }

  /** The end of the token starting at `index`: the next space, tab or line end. */
  tokenEnd(index: number): number {
    let at = index;
    while (at < this.end && !isBlank(this.text.charCodeAt(at))) at++;
    return at;
  }

  /** The current line without surrounding spaces and tabs, quoted for an error message. */
  quotedLine(): string {
    return quoteRange(this.text, this.start, this.end);
  }

  fail(problem: string, code: NimFileErrorCode): never {
    throw new NimFileError(`line ${this.number}: ${problem}`, code, this.number);
  }
}
