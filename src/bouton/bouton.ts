// Bouton's theory of Nim (seed 001): the nim-sum, winning moves in normal and misère play, and the
// `nim.txt` solver. Pure functions only; one private move generator serves every query.
import { NimFileError } from '../errors.js';
import { TWO_POW_32, checkHeapList, describeValue, xor53 } from '../internal/integers.js';
import type { Move } from '../types.js';

/**
 * Options for the strategy functions and {@link solveNimFile}.
 *
 * @example
 * ```ts
 * const options: BoutonOptions = { misere: true };
 * winningMove([1, 1, 5], options); // { heap: 3, count: 4 }
 * ```
 */
export interface BoutonOptions {
  /**
   * Misère play: the player who takes the last counter **loses**. Defaults to `false` (normal play:
   * the player who takes the last counter wins).
   */
  readonly misere?: boolean;
}

// Multiplying by 2^-32 is exact, and ToInt32 of the product truncates it to the high 21 bits.
const TWO_POW_MINUS_32 = 1 / TWO_POW_32;
// A heap size times 2^971 overflows to Infinity exactly when it is 2^53 or more; see wideNimSum.
const TWO_POW_971 = 2 ** 971;
const TWO_POW_MINUS_971 = 2 ** -971;

/** Number or bigint arithmetic, so one move generator serves both kinds of heap list. */
interface HeapArithmetic<T extends number | bigint> {
  readonly zero: T;
  readonly one: T;
  /** The nim-sum of a list, validating every entry. */
  readonly nimSum: (heaps: readonly T[]) => T;
  readonly xor: (a: T, b: T) => T;
  readonly subtract: (a: T, b: T) => T;
}

/**
 * The nim-sum of safe-integer heaps, validating every entry. Lists that start with a small heap take the
 * int32 lane; the others, and whatever the int32 lane cannot take, go to the 53-bit lane. Keeping the two
 * lanes in separate functions lets V8 specialise each on its own kind of array (small integers, or
 * doubles): measured, that alone made the 53-bit lane about 10 % faster.
 */
function numberNimSum(heaps: readonly number[]): number {
  const first = heaps[0];
  return first !== undefined && (first | 0) === first ? int32NimSum(heaps) : wideNimSum(heaps, 0, 0);
}

/**
 * The int32 lane: XORs four entries at a time while all four are integers in the int32 range, which V8
 * proves for free on arrays it stores as small integers, so the loop is loads, ORs and XORs. The OR of
 * every entry catches a negative one. It hands the rest of the list to {@link wideNimSum} at the first
 * group it cannot take; the last few entries go to {@link int32Tail}, so a list of small integers never
 * reaches the 53-bit lane: V8 would throw away that lane's code, specialised for doubles, on every call.
 */
function int32NimSum(heaps: readonly number[]): number {
  const length = heaps.length;
  let low = 0;
  let signs = 0;
  let index = 0;
  /* eslint-disable @typescript-eslint/non-nullable-type-assertion-style -- `!` is banned; `as number` means the same */
  for (; index + 3 < length; index += 4) {
    const a = heaps[index] as number;
    const b = heaps[index + 1] as number;
    const c = heaps[index + 2] as number;
    const d = heaps[index + 3] as number;
    // `x | 0` equals x exactly for an int32 `number`: not for a fraction, a larger number, NaN, a string or null.
    if ((a | 0) !== a || (b | 0) !== b || (c | 0) !== c || (d | 0) !== d) break;
    signs |= a | b | c | d;
    low ^= a ^ b ^ c ^ d;
  }
  /* eslint-enable @typescript-eslint/non-nullable-type-assertion-style */
  if (signs < 0) checkHeapList(heaps); // throws, naming the index
  return index + 3 < length ? wideNimSum(heaps, index, low) : int32Tail(heaps, index, low);
}

/** The last zero to three entries of the int32 lane, one at a time; anything else goes to {@link wideNimSum}. */
function int32Tail(heaps: readonly number[], start: number, lowSoFar: number): number {
  let low = lowSoFar;
  for (let index = start; index < heaps.length; index++) {
    const heap = heaps[index] as number; // eslint-disable-line @typescript-eslint/non-nullable-type-assertion-style -- as above
    if ((heap | 0) !== heap || heap < 0) return wideNimSum(heaps, index, low);
    low ^= heap;
  }
  return low >>> 0;
}

