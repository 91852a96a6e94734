// Take-and-break codes in CGSuite's notation: reading `d0.d1d2…[…]` into a canonical rule in one left-to-right
// pass. The digits, their canonical form and the printed code live in ./digits.ts (re-exported here, where the
// rest of the folder reads them). Internal: the public face is HeapGame in ./heap-game.ts.

import { HeapGameCodeError, type HeapGameCodeErrorCode } from '../errors/index.js';
import { describeValue } from '../internal/integers.js';
import { ALL_EQUAL, DISTINCT, LEAVE_MORE, LEAVE_NONE, LEAVE_ONE, MAX_CODE_LENGTH, MAX_LEAVE, NOT_ALL_EQUAL, normaliseRule, topCount, type Rule } from './digits.js';

export {
  ALL_EQUAL,
  DISTINCT,
  digitAt,
  digitText,
  formatRule,
  isSparseDigit,
  isSplitDigit,
  LEAVE_COUNTS,
  LEAVE_MORE,
  LEAVE_NONE,
  LEAVE_ONE,
  LEAVE_THREE,
  LEAVE_TWO,
  leavesCount,
  leavesUnequal,
  MARKS,
  MAX_CODE_LENGTH,
  MAX_LEAVE,
  normaliseDigit,
  normaliseRule,
  NOT_ALL_EQUAL,
  SPLITS,
  topCount,
} from './digits.js';
export type { Rule } from './digits.js';

function fail(code: string, reason: HeapGameCodeErrorCode, position: number, what: string): never {
  // describeValue quotes at most 100 characters and never cuts a surrogate pair (an emoji) in half.
  throw new HeapGameCodeError(`bad heap-game code ${describeValue(code)}: ${what} at position ${position}`, reason, position);
}

/** The character at `position` as quoted in a message: a whole code point, so an emoji is not cut in half. */
function characterAt(code: string, position: number): string {
  return JSON.stringify(String.fromCodePoint(code.codePointAt(position) ?? 0));
}

/**
 * The value of a digit character as CGSuite reads it (`0`-`9`, then `A`-`V` or `a`-`v` for 10 to 31: base 32),
 * the value a letter `W`-`Z` would have (32 to 35) negated and less one, so the reader can refuse it with a
 * hint, or -1 for any other character.
 */
function digitValue(charCode: number): number {
  if (charCode >= 48 && charCode <= 57) return charCode - 48;
  const upper = charCode >= 97 && charCode <= 122 ? charCode - 32 : charCode;
  if (upper >= 65 && upper <= 86) return upper - 55;
  if (upper >= 87 && upper <= 90) return -(upper - 55) - 1;
  return -1;
}

/** The mark a character stands for (`!`, `?`, `=`), or 0. */
function markOf(char: string): number {
  return char === '!' ? DISTINCT : char === '?' ? NOT_ALL_EQUAL : char === '=' ? ALL_EQUAL : 0;
}

const isDecimal = (charCode: number): boolean => charCode >= 48 && charCode <= 57;

/** A digit read at some position: its value, where the next character is, and whether it holds its own marks. */
interface Token {
  value: number;
  end: number;
  innerMarks: boolean;
}

/** A decimal number from `start`: its value (capped just above `MAX_LEAVE`, so huge ones stay cheap) and its end. */
function readCount(code: string, start: number): { count: number; end: number } {
  let end = start;
  let count = 0;
  while (end < code.length && isDecimal(code.charCodeAt(end))) {
    count = Math.min(count * 10 + code.charCodeAt(end) - 48, 2 ** 31);
    end++;
  }
  return { count, end };
}

/** `&N;`: a digit of any value up to 2^24 - 1, in decimal. */
function readEscape(code: string, start: number): Token {
  const { count, end } = readCount(code, start + 1);
  if (end === start + 1 || code.charAt(end) !== ';') fail(code, 'bad-escape', start, '"&" must be followed by a decimal number and ";"');
  if (count > 2 ** (MAX_LEAVE + 1) - 1) fail(code, 'too-many-heaps', start, `a digit leaving more than ${MAX_LEAVE} heaps`);
  return { value: count, end: end + 1, innerMarks: false };
}

/**
 * `{a,b,c}` or `{a,b,c+}`: the heap counts a digit allows, in any order, each with an optional mark. Marks of
 * counts of two or more heaps must agree (a mark on 0 or 1 heaps means nothing), and with `+` the largest
 * count's mark goes on to every larger count; the digit carries the one mark that remains.
 */
