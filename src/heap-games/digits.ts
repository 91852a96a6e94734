// The digits of take-and-break codes in CGSuite's notation: what each bit means, the canonical form of a digit
// and of a rule, and the canonical code CGSuite prints and reads back. Internal: ./code.ts reads codes.

/** Bit 1 of a digit (bit `j` = may leave `j` heaps): removing `k` may leave nothing (the heap had exactly `k`).
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
/** The most heaps a digit may name one by one (`{23}`; CGSuite allows 63): bits 0 to 23 of a digit.
 *
 * @category Heap games
 */
export const MAX_LEAVE = 23;
/** The heap-count bits of a digit: bit `j` (0 to {@link MAX_LEAVE}) says removing `k` may leave `j` heaps.
 *
 * @category Heap games
 */
export const LEAVE_COUNTS = 2 ** (MAX_LEAVE + 1) - 1;
/**
 * Flag `+` of a braced digit (`{2+}`): the digit may also leave any number of heaps above its largest count
 * bit, so `{2+}` leaves two or more heaps and `*` (`{0+}`) any number.
 *
 * @category Heap games
 */
export const LEAVE_MORE = 2 ** (MAX_LEAVE + 1);
/** Mark `!`: the heaps left (two or more) must be pairwise unequal.
 *
 * @category Heap games
 */
export const DISTINCT = 2 ** (MAX_LEAVE + 2);
/** Mark `?`: the heaps left (two or more) must not all be equal.
 *
 * @category Heap games
 */
export const NOT_ALL_EQUAL = 2 ** (MAX_LEAVE + 3);
/** Mark `=`: the heaps left (two or more) must all be equal.
 *
 * @category Heap games
 */
export const ALL_EQUAL = 2 ** (MAX_LEAVE + 4);
/** The three marks. A digit carries at most one; it constrains only a move that leaves two or more heaps. */
export const MARKS = DISTINCT | NOT_ALL_EQUAL | ALL_EQUAL;
/** The splitting part of a digit (two or more heaps, or `+`): only a digit with one of these bits may carry a mark.
 *
 * @category Heap games
 */
export const SPLITS = (LEAVE_COUNTS & ~(LEAVE_NONE | LEAVE_ONE)) | LEAVE_MORE;

/** Whether a digit carries `!` or `?`: for two heaps left, either one means they must differ.
 *
 * @category Heap games
 */
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
 * Whether the two-heap sparse-space method can take a digit: it leaves at most two heaps, and two heaps either
 * freely or only unequal (`!`, `?`); never `=`, three or more heaps, or `+`.
 *
 * @category Heap games
 */
export function isSparseDigit(digit: number): boolean {
  return (digit & ~(LEAVE_NONE | LEAVE_ONE | LEAVE_TWO | DISTINCT | NOT_ALL_EQUAL)) === 0;
}

/**
 * The largest heap count a digit names (its highest count bit), or -1 for 0. With {@link LEAVE_MORE} the digit
 * leaves this many heaps or more.
 *
 * @category Heap games
 */
export function topCount(digit: number): number {
  const counts = digit & LEAVE_COUNTS;
  return counts === 0 ? -1 : 31 - Math.clz32(counts);
}

/**
 * Whether a digit may leave exactly `heaps` heaps (before its mark is applied).
 *
 * @category Heap games
 */
export function leavesCount(digit: number, heaps: number): boolean {
  if (heaps <= MAX_LEAVE && (digit & 2 ** heaps) !== 0) return true;
  return (digit & LEAVE_MORE) !== 0 && heaps > topCount(digit);
}