/** `typeof value !== 'number'`, as a function so the loop below can ask it of entries typed `number`. */
function isNotNumber(value: unknown): boolean {
  return typeof value !== 'number';
}

/**
 * The 53-bit lane: the nim-sum of `heaps` from `start` on, XORed into `lowSoFar`, validating every entry.
 * JS `^` sees only the low 32 bits (ToInt32 is exact modulo 2^32), so the high 21 bits, `heap * 2^-32`
 * truncated, are XORed in a second accumulator.
 *
 * Validation costs no branch per entry. The excess `|heap * 2^971| * 2^-971 - floor(heap)` is exactly 0 for
 * a non-negative integer below 2^53 (scaling by a power of two is exact there, and 2^53 - 1 scales to
 * `Number.MAX_VALUE`). It is positive for a fraction or a negative number, +Infinity from 2^53 up (the
 * scaled value overflows) and NaN for NaN or +Infinity. No excess is negative, so nothing cancels: their sum
 * is 0 exactly when every entry is valid. A `typeof` test catches strings, booleans, null, undefined (also a
 * hole) and objects, which the arithmetic would coerce; V8 drops it for arrays it knows hold only numbers. A
 * bigint or a symbol makes the arithmetic throw, which `checkedNumberNimSum` turns into `checkHeapList`'s
 * TypeError. Unrolled by four with two sums, this measured 1.5 to 1.6 times the naive 32-bit loop, against
 * 2.3 times for a branch on a rebuilt value per entry. A bad entry sends the list to `checkHeapList`, which
 * names it.
 */
function wideNimSum(heaps: readonly number[], start: number, lowSoFar: number): number {
  // Local copies: the bundler turns module constants into mutable `var`s, which V8 reloads every iteration.
  const scaleDown = TWO_POW_MINUS_32;
  const overflowUp = TWO_POW_971;
  const overflowDown = TWO_POW_MINUS_971;
  const length = heaps.length;
  let low = lowSoFar;
  let high = 0;
  let excess = 0;
  let excessOther = 0;
  let numbers = true;
  let index = start;
  /* eslint-disable @typescript-eslint/non-nullable-type-assertion-style -- `!` is banned; `as number` means the same */
  // The zero to three entries past a multiple of four come first: the unrolled loop then needs no tail, and
  // this code has seen entries when V8 compiles the loop in the middle of a first long call.
  for (const stop = index + ((length - index) % 4); index < stop; index++) {
    const heap = heaps[index] as number;
    if (isNotNumber(heap)) numbers = false;
    excess += Math.abs(heap * overflowUp) * overflowDown - Math.floor(heap);
    low ^= heap;
    high ^= heap * scaleDown;
  }
  for (; index < length; index += 4) {
    // A hole reads as undefined, which the typeof test rejects.
    const a = heaps[index] as number;
    const b = heaps[index + 1] as number;
    const c = heaps[index + 2] as number;
    const d = heaps[index + 3] as number;
    if (isNotNumber(a) || isNotNumber(b) || isNotNumber(c) || isNotNumber(d)) numbers = false;
    excess += Math.abs(a * overflowUp) * overflowDown - Math.floor(a) + (Math.abs(b * overflowUp) * overflowDown - Math.floor(b));
    excessOther += Math.abs(c * overflowUp) * overflowDown - Math.floor(c) + (Math.abs(d * overflowUp) * overflowDown - Math.floor(d));
    low ^= a ^ b ^ c ^ d;
    high ^= (a * scaleDown) ^ (b * scaleDown) ^ (c * scaleDown) ^ (d * scaleDown);
  }
  /* eslint-enable @typescript-eslint/non-nullable-type-assertion-style */
  if (!numbers || excess + excessOther !== 0) checkHeapList(heaps); // throws, naming the index
  return (high >>> 0) * TWO_POW_32 + (low >>> 0);
}