function readBraces(code: string, start: number): Token {
  let counts = 0;
  let position = start + 1;
  const markAt: number[] = [];
  for (;;) {
    if (position >= code.length) fail(code, 'unclosed-brace', start, '"{" without its "}"');
    if (code.charAt(position) === '}' && position === start + 1) fail(code, 'empty-braces', start, 'an empty "{}"');
    const { count, end } = readCount(code, position);
    if (end === position) fail(code, 'bad-brace', position, `${characterAt(code, position)} in braces where a heap count belongs`);
    if (count > MAX_LEAVE) fail(code, 'too-many-heaps', position, `a count of more than ${MAX_LEAVE} heaps`);
    counts |= 2 ** count;
    const mark = markOf(code.charAt(end));
    markAt[count] = mark;
    position = mark === 0 ? end : end + 1;
    const next = code.charAt(position);
    if (next === ',') {
      position++;
      continue;
    }
    let more = false;
    if (next === '+') {
      more = true;
      position++;
    }
    if (position >= code.length) fail(code, 'unclosed-brace', start, '"{" without its "}"');
    if (code.charAt(position) !== '}') fail(code, 'bad-brace', position, `${characterAt(code, position)} in braces where ",", "+" or "}" belongs`);
    const top = topCount(counts);
    // The marks of the counts that can split (with `+`, the largest count's mark goes on past it).
    const marks = new Set<number>();
    for (let heaps = 2; heaps <= top; heaps++) if ((counts & 2 ** heaps) !== 0) marks.add(markAt[heaps] ?? 0);
    if (more) marks.add(markAt[top] ?? 0);
    if (marks.size > 1) fail(code, 'mixed-marks', start, 'different marks for different heap counts in one digit');
    const innerMarks = markAt.some((mark) => mark > 0);
    return { value: counts + (more ? LEAVE_MORE : 0) + ([...marks][0] ?? 0), end: position + 1, innerMarks };
  }
}

/** The digit that starts at `position` (a character, `&N;`, `*` or braces), or `undefined` when none does. */
function readDigit(code: string, position: number): Token | undefined {
  const charCode = code.charCodeAt(position);
  const value = digitValue(charCode);
  if (value >= 0) return { value, end: position + 1, innerMarks: false };
  if (value < -1) {
    // W-Z: CGSuite's digits stop at V (31), so a typo such as 0.7x is refused, not read as the digit 33.
    const meant = -value - 1;
    fail(code, 'bad-character', position, `${characterAt(code, position)} is not a digit (digits are 0-9 and A-V, 0 to 31; write &${meant}; for the digit ${meant})`);
  }
  if (charCode === 38) return readEscape(code, position);
  if (charCode === 42) return { value: LEAVE_NONE | LEAVE_MORE, end: position + 1, innerMarks: false };
  if (charCode === 123) return readBraces(code, position);
  return undefined;
}

/** What a character that no code may hold is told. */
const EXPECTED = 'a digit (0-9, A-V), "&", "*", "{", ".", "!", "?", "=", "[" or "]"';

/**
 * Reads a take-and-break code in CGSuite's notation into its canonical rule, in one left-to-right pass (linear
 * time, no backtracking). Digits are CGSuite's: `0`-`9` and `A`-`V` in either case (values 0 to 31, base 32:
 * bit `j` = may leave `j` heaps; `W`-`Z` are refused with a hint to write `&32;` to `&35;`), `&N;` (any value
 * below 2^24), `*` (any number of heaps) or braces `{2,3}`, `{2+}`; each may
 * carry one mark `!`, `?` or `=`. Laxer than CGSuite in two ways: `d0` may be left out before the point (`.07`
 * is `0.07`), and the point when no digit follows it (`4!` is `4!.0`).
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
  // The previous digit, while it may still take a mark: whether it holds marks of its own inside braces.
  let markable: Token | undefined;
  let position = 0;
  while (position < code.length) {
    if (section === 'closed') fail(code, 'text-after-repeat', position, `${characterAt(code, position)} after the closing "]"`);
    const token = readDigit(code, position);
    if (token !== undefined) {
      if (section === 'head') {
        if (headDigits++ > 0) fail(code, 'additive-code', position, 'a second digit before the point (additive codes are not supported)');
        if ((token.value & LEAVE_ONE) !== 0 || ((token.value & LEAVE_MORE) !== 0 && topCount(token.value) <= 1)) {
          fail(code, 'bad-first-digit', position, `digit ${JSON.stringify(code.slice(position, token.end))} before the point may leave one heap (removing nothing must split a heap)`);
        }
        first = token.value;
      } else {
        (section === 'digits' ? digits : repeat).push(token.value);
      }
      markable = token;
      position = token.end;
      continue;
    }
    const char = code.charAt(position);
    const mark = markOf(char);
    if (mark !== 0) {
      if (markable === undefined) fail(code, 'misplaced-mark', position, `${JSON.stringify(char)} does not follow a digit`);
      if (markable.innerMarks || (markable.value & (DISTINCT | NOT_ALL_EQUAL | ALL_EQUAL)) !== 0) {
        fail(code, 'mixed-marks', position, `${JSON.stringify(char)} after braces that carry their own marks`);
      }
      if (section === 'head') first |= mark;
      else {
        const list = section === 'digits' ? digits : repeat;
        list[list.length - 1] = (list[list.length - 1] ?? 0) | mark;
      }
      markable = undefined;
      position++;
      continue;
    }
    markable = undefined;
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
      fail(code, 'bad-character', position, `${characterAt(code, position)} is not ${EXPECTED}`);
    }
    position++;
  }
  if (section === 'repeat') fail(code, 'unclosed-repeat', repeatStart, '"[" without its "]"');
  return normaliseRule(first, digits, repeat);
}