/**
 * A take-and-break rule. Digit `k` (removing `k` counters) is `first` for `k = 0`, `digits[k - 1]` for
 * `1 <= k <= digits.length`, then `repeat` cycled forever (0 when empty). A digit is its heap-count bits
 * ({@link LEAVE_COUNTS}), plus {@link LEAVE_MORE} for `+`, plus at most one mark ({@link DISTINCT},
 * {@link NOT_ALL_EQUAL}, {@link ALL_EQUAL}); every digit stays below 2^28, so bit operations on it are safe.
 * A rule built by {@link parseCode} or {@link normaliseRule} is canonical: equal rules are equal digit for digit.
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
 * One digit in canonical form, so that two digits giving every heap the same moves are equal: `+` keeps only
 * the lowest count of the run of counts it continues (`{2,3+}` is `{2+}`), but never below one heap (`*`,
 * `{0+}`, is kept as counts 0 and 1 and `+`, so bit 2 says "one heap" for every digit); a mark without a split is dropped
 * (it constrains only two or more heaps); when the only split leaves exactly two heaps, "not all equal" is
 * "pairwise unequal", so `?` becomes `!`; of several marks (never from the reader) the first of `!`, `?`, `=`.
 *
 * @category Heap games
 */
export function normaliseDigit(digit: number): number {
  let counts = digit & LEAVE_COUNTS;
  const more = counts !== 0 && (digit & LEAVE_MORE) !== 0;
  if (more) {
    // `+` past 0 heaps allows one heap: that bit is set, so every reader of bit 2 sees it.
    if (counts === LEAVE_NONE) counts |= LEAVE_ONE;
    let top = topCount(counts);
    while (top > 1 && (counts & 2 ** (top - 1)) !== 0) {
      counts -= 2 ** top;
      top--;
    }
  }
  const splits = more || (counts & ~(LEAVE_NONE | LEAVE_ONE)) !== 0;
  let mark = digit & DISTINCT ? DISTINCT : digit & NOT_ALL_EQUAL ? NOT_ALL_EQUAL : digit & ALL_EQUAL ? ALL_EQUAL : 0;
  if (!splits) mark = 0;
  if (mark === NOT_ALL_EQUAL && !more && (counts & ~(LEAVE_NONE | LEAVE_ONE)) === LEAVE_TWO) mark = DISTINCT;
  return counts + (more ? LEAVE_MORE : 0) + mark;
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
 * The canonical form of a rule: digits normalised ({@link normaliseDigit}; the first without bit 1, which
 * cannot act on a non-empty heap), an all-zero repeat dropped, trailing zeros dropped, the repeat reduced to
 * its smallest block, and finite digits equal to the repeat folded into it (`0.3[3]` is `0.[3]`, `0.7[37]` is
 * `0.[73]`). Two rules that give every heap the same moves digit by digit then have equal canonical forms.
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
  return { first: normaliseDigit(first & ~LEAVE_NONE), digits: finite, repeat: tail };
}

/** CGSuite's digit characters: values 0 to 31 print as one character, larger ones as `&N;`. */
const DIGIT_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUV';

/**
 * A canonical digit as CGSuite prints it: one character below 32 (`7`, `F`, `V`), `&N;` from 32, `*` for
 * `{0+}`, `{a,b,c+}` for `+`, then its mark.
 *
 * @category Heap games
 */
export function digitText(digit: number): string {
  const counts = digit & LEAVE_COUNTS;
  const mark = digit & DISTINCT ? '!' : digit & NOT_ALL_EQUAL ? '?' : digit & ALL_EQUAL ? '=' : '';
  if ((digit & LEAVE_MORE) === 0) return (counts < 32 ? DIGIT_CHARACTERS.charAt(counts) : `&${counts};`) + mark;
  if (counts === (LEAVE_NONE | LEAVE_ONE)) return `*${mark}`;
  const listed: number[] = [];
  for (let heaps = 0; heaps <= MAX_LEAVE; heaps++) if ((counts & 2 ** heaps) !== 0) listed.push(heaps);
  return `{${listed.join(',')}+}${mark}`;
}

/**
 * The canonical code of a canonical rule, as CGSuite prints it: always a digit, the point and at least one digit
 * after it (Grundy's game is `4!.0` and the game with no moves `0.0`), letters upper case.
 *
 * @category Heap games
 */
export function formatRule(rule: Rule): string {
  const head = digitText(rule.first);
  if (rule.digits.length === 0 && rule.repeat.length === 0) return `${head}.0`;
  const repeat = rule.repeat.length === 0 ? '' : `[${rule.repeat.map(digitText).join('')}]`;
  return `${head}.${rule.digits.map(digitText).join('')}${repeat}`;
}