/** {@link numberNimSum}, with a bigint among the numbers reported as a mix, naming its index. */
function checkedNumberNimSum(heaps: readonly number[]): number {
  try {
    return numberNimSum(heaps);
  } catch (error) {
    checkHeapList(heaps); // throws the descriptive TypeError for the bigint
    throw error; // unreachable: checkHeapList has thrown
  }
}

function bigintNimSum(heaps: readonly bigint[]): bigint {
  let sum = 0n;
  // eslint-disable-next-line @typescript-eslint/prefer-for-of -- indexed for speed, as in numberNimSum
  for (let index = 0; index < heaps.length; index++) {
    const heap = heaps[index];
    if (typeof heap === 'bigint' && heap >= 0n) {
      sum ^= heap;
    } else {
      checkHeapList(heaps); // throws, naming the index
    }
  }
  return sum;
}

const NUMBER_ARITHMETIC: HeapArithmetic<number> = {
  zero: 0,
  one: 1,
  nimSum: checkedNumberNimSum,
  xor: xor53,
  subtract: (a, b) => a - b,
};

const BIGINT_ARITHMETIC: HeapArithmetic<bigint> = {
  zero: 0n,
  one: 1n,
  nimSum: bigintNimSum,
  xor: (a, b) => a ^ b,
  subtract: (a, b) => a - b,
};

/** Checks the `misere` option, which reaches us from JavaScript callers too. */
function checkOptions(misere: unknown): boolean {
  if (typeof misere !== 'boolean') {
    throw new TypeError(`options.misere must be a boolean, got ${describeValue(misere)}`);
  }
  return misere;
}

/**
 * Misère end-game moves, or `undefined` when two or more heaps exceed 1: then misère play follows normal
 * play, because no single move can reach a position without a heap larger than 1.
 */
function misereEndGameMoves<T extends number | bigint>(
  heaps: readonly T[],
  arithmetic: HeapArithmetic<T>,
  limit: number,
): Move<T>[] | undefined {
  let largeHeap: Move<T> | undefined;
  let ones = 0;
  let number = 1;
  for (const heap of heaps) {
    if (heap > arithmetic.one) {
      if (largeHeap !== undefined) return undefined;
      largeHeap = { heap: number, count: heap };
    } else if (heap === arithmetic.one) {
      ones++;
    }
    number++;
  }
  if (largeHeap !== undefined) {
    // One heap above 1: the only winning move empties it or cuts it to 1, leaving an odd number of 1-heaps.
    const size = largeHeap.count;
    return [{ heap: largeHeap.heap, count: ones % 2 === 1 ? size : arithmetic.subtract(size, arithmetic.one) }];
  }
  // Only heaps of 0 and 1: the player facing an odd number of 1-heaps loses, so with an even (non-zero)
  // number, taking any one of them wins.
  const moves: Move<T>[] = [];
  if (ones % 2 === 1) return moves;
  number = 1;
  for (const heap of heaps) {
    if (moves.length >= limit) break;
    if (heap === arithmetic.one) moves.push({ heap: number, count: arithmetic.one });
    number++;
  }
  return moves;
}

/**
 * The one move generator: up to `limit` winning moves, in heap order. A caller that has validated the list
 * and computed its nim-sum passes it as `sum`. In normal play these are the moves
 * to a nim-sum of 0: exactly the heaps holding the top bit of the nim-sum X, where `h XOR X < h`.
 */
function generateWinningMoves<T extends number | bigint>(
  heaps: readonly T[],
  arithmetic: HeapArithmetic<T>,
  misere: boolean,
  limit: number,
  sum: T = arithmetic.nimSum(heaps),
): Move<T>[] {
  if (misere) {
    const endGame = misereEndGameMoves(heaps, arithmetic, limit);
    if (endGame !== undefined) return endGame;
  }
  const moves: Move<T>[] = [];
  if (sum === arithmetic.zero) return moves;
  let number = 1;
  for (const heap of heaps) {
    const target = arithmetic.xor(heap, sum);
    if (target < heap) {
      moves.push({ heap: number, count: arithmetic.subtract(heap, target) });
      if (moves.length >= limit) break;
    }
    number++;
  }
  return moves;
}

