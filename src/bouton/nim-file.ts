// The original course assignment's `Nim.py` program: read a `nim.txt` file and say, per data set, whether the player to
// move loses or which move wins. `analyzeNimFile` returns the answers as data; `solveNimFile` prints them in
// the assignment's exact words. Both go through one reader, which hands each outcome over as soon as it is known.
import { MAX_DECIMAL_DIGITS, TWO_POW_32, describeValue } from '../internal/integers.js';
import type { Move } from '../types.js';
import { isMisereOption, type BoutonOptions } from './heaps.js';
import { BIGINT_ARITHMETIC, NUMBER_ARITHMETIC, generateWinningMoves, isEndPosition } from './moves.js';
import { TWO_POW_MINUS_32 } from './nim-sum.js';
import { DIGIT_ZERO, LineCursor, SPACE, TAB, plural, quoteRange } from './nim-file-lines.js';

/**
 * Most significant digits a heap size may have: 100,000. Converting decimal text to a bigint takes time
 * quadratic in its length in V8 (about 20 ms for 100,000 digits, 40 s for 10^8), so longer sizes are refused
 * as soon as they are seen rather than after a long wait.
 *
 * @example
 * ```ts
 * const tooLong = '9'.repeat(MAX_HEAP_DIGITS + 1);
 * analyzeNimFile(`1\n${tooLong} 1\n`); // throws NimFileError, code 'number-too-long'
 * ```
 *
 * @category Bouton
 */
export const MAX_HEAP_DIGITS = MAX_DECIMAL_DIGITS;
/** The most data sets a count may promise: more lines than any string can hold, and exact as a `number`. */
const MAX_COUNT = Number.MAX_SAFE_INTEGER;

/**
 * What one data set of a `nim.txt` file comes to, for the player to move:
 *
 * - `{ kind: 'lose' }`: every move loses against perfect play (printed `Lose Game`);
 * - `{ kind: 'move', heap, count }`: Bouton's winning move, take `count` from the 1-based `heap` (printed
 *   `Remove K counters from Heap H`); `count` is a `bigint` when the line holds a size of 2^53 or more;
 * - `{ kind: 'win' }`: misère play only, every heap is empty, so the opponent took the last counter and the
 *   player to move has already won with nothing to remove (printed `Win Game`).
 *
 * @example
 * ```ts
 * const [first] = analyzeNimFile('1\n9 7 12\n');
 * if (first?.kind === 'move') console.log(first.heap, first.count); // 2 2
 * ```
 *
 * @category Bouton
 */
export type NimFileOutcome =
  | {
      /** Every move loses against perfect play. */
      readonly kind: 'lose';
    }
  | {
      /** Misère play, every heap empty: already won. */
      readonly kind: 'win';
    }
  | {
      /** Bouton's winning move. */
      readonly kind: 'move';
      /** The 1-based heap to take from. */
      readonly heap: number;
      /** How many counters to take: a `bigint` when the line holds a size of 2^53 or more. */
      readonly count: number | bigint;
    };

const LOSE: NimFileOutcome = Object.freeze({ kind: 'lose' });
const WIN: NimFileOutcome = Object.freeze({ kind: 'win' });

/** Reads the first line: the number of data sets, one non-negative decimal integer. */
function readDataSetCount(lines: LineCursor): number {
  if (!lines.advanceToContent()) {
    lines.number = 1;
    lines.fail('the file has no count of data sets: it is empty or blank, and its first line must hold that count', 'empty-file');
  }
  const text = lines.text;
  const start = lines.skipBlanks(lines.start);
  let index = start;
  while (index < lines.end && isDigitCode(text.charCodeAt(index))) index++;
  const digitsEnd = index;
  if (digitsEnd === start || lines.skipBlanks(digitsEnd) < lines.end) {
    lines.fail(`${lines.quotedLine()} is not a count of data sets: the count must be one non-negative decimal integer`, 'not-a-count');
  }
  let first = start;
  while (first < digitsEnd - 1 && text.charCodeAt(first) === DIGIT_ZERO) first++;
  const count = Number(text.slice(first, Math.min(digitsEnd, first + 17)));
  if (digitsEnd - first > 16 || count > MAX_COUNT) {
    lines.fail(
      `${lines.quotedLine()} (${plural(digitsEnd - first, 'digit')}) is too many data sets: no file holds more than ${MAX_COUNT} lines`,
      'count-too-large',
    );
  }
  return count;
}

function isDigitCode(code: number): boolean {
  return code >= DIGIT_ZERO && code <= DIGIT_ZERO + 9;
}

