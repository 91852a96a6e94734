// Take-and-break codes (the notation of Winning Ways and CGSuite): reading `d0.d1d2…[…]` into a rule and printing
// the canonical code of a rule. Internal: the public face is HeapGame in ./heap-game.ts.

import { HeapGameCodeError, type HeapGameCodeErrorCode } from '../errors.js';
import { describeValue } from '../internal/integers.js';

/** Bit 1 of a digit: removing `k` may leave nothing (only when the heap had exactly `k`).
 *
 * @category Heap games
 */
export const LEAVE_NONE = 1;
/** Bit 2: removing `k` may leave one non-empty heap.
 *
 * @category Heap games
 */
export const LEAVE_ONE = 2;
/** Bit 4: removing `k` may leave two non-empty heaps.
 *
 * @category Heap games
 */
export const LEAVE_TWO = 4;
/** Bit 8: removing `k` may leave three non-empty heaps.
 *
 * @category Heap games
 */
export const LEAVE_THREE = 8;
/** The splitting bits: only these may carry a mark, and only these may appear before the point.
 *
 * @category Heap games
 */
export const SPLITS = LEAVE_TWO | LEAVE_THREE;
/** Mark `!` (stored in bit 4 of a digit code): the heaps left must be pairwise unequal.
 *
 * @category Heap games
 */
export const DISTINCT = 16;
/** Mark `?` (stored in bit 5): the heaps left must not all be equal.
 *
 * @category Heap games
 */
export const NOT_ALL_EQUAL = 32;

/** Whether a digit carries a mark (`!` or `?`): for two heaps left, either one means they must differ. */
export function leavesUnequal(digit: number): boolean {
  return (digit & (DISTINCT | NOT_ALL_EQUAL)) !== 0;
}

/**
 * Whether a digit may leave two or more heaps.
 *
 * @category Heap games
 */
export function isSplitDigit(digit: number): boolean {
  return (digit & SPLITS) !== 0;
}

/**
 * Whether the sparse-space method can take a digit: it leaves at most two heaps, and two heaps either freely
 * or only unequal (no other condition on the heaps left).
 *
 * @category Heap games
 */
export function isSparseDigit(digit: number): boolean {
  return (digit & LEAVE_THREE) === 0;
}

/**
 * A take-and-break rule. Each digit is a small integer: its low 4 bits are the code digit, plus
 * {@link DISTINCT} or {@link NOT_ALL_EQUAL} for a mark. Digit `k` (removing `k` counters) is `first` for
 * `k = 0`, `digits[k - 1]` for `1 <= k <= digits.length`, then `repeat` cycled forever (0 when empty).
 * Marks only ever apply to leaving two or more heaps; a rule built by {@link parseCode} or
 * {@link normaliseRule} is canonical, so equal rules are equal digit for digit.
 *
 * @category Heap games
 */
export interface Rule {
  readonly first: number;
  readonly digits: readonly number[];
  readonly repeat: readonly number[];
}

/** Codes longer than this are rejected before any scan: no published code comes near it.
 *
 * @category Heap games
 */
export const MAX_CODE_LENGTH = 10_000;

/** Digit `k` of a rule (see {@link Rule}).
 *
 * @category Heap games
 */
export function digitAt(rule: Rule, k: number): number {
  if (k === 0) return rule.first;
  if (k <= rule.digits.length) return rule.digits[k - 1] ?? 0;
  const { repeat } = rule;
  return repeat.length === 0 ? 0 : (repeat[(k - rule.digits.length - 1) % repeat.length] ?? 0);
}

/**
 * One digit in canonical form: a mark means nothing without a split, so it is dropped there; and when the
 * only split leaves two heaps, "not all equal" is the same as "pairwise unequal", so `?` becomes `!`.
 */
function normaliseDigit(digit: number): number {
  const bits = digit & 15;
  if ((bits & SPLITS) === 0) return bits;
  const mark = digit & (DISTINCT | NOT_ALL_EQUAL);
  if (mark === NOT_ALL_EQUAL && (bits & SPLITS) === LEAVE_TWO) return bits | DISTINCT;
  return bits | mark;
}

/** The smallest block whose repetition is `tail`. */
function primitiveRoot(tail: readonly number[]): number[] {
  const length = tail.length;
  for (let size = 1; size < length; size++) {
    if (length % size !== 0) continue;
    let repeats = true;
    for (let index = size; index < length && repeats; index++) repeats = tail[index] === tail[index - size];
    if (repeats) return tail.slice(0, size);
  }
  return [...tail];
}

/**
 * The canonical form of a rule: marks normalised, an all-zero repeat dropped, trailing zeros dropped, the
 * repeat reduced to its smallest block, and finite digits equal to the repeat folded into it (`0.3[3]` is
 * `0.[3]`, `0.7[37]` is `0.[73]`). Two rules that give every heap the same moves digit by digit then have
 * equal canonical forms.
 *
 * @category Heap games
 */
export function normaliseRule(first: number, digits: readonly number[], repeat: readonly number[]): Rule {
  const finite = digits.map(normaliseDigit);
  let tail = repeat.map(normaliseDigit);
  if (tail.every((digit) => digit === 0)) tail = [];
  if (tail.length === 0) {
    while (finite.length > 0 && finite[finite.length - 1] === 0) finite.pop();
  } else {
    tail = primitiveRoot(tail);
    // Fold: d_L equal to the repeat's last digit means the repeat can start one place earlier.
    while (finite.length > 0 && finite[finite.length - 1] === tail[tail.length - 1]) {
      finite.pop();
      tail.unshift(tail.pop() ?? 0);
    }
  }
  return { first: normaliseDigit(first), digits: finite, repeat: tail };
}