/** Checks the list and runs the generator with the arithmetic its first entry calls for. */
function winningMovesOf(
  heaps: readonly number[] | readonly bigint[],
  misere: boolean,
  limit: number,
): Move[] | Move<bigint>[] {
  if (!Array.isArray(heaps)) checkHeapList(heaps); // throws a TypeError naming the argument
  // Every entry is validated by the arithmetic's nimSum; the first one only picks the arithmetic.
  return typeof heaps[0] === 'bigint'
    ? generateWinningMoves(heaps as readonly bigint[], BIGINT_ARITHMETIC, misere, limit)
    : generateWinningMoves(heaps as readonly number[], NUMBER_ARITHMETIC, misere, limit);
}

/** Whether every heap is empty: the end of the game (also for an empty list). Call after validation. */
function isEndPosition(heaps: readonly number[] | readonly bigint[]): boolean {
  return !(heaps as readonly (number | bigint)[]).some((heap) => heap > 0);
}

/**
 * The nim-sum: the XOR of all heap sizes. The player to move loses normal-play Nim exactly when it is 0.
 * Exact over all 53 bits of a safe integer (JS `^` alone sees only 32), and for bigints of any size.
 *
 * @param heaps - Non-negative safe integers. An empty list has nim-sum 0.
 * @returns The XOR of the heap sizes, a `number`.
 * @throws `TypeError` or `RangeError` naming the offending index (`heaps[2] must be a non-negative safe
 * integer, got 1.5`), also for a list mixing numbers and bigints.
 * @example
 * ```ts
 * nimSum([9, 7, 12]);    // 2
 * nimSum([8, 13, 5]);    // 0
 * nimSum([2 ** 40, 3]);  // 1099511627779 (2^40 + 3)
 * ```
 */
export function nimSum(heaps: readonly number[]): number;
/**
 * The nim-sum of bigint heaps: the XOR of all heap sizes, exact for any size.
 *
 * @param heaps - Non-negative bigints.
 * @returns The XOR of the heap sizes, a `bigint`.
 * @throws `TypeError` or `RangeError` naming the offending index.
 * @example
 * ```ts
 * nimSum([2n ** 64n, 1n, 1n]); // 18446744073709551616n
 * ```
 */
export function nimSum(heaps: readonly bigint[]): bigint;
export function nimSum(heaps: readonly number[] | readonly bigint[]): number | bigint {
  if (!Array.isArray(heaps)) checkHeapList(heaps); // throws a TypeError naming the argument
  return typeof heaps[0] === 'bigint' ? bigintNimSum(heaps as readonly bigint[]) : checkedNumberNimSum(heaps as readonly number[]);
}

/**
 * Bouton's winning move for the player to move, or `null` when every move loses against perfect play.
 *
 * Normal play is the seed's rule: with X the nim-sum, take from the **first** heap (lowest number) whose
 * size h has `h XOR X < h`, leaving `h XOR X`. Misère play (whoever takes the last counter loses) makes the
 * same move except in the end game: when it would leave no heap larger than 1, it leaves an **odd** number
 * of 1-heaps instead; with only heaps of 0 and 1 it takes a 1-heap when their number is even.
 *
 * In misère play the empty position (every heap 0) is a **win** for the player to move, since the
 * opponent took the last counter, but there is no move to make: `winningMove` returns `null` there and
 * {@link isWinning} returns `true`.
 *
 * @param heaps - Non-negative safe integers; heap 1 is `heaps[0]`.
 * @param options - `misere` (default `false`).
 * @returns The move, with a 1-based `heap` ready for `nim.remove(move.heap, move.count)`, or `null`.
 * @throws `TypeError` or `RangeError` naming the offending index of a bad list, or for a non-boolean
 * `misere`.
 * @example
 * ```ts
 * winningMove([9, 7, 12]);                   // { heap: 2, count: 2 }
 * winningMove([8, 13, 5]);                   // null: nim-sum 0
 * winningMove([1, 1, 5], { misere: true });  // { heap: 3, count: 4 }: leaves three 1-heaps
 * ```
 */