/** The heaps of the current line as exact bigints, for a line holding a size of 2^53 or more. */
function bigHeapsOf(lines: LineCursor): bigint[] {
  const heaps: bigint[] = [];
  for (let index = lines.skipBlanks(lines.start); index < lines.end; index = lines.skipBlanks(index)) {
    const end = lines.tokenEnd(index);
    heaps.push(BigInt(lines.text.slice(index, end)));
    index = end;
  }
  return heaps;
}

/**
 * Solves the data set on the current line. Digits are accumulated as a double and XORed into the nim-sum in
 * the same scan; if any size reaches 2^53 the accumulation may have rounded, so the line is read again as
 * exact bigints.
 */
function solveDataSet(lines: LineCursor, misere: boolean): NimFileOutcome {
  const text = lines.text;
  const heaps: number[] = [];
  let low = 0;
  let high = 0;
  let isHuge = false;
  let index = lines.start;
  const end = lines.end;
  while (index < end) {
    let code = text.charCodeAt(index);
    if (code === SPACE || code === TAB) {
      index++;
      continue;
    }
    const tokenStart = index;
    let significantStart = -1;
    let value = 0;
    do {
      const digit = code - DIGIT_ZERO;
      if (digit < 0 || digit > 9) {
        const token = quoteRange(text, tokenStart, lines.tokenEnd(index));
        lines.fail(`${lines.quotedLine()}: ${token} is not a heap size: heap sizes are non-negative decimal integers`, 'not-a-heap-size');
      }
      if (significantStart < 0 && digit !== 0) significantStart = index;
      value = value * 10 + digit;
      index++;
    } while (index < end && (code = text.charCodeAt(index)) !== SPACE && code !== TAB);
    if (value > Number.MAX_SAFE_INTEGER) {
      isHuge = true;
      if (index - significantStart > MAX_HEAP_DIGITS) {
        const token = quoteRange(text, tokenStart, index);
        lines.fail(
          `heap ${heaps.length + 1}, ${token}, has ${index - significantStart} digits: sizes of more than ${MAX_HEAP_DIGITS} digits are refused, as reading them would take minutes`,
          'number-too-long',
        );
      }
    }
    low ^= value;
    high ^= value * TWO_POW_MINUS_32;
    heaps.push(value);
  }
  if (heaps.length < 2) {
    lines.fail(`${lines.quotedLine()}: a data set needs at least two heap sizes, found ${heaps.length}`, 'too-few-heaps');
  }
  const [move] = isHuge
    ? generateWinningMoves(bigHeapsOf(lines), BIGINT_ARITHMETIC, misere, 1)
    : generateWinningMoves(heaps, NUMBER_ARITHMETIC, misere, 1, (high >>> 0) * TWO_POW_32 + (low >>> 0));
  return outcomeOf(move, misere && isEndPosition(heaps));
}

/** The outcome for a data set's winning move; `isMisereEnd` marks the misère position with every heap empty. */
function outcomeOf(move: Move | Move<bigint> | undefined, isMisereEnd: boolean): NimFileOutcome {
  if (move === undefined) return isMisereEnd ? WIN : LOSE;
  return { kind: 'move', heap: move.heap, count: move.count };
}

/** Reads the whole file, handing each data set's outcome to `visit` in order; throws at the first problem. */
function readNimFile(text: unknown, options: unknown, visit: (outcome: NimFileOutcome) => void): void {
  if (typeof text !== 'string') throw new TypeError(`text must be a string, got ${describeValue(text)}`);
  const misere = isMisereOption(options);
  const lines = new LineCursor(text);
  const count = readDataSetCount(lines);
  for (let dataSet = 1; dataSet <= count; dataSet++) {
    if (!lines.advanceToContent()) {
      lines.number++;
      lines.fail(
        `the file ends before data set ${dataSet}: the count promises ${plural(count, 'data set')}, the file holds ${dataSet - 1}`,
        'missing-line',
      );
    }
    visit(solveDataSet(lines, misere));
  }
  if (lines.advanceToContent()) {
    lines.fail(`${lines.quotedLine()}: unexpected line after ${plural(count, 'data set')}: the count promises no more`, 'extra-line');
  }
}

/**
 * The course assignment's `nim.txt` program as data: the outcome of every data set, in order. The file format, and the
 * errors, are those of {@link solveNimFile}, which prints these outcomes in the assignment's words.
 *
 * @param text - The file's contents.
 * @param options - `play`: `'normal'` (default) or `'misere'`.
 * @returns One {@link NimFileOutcome} per data set (empty when the count is 0).
 * @throws {@link NimFileError} for a malformed file, as {@link solveNimFile} documents.
 * @throws `TypeError` when `text` is not a string, `RangeError` or `TypeError` for a bad `play`.
 * @example
 * ```ts
 * analyzeNimFile('2\n3 4 5\n8 13 5\n');
 * // [{ kind: 'move', heap: 1, count: 2 }, { kind: 'lose' }]
 * analyzeNimFile('1\n0 0\n', { play: 'misere' }); // [{ kind: 'win' }]
 * ```
 *
 * @category Bouton
 */