function digitText(digit: number): string {
  const mark = (digit & DISTINCT) !== 0 ? '!' : (digit & NOT_ALL_EQUAL) !== 0 ? '?' : '';
  return (digit & 15).toString(16) + mark;
}

/**
 * The canonical code of a canonical rule. A rule with no digits after the point prints without the point:
 * Grundy's game is `4!` and the game with no moves is `0`.
 *
 * @category Heap games
 */
export function formatRule(rule: Rule): string {
  const head = digitText(rule.first);
  if (rule.digits.length === 0 && rule.repeat.length === 0) return head;
  const repeat = rule.repeat.length === 0 ? '' : `[${rule.repeat.map(digitText).join('')}]`;
  return `${head}.${rule.digits.map(digitText).join('')}${repeat}`;
}

function fail(code: string, reason: HeapGameCodeErrorCode, position: number, what: string): never {
  // describeValue quotes at most 100 characters and never cuts a surrogate pair (an emoji) in half.
  throw new HeapGameCodeError(`bad heap-game code ${describeValue(code)}: ${what} at position ${position}`, reason, position);
}

/** The character at `position` as quoted in a message: a whole code point, so an emoji is not cut in half. */
function characterAt(code: string, position: number): string {
  return JSON.stringify(String.fromCodePoint(code.codePointAt(position) ?? 0));
}

/** The value of a hex digit character code, or -1. */
function hexValue(charCode: number): number {
  if (charCode >= 48 && charCode <= 57) return charCode - 48;
  if (charCode >= 97 && charCode <= 102) return charCode - 87;
  if (charCode >= 65 && charCode <= 70) return charCode - 55;
  return -1;
}

/**
 * Reads a take-and-break code into its canonical rule in one left-to-right pass (linear time, no
 * backtracking). `d0` may be omitted before the point (`.07` is `0.07`), and the point may be omitted when
 * no digit follows it (`4!` is `4!.`).
 *
 * @throws TypeError when `code` is not a string; {@link HeapGameCodeError} for a malformed code, with the
 * 0-based position of the offending character.
 *
 * @category Heap games
 */
export function parseCode(code: unknown): Rule {
  if (typeof code !== 'string') throw new TypeError(`code must be a string, got ${typeof code}`);
  if (code.length === 0) fail(code, 'empty-code', 0, 'the code is empty');
  if (code.length > MAX_CODE_LENGTH) fail(code, 'too-long', MAX_CODE_LENGTH, `the code is longer than ${MAX_CODE_LENGTH} characters`);
  let first = 0;
  const digits: number[] = [];
  const repeat: number[] = [];
  let section: 'head' | 'digits' | 'repeat' | 'closed' = 'head';
  let headDigits = 0;
  let repeatStart = -1;
  // Whether the previous character was a digit that may still take a mark.
  let markable = false;
  for (let position = 0; position < code.length; position++) {
    const char = code[position] ?? '';
    if (section === 'closed') fail(code, 'text-after-repeat', position, `${characterAt(code, position)} after the closing "]"`);
    const value = hexValue(code.charCodeAt(position));
    if (value >= 0) {
      if (section === 'head') {
        if (headDigits++ > 0) fail(code, 'additive-code', position, 'a second digit before the point (additive codes are not supported)');
        if ((value & ~SPLITS) !== 0) fail(code, 'bad-first-digit', position, `digit ${JSON.stringify(char)} before the point may only split a heap (0, 4, 8 or c)`);
        first = value;
      } else {
        (section === 'digits' ? digits : repeat).push(value);
      }
      markable = true;
      continue;
    }
    if (char === '!' || char === '?') {
      if (!markable) fail(code, 'misplaced-mark', position, `${JSON.stringify(char)} does not follow a digit`);
      const mark = char === '!' ? DISTINCT : NOT_ALL_EQUAL;
      if (section === 'head') first |= mark;
      else {
        const list = section === 'digits' ? digits : repeat;
        list[list.length - 1] = (list[list.length - 1] ?? 0) | mark;
      }
      markable = false;
      continue;
    }
    markable = false;
    if (char === '.') {
      if (section !== 'head') fail(code, 'second-point', position, 'a second "."');
      section = 'digits';
    } else if (char === '[') {
      if (section === 'repeat') fail(code, 'nested-repeat', position, '"[" inside a repeat');
      if (section === 'head') fail(code, 'bad-character', position, '"[" before the point');
      section = 'repeat';
      repeatStart = position;
    } else if (char === ']' && section === 'repeat') {
      if (repeat.length === 0) fail(code, 'empty-repeat', repeatStart, 'an empty repeat "[]"');
      section = 'closed';
    } else {
      fail(code, 'bad-character', position, `${characterAt(code, position)} is not a hex digit, ".", "!", "?", "[" or "]"`);
    }
  }
  if (section === 'repeat') fail(code, 'unclosed-repeat', repeatStart, '"[" without its "]"');
  return normaliseRule(first, digits, repeat);
}