export function winningMove(heaps: readonly number[], options?: BoutonOptions): Move | null;
/**
 * Bouton's winning move for bigint heaps, or `null` when the player to move loses.
 *
 * @param heaps - Non-negative bigints; heap 1 is `heaps[0]`.
 * @param options - `misere` (default `false`).
 * @returns The move with a `bigint` count, or `null`.
 * @throws `TypeError` or `RangeError` naming the offending index.
 * @example
 * ```ts
 * winningMove([2n ** 64n, 1n]); // { heap: 1, count: 18446744073709551615n }
 * ```
 */
export function winningMove(heaps: readonly bigint[], options?: BoutonOptions): Move<bigint> | null;
export function winningMove(
  heaps: readonly number[] | readonly bigint[],
  { misere = false }: BoutonOptions = {},
): Move | Move<bigint> | null {
  return winningMovesOf(heaps, checkOptions(misere), 1)[0] ?? null;
}

/**
 * Every winning move for the player to move, ordered by heap number; empty when the player to move loses.
 * There is at most one winning move per heap. In normal play they are the moves to nim-sum 0; in misère
 * play see {@link winningMove} for the end game. The first is always {@link winningMove}'s move.
 *
 * @param heaps - Non-negative safe integers; heap 1 is `heaps[0]`.
 * @param options - `misere` (default `false`).
 * @returns The winning moves (1-based heaps), possibly empty.
 * @throws `TypeError` or `RangeError` naming the offending index of a bad list, or for a non-boolean
 * `misere`.
 * @example
 * ```ts
 * winningMoves([3, 5, 7]);                  // [{ heap: 1, count: 1 }, { heap: 2, count: 1 }, { heap: 3, count: 1 }]
 * winningMoves([1, 1, 0, 1, 1], { misere: true }); // one move per 1-heap: { heap: 1, count: 1 }, { heap: 2, count: 1 }, ...
 * ```
 */
export function winningMoves(heaps: readonly number[], options?: BoutonOptions): Move[];
/**
 * Every winning move for bigint heaps, ordered by heap number.
 *
 * @param heaps - Non-negative bigints; heap 1 is `heaps[0]`.
 * @param options - `misere` (default `false`).
 * @returns The winning moves with `bigint` counts, possibly empty.
 * @throws `TypeError` or `RangeError` naming the offending index.
 * @example
 * ```ts
 * winningMoves([5n, 6n]); // [{ heap: 2, count: 1n }]
 * ```
 */
export function winningMoves(heaps: readonly bigint[], options?: BoutonOptions): Move<bigint>[];
export function winningMoves(
  heaps: readonly number[] | readonly bigint[],
  { misere = false }: BoutonOptions = {},
): Move[] | Move<bigint>[] {
  return winningMovesOf(heaps, checkOptions(misere), Number.POSITIVE_INFINITY);
}

/**
 * Whether the player to move wins with perfect play. In normal play: the nim-sum is not 0. In misère play:
 * with a heap larger than 1, the nim-sum is not 0; otherwise the number of 1-heaps is even (so the empty
 * position is a win: the opponent took the last counter).
 *
 * @param heaps - Non-negative safe integers, or non-negative bigints (not mixed).
 * @param options - `misere` (default `false`).
 * @returns `true` when the player to move wins.
 * @throws `TypeError` or `RangeError` naming the offending index of a bad list, or for a non-boolean
 * `misere`.
 * @example
 * ```ts
 * isWinning([3, 4, 5]);                   // true
 * isWinning([1, 1, 1]);                   // true
 * isWinning([1, 1, 1], { misere: true }); // false
 * isWinning([], { misere: true });        // true
 * ```
 */
export function isWinning(heaps: readonly number[] | readonly bigint[], { misere = false }: BoutonOptions = {}): boolean {
  const isMisere = checkOptions(misere);
  if (winningMovesOf(heaps, isMisere, 1).length > 0) return true;
  // No winning move: a loss, except the misère end position, where the opponent took the last counter.
  return isMisere && isEndPosition(heaps);
}

// ---------------------------------------------------------------------------------------------------
// The `nim.txt` solver

