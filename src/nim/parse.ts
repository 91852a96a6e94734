// Reading a game back from its repr, `Nim(3, 4, 5)`. A hand-written scanner, not a regular expression: a
// pattern with a repeated group over a million numbers exhausts the regex engine's backtracking stack, and a
// scanner can say exactly which character is wrong. One pass, linear in the text, no recursion.

import { AssertionError } from '../errors/index.js';
import { QUOTE_LIMIT, describeValue } from '../internal/integers.js';
import type { Heap } from '../types.js';

/** Which JavaScript type a game's heaps have: every heap of a game has the same one.
 *
 * @category Nim
 */
export type HeapKind = 'number' | 'bigint';

/** The longest decimal that can be a safe integer: 9007199254740991 has 16 digits. */
const SAFE_DIGITS = 16;

/**
 * Whether the character code is a separator: an ASCII space, tab, line feed or carriage return. Unicode
 * spaces (U+00A0, U+2003, ...) are not: a repr is ASCII, and a look-alike space usually means the text was
 * pasted from a document, which the caller should hear about rather than have silently accepted.
 */
function isBlank(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

/** `character 7 ("x")` or `character 7 (U+00A0)`, for the unparsable details. */
function describeCharacter(text: string, index: number): string {
  const code = text.codePointAt(index) ?? 0;
  const shown = code > 0x20 && code < 0x7f ? JSON.stringify(String.fromCharCode(code)) : `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  const note = code > 0x7f && /\s/u.test(String.fromCodePoint(code)) ? ', a non-ASCII space: only ASCII spaces, tabs and line breaks separate' : '';
  return `character ${index + 1} (${shown}${note})`;
}

function unparsable(detail: string): AssertionError {
  return new AssertionError('invalid heaps', 'unparsable', detail);
}

/** One heap's digits as a heap of the wanted kind, or `invalid heaps` when a number heap is not safe. */
function toHeap(digits: string, kind: HeapKind, position: number): Heap {
  if (kind === 'bigint') return BigInt(digits);
  const value = digits.length > SAFE_DIGITS ? Number.POSITIVE_INFINITY : Number(digits);
  if (!Number.isSafeInteger(value)) {
    const shown = digits.length > QUOTE_LIMIT ? describeValue(digits) : digits;
    throw new AssertionError(
      'invalid heaps',
      'not-a-heap-size',
      `heap ${position} is ${shown}: beyond Number.MAX_SAFE_INTEGER; parse with kind 'bigint' for larger heaps`,
    );
  }
  return value;
}

/**
 * The heaps of a repr: `Nim(`, two or more decimal numbers separated by commas, `)`, with ASCII blanks
 * allowed around every token. Throws {@link AssertionError} `invalid heaps` with code `unparsable` and a
 * detail naming the first wrong character.
 *
 * @category Nim
 */
export function parseRepr(text: string, kind: HeapKind): Heap[] {
  const end = text.length;
  let index = 0;
  const skipBlanks = (): void => {
    while (index < end && isBlank(text.charCodeAt(index))) index++;
  };
  const expect = (token: string, what: string): void => {
    skipBlanks();
    if (!text.startsWith(token, index)) {
      throw unparsable(index >= end ? `the text ends where ${what} should be` : `${describeCharacter(text, index)} is where ${what} should be`);
    }
    index += token.length;
  };
  skipBlanks();
  if (!text.startsWith('Nim(', index)) throw unparsable(`the text must start with 'Nim(' (after blanks), not ${describeValue(text.slice(index, index + 4))}`);
  index += 4;
  const heaps: Heap[] = [];
  for (;;) {
    skipBlanks();
    const start = index;
    while (index < end && isDigit(text.charCodeAt(index))) index++;
    if (index === start) {
      throw unparsable(index >= end ? 'the text ends where a heap size should be' : `${describeCharacter(text, index)} is where a heap size should be`);
    }
    heaps.push(toHeap(text.slice(start, index), kind, heaps.length + 1));
    skipBlanks();
    if (text.charCodeAt(index) !== 0x2c) break; // ','
    index++;
  }
  expect(')', "',' or ')'");
  skipBlanks();
  if (index < end) throw unparsable(`${describeCharacter(text, index)} follows the closing ')'`);
  if (heaps.length < 2) throw unparsable(`a game needs at least two heaps, the text has ${heaps.length}`);
  return heaps;
}