export function analyzeNimFile(text: string, options?: BoutonOptions): NimFileOutcome[] {
  const outcomes: NimFileOutcome[] = [];
  readNimFile(text, options, (outcome) => outcomes.push(outcome));
  return outcomes;
}

/**
 * The output as ASCII bytes, decoded once at the end: a million short strings kept in an array cost
 * more in garbage collection than solving the positions.
 */
class AsciiWriter {
  #bytes = new Uint8Array(1 << 16);
  #length = 0;

  write(text: string): void {
    this.#reserve(text.length);
    const bytes = this.#bytes;
    let at = this.#length;
    for (let index = 0; index < text.length; index++) bytes[at++] = text.charCodeAt(index);
    this.#length = at;
  }

  #reserve(extra: number): void {
    if (this.#length + extra <= this.#bytes.length) return;
    // Growing by at least `extra`: one move's count may be longer than the whole buffer.
    const grown = new Uint8Array(Math.max(2 * this.#bytes.length, this.#length + extra));
    grown.set(this.#bytes);
    this.#bytes = grown;
  }

  toString(): string {
    return new TextDecoder().decode(this.#bytes.subarray(0, this.#length));
  }
}

/** Writes the assignment's line for one outcome: `Lose Game`, `Win Game`, or `Remove K counter(s) from Heap H`. */
function writeOutcome(output: AsciiWriter, outcome: NimFileOutcome): void {
  if (outcome.kind !== 'move') {
    output.write(outcome.kind === 'lose' ? 'Lose Game\n' : 'Win Game\n');
    return;
  }
  output.write('Remove ');
  output.write(String(outcome.count));
  // The assignment prints "counters"; a single one reads "counter", for number and bigint counts alike.
  output.write(outcome.count === 1 || outcome.count === 1n ? ' counter from Heap ' : ' counters from Heap ');
  output.write(String(outcome.heap));
  output.write('\n');
}

/**
 * The course assignment's `Nim.py` as a function: solves every data set of a `nim.txt` file, printing each outcome of
 * {@link analyzeNimFile} in the assignment's words.
 *
 * **Input.** The first line is the number of data sets n; then n lines, each of two or more heap sizes
 * (non-negative decimal integers, leading zeros allowed) separated by one or more spaces or tabs. Leading
 * and trailing spaces or tabs, `\r\n` line ends, a final newline, a UTF-8 byte-order mark at the start
 * and blank lines anywhere are all fine. Sizes of 2^53 and above are read exactly as bigints, never rounded,
 * up to {@link MAX_HEAP_DIGITS} significant digits.
 *
 * **Output.** One line per data set, each ending in `\n`: `Lose Game` when the player to move loses
 * (nim-sum 0 in normal play), otherwise `Remove K counters from Heap H` (`counter` when K is 1) for
 * {@link winningMove}'s move. In misère play a data set of only empty heaps prints `Win Game`: the
 * opponent took the last counter, so the player to move has already won and has nothing to remove.
 *
 * Every error is found in time linear in the file's length, however long its lines.
 *
 * @param text - The file's contents.
 * @param options - `play`: `'normal'` (default) or `'misere'` (misère Nim).
 * @returns The output, one `\n`-terminated line per data set (`''` when n is 0).
 * @throws {@link NimFileError} for a malformed file, with the 1-based `line` and a `code`: `empty-file`,
 * `not-a-count`, `count-too-large`, `missing-line` (fewer data lines than n), `too-few-heaps`,
 * `not-a-heap-size`, `number-too-long`, or `extra-line` (a non-blank line after the n data sets). The
 * message names the line, what is wrong and why, e.g.
 * `line 3: "12 x 4": "x" is not a heap size: heap sizes are non-negative decimal integers`. Quoted lines
 * and tokens are cut to 60 characters.
 * @throws `TypeError` when `text` is not a string, `RangeError` or `TypeError` for a bad `play`.
 * @example
 * ```ts
 * solveNimFile('4\n3 4 5\n8 13 5\n123 675 296 864 917 532\n9 7 4 12\n');
 * // 'Remove 2 counters from Heap 1\nLose Game\nRemove 239 counters from Heap 3\nRemove 6 counters from Heap 2\n'
 * solveNimFile('2\n1 1 1\n0 0\n', { play: 'misere' }); // 'Lose Game\nWin Game\n'
 * ```
 *
 * @category Bouton
 */
export function solveNimFile(text: string, options?: BoutonOptions): string {
  const output = new AsciiWriter();
  readNimFile(text, options, (outcome) => {
    writeOutcome(output, outcome);
  });
  return output.toString();
}