const TAB = 9;
const CARRIAGE_RETURN = 13;
const SPACE = 32;
const DIGIT_ZERO = 48;
const BYTE_ORDER_MARK = 0xfeff;
/** Longest line or token quoted in full in an error message; a 50 MB line should not become one. */
const MAX_QUOTED_LENGTH = 60;

/** A line or token in double quotes for an error message: JSON escapes make tabs and `\r` visible. */
function quote(text: string): string {
  return JSON.stringify(text.length > MAX_QUOTED_LENGTH ? `${text.slice(0, MAX_QUOTED_LENGTH)}…` : text);
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** Reads `text` one line at a time without copying it: `start`/`end` bound the current line's content. */
class LineCursor {
  readonly #text: string;
  #next: number;
  /** The 1-based number of the current line; 0 before the first. */
  number = 0;
  start = 0;
  /** The end of the current line's content, before `\n` or `\r\n`. */
  end = 0;

  constructor(text: string) {
    this.#text = text;
    this.#next = text.charCodeAt(0) === BYTE_ORDER_MARK ? 1 : 0;
  }

  /** Moves to the next line; `false` at the end of the text. A final `\n` does not start another line. */
  advance(): boolean {
    const text = this.#text;
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
      if (!this.isBlank()) return true;
    }
    return false;
  }

  isBlank(): boolean {
    const text = this.#text;
    for (let index = this.start; index < this.end; index++) {
      const code = text.charCodeAt(index);
      if (code !== SPACE && code !== TAB) return false;
    }
    return true;
  }

  /** The current line without surrounding spaces and tabs, quoted for an error message. */
  quotedLine(): string {
    return quote(this.#text.slice(this.start, this.end).replace(/^[ \t]+|[ \t]+$/g, ''));
  }

  /** The current line's tokens: runs of characters other than space and tab. */
  tokens(): string[] {
    return this.#text
      .slice(this.start, this.end)
      .split(/[ \t]+/)
      .filter((token) => token !== '');
  }

  fail(problem: string, code: ConstructorParameters<typeof NimFileError>[1]): never {
    throw new NimFileError(`line ${this.number}: ${problem}`, code, this.number);
  }
}

/** Reads the first line: the number of data sets, one non-negative decimal integer. */
function readDataSetCount(lines: LineCursor): number {
  if (!lines.advanceToContent()) {
    lines.number = 1;
    lines.fail('the file has no data-set count (it is empty or blank)', 'empty-file');
  }
  const tokens = lines.tokens();
  const [count] = tokens;
  if (tokens.length !== 1 || count === undefined || !/^\d+$/.test(count)) {
    lines.fail(`${lines.quotedLine()}: not a count of data sets (expected one non-negative integer)`, 'not-a-count');
  }
  // A count too large to be exact can never be met, so rounding it changes no outcome.
  return Number(count);
}

/**
 * Solves the data set on the current line and writes its output line. Digits are accumulated as a double
 * and XORed into the nim-sum in the same scan; if any size reaches 2^53 the accumulation may have rounded,
 * so the whole line is read again as exact bigints.
 */
function solveDataSet(text: string, lines: LineCursor, misere: boolean, output: AsciiWriter): void {
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
    let value = 0;
    do {
      const digit = code - DIGIT_ZERO;
      if (digit < 0 || digit > 9) {
        let tokenEnd = index;
        while (tokenEnd < end && (code = text.charCodeAt(tokenEnd)) !== SPACE && code !== TAB) tokenEnd++;
        const token = text.slice(tokenStart, tokenEnd);
        lines.fail(`${lines.quotedLine()}: ${quote(token)} is not a heap size`, 'not-a-heap-size');
      }
      value = value * 10 + digit;
      index++;
    } while (index < end && (code = text.charCodeAt(index)) !== SPACE && code !== TAB);
    if (value > Number.MAX_SAFE_INTEGER) isHuge = true;
    low ^= value;
    high ^= value * TWO_POW_MINUS_32;
    heaps.push(value);
  }
  if (heaps.length < 2) {
    lines.fail(`${lines.quotedLine()}: a data set needs at least two heap sizes, found ${heaps.length}`, 'too-few-heaps');
  }
  const [move] = isHuge
    ? generateWinningMoves(lines.tokens().map(BigInt), BIGINT_ARITHMETIC, misere, 1)
    : generateWinningMoves(heaps, NUMBER_ARITHMETIC, misere, 1, (high >>> 0) * TWO_POW_32 + (low >>> 0));
  writeOutcome(output, move, misere && isEndPosition(heaps));
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
    const grown = new Uint8Array(Math.max(2 * this.#bytes.length, this.#length + extra));
    grown.set(this.#bytes);
    this.#bytes = grown;
  }

  toString(): string {
    return new TextDecoder().decode(this.#bytes.subarray(0, this.#length));
  }
}

/**
 * Writes the output line for one data set. `isMisereEnd` marks the misère position with every heap empty:
 * already won, since the opponent took the last counter, though there is nothing to remove.
 */
function writeOutcome(output: AsciiWriter, move: Move | Move<bigint> | undefined, isMisereEnd: boolean): void {
  if (move === undefined) {
    output.write(isMisereEnd ? 'Win Game\n' : 'Lose Game\n');
    return;
  }
  output.write('Remove ');
  output.write(String(move.count));
  output.write(move.count === 1 || move.count === 1n ? ' counter from Heap ' : ' counters from Heap ');
  output.write(String(move.heap));
  output.write('\n');
}

/**
 * The seed's `Nim.py` as a function: solves every data set of a `nim.txt` file.
 *
 * **Input.** The first line is the number of data sets n; then n lines, each of two or more heap sizes
 * (non-negative decimal integers, leading zeros allowed) separated by one or more spaces or tabs. Leading
 * and trailing spaces or tabs, `\r\n` line ends, a final newline, a UTF-8 byte-order mark at the start
 * and blank lines anywhere are all fine. Sizes of 2^53 and above are read exactly as bigints, never rounded.
 *
 * **Output.** One line per data set, each ending in `\n`: `Lose Game` when the player to move loses
 * (nim-sum 0 in normal play), otherwise `Remove K counters from Heap H` (`counter` when K is 1) for
 * {@link winningMove}'s move. In misère play a data set of only empty heaps prints `Win Game`: the
 * opponent took the last counter, so the player to move has already won and has nothing to remove.
 *
 * @param text - The file's contents.
 * @param options - `misere` (default `false`) solves misère Nim instead of normal play.
 * @returns The output, one `\n`-terminated line per data set (`''` when n is 0).
 * @throws {@link NimFileError} for a malformed file, with the 1-based `line` and a `code`: `empty-file`,
 * `not-a-count`, `missing-line` (fewer data lines than n), `too-few-heaps`, `not-a-heap-size`, or
 * `extra-line` (a non-blank line after the n data sets). The message names the line, e.g.
 * `line 3: "12 x 4": "x" is not a heap size`.
 * @throws `TypeError` when `text` is not a string or `misere` is not a boolean.
 * @example
 * ```ts
 * solveNimFile('4\n3 4 5\n8 13 5\n123 675 296 864 917 532\n9 7 4 12\n');
 * // 'Remove 2 counters from Heap 1\nLose Game\nRemove 239 counters from Heap 3\nRemove 6 counters from Heap 2\n'
 * solveNimFile('2\n1 1 1\n0 0\n', { misere: true }); // 'Lose Game\nWin Game\n'
 * ```
 */
export function solveNimFile(text: string, { misere = false }: BoutonOptions = {}): string {
  if (typeof text !== 'string') throw new TypeError(`text must be a string, got ${describeValue(text)}`);
  const isMisere = checkOptions(misere);
  const lines = new LineCursor(text);
  const count = readDataSetCount(lines);
  const output = new AsciiWriter();
  for (let dataSet = 1; dataSet <= count; dataSet++) {
    if (!lines.advanceToContent()) {
      lines.number++;
      lines.fail(`the file ends before data set ${dataSet} of ${count}`, 'missing-line');
    }
    solveDataSet(text, lines, isMisere, output);
  }
  if (lines.advanceToContent()) {
    lines.fail(`${lines.quotedLine()}: unexpected line after ${plural(count, 'data set')}`, 'extra-line');
  }
  return output.toString();
}
