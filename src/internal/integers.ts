// Exact integer helpers shared by the strategy modules. Internal: not re-exported from the index.

/** 2^32: the scale between the low and high halves of a 53-bit integer. */
export const TWO_POW_32 = 4294967296;

/** Whether `value` is a non-negative safe integer `number` (`-0` counts as 0). */
export function isHeapSize(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/**
 * XOR of two non-negative safe integers, exact over all 53 bits. JS `^` truncates to 32 bits, so the
 * high 21 bits are XORed separately.
 */
export function xor53(a: number, b: number): number {
  const high = (Math.floor(a / TWO_POW_32) ^ Math.floor(b / TWO_POW_32)) >>> 0;
  const low = ((a >>> 0) ^ (b >>> 0)) >>> 0;
  return high * TWO_POW_32 + low;
}

/** The number of bits of a non-negative safe integer: 0 for 0, 1 for 1, 3 for 4 to 7, 53 for 2^52. */
export function bitLength(n: number): number {
  const high = Math.floor(n / TWO_POW_32);
  return high > 0 ? 64 - Math.clz32(high) : 32 - Math.clz32(n >>> 0);
}

/** The number of bits of a non-negative bigint, in O(bits). */
export function bigBitLength(n: bigint): number {
  return n === 0n ? 0 : n.toString(2).length;
}

/**
 * The most significant digits a decimal number read from text may have (a `nim.txt` heap size, a game-record
 * number). V8 converts decimal text to a bigint in time quadratic in its length (about 20 ms for 100,000
 * digits, 40 s for 10^8), so a longer number is refused as soon as its extra digit is read, before any
 * conversion; 100,000 digits is far beyond any game a person plays.
 */
export const MAX_DECIMAL_DIGITS = 100_000;

/** How many characters of a string or a number's digits an error message quotes before cutting. */
export const QUOTE_LIMIT = 100;

/** The largest bigint, in bits, that an error message converts to decimal digits. */
const BIG_QUOTE_BITS = 100_000;

/**
 * At most {@link QUOTE_LIMIT} characters of `text`, never ending inside a surrogate pair (a cut pair would
 * print as an escape), or `null` when the text fits whole.
 */
function cutText(text: string): string | null {
  if (text.length <= QUOTE_LIMIT) return null;
  const last = text.charCodeAt(QUOTE_LIMIT - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? QUOTE_LIMIT - 1 : QUOTE_LIMIT);
}

/** A control character as JSON escapes it (`\n`, `\u001b`), and the C1 controls JSON leaves alone (`\u009b`). */
function escapeControl(char: string): string {
  const code = char.charCodeAt(0);
  return code < 0x20 ? JSON.stringify(char).slice(1, -1) : `\\u${code.toString(16).padStart(4, '0')}`;
}

/** Every control character of `text` escaped (C0, DEL, C1), so a message quoting it stays one harmless line. */
export function escapeControls(text: string): string {
  // eslint-disable-next-line no-control-regex -- the control characters are what this finds
  return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, escapeControl);
}

/**
 * `text` whole when it has at most {@link QUOTE_LIMIT} characters, else cut there with `… (N characters)`; its
 * control characters escaped either way (a name holding `\u001b[2J` must not clear the reader's screen).
 */
export function clipText(text: string): string {
  const cut = cutText(text);
  return cut === null ? escapeControls(text) : `${escapeControls(cut)}… (${text.length} characters)`;
}

/**
 * A short, safe rendering of any value for an error message: strings are quoted (at most
 * {@link QUOTE_LIMIT} characters, then `…" (N characters)`), bigints of more than {@link QUOTE_LIMIT}
 * digits likewise, and objects are described by kind only. It never calls a user object's `valueOf`,
 * `toString` or any getter (they may throw, be slow or have side effects), and it stays short whatever the
 * size of the value, so a 50 MB string cannot become a 50 MB message.
 */
export function describeValue(value: unknown): string {
  switch (typeof value) {
    case 'string': {
      const cut = cutText(value);
      const quoted = JSON.stringify(cut ?? value).replace(/[\u007f-\u009f]/g, escapeControl);
      return cut === null ? quoted : `${quoted.slice(0, -1)}…" (${value.length} characters)`;
    }
    case 'bigint': {
      // Decimal conversion is superlinear: past ~30,000 digits name the size only.
      const bits = bigBitLength(value < 0n ? -value : value);
      if (bits > BIG_QUOTE_BITS) return `a bigint of ${bits} bits`;
      const digits = value.toString();
      const cut = cutText(digits);
      return cut === null ? `${digits}n` : `${cut}…n (${digits.length} digits)`;
    }
    case 'number':
    case 'undefined':
    case 'boolean':
      return String(value);
    case 'symbol':
      return 'a symbol';
    case 'function':
      return 'a function';
    default:
      return value === null ? 'null' : isArraySafely(value) ? 'an array' : 'an object';
  }
}

/** `Array.isArray`, which throws for a revoked proxy; such a value is just "an object" here. */
function isArraySafely(value: unknown): boolean {
  try {
    return Array.isArray(value);
  } catch {
    return false;
  }
}

/** Checks a size that must be a `number`: a non-negative safe integer, named `label` in the error. */
export function checkNumberSize(value: unknown, label: string): number {
  if (typeof value !== 'number') throw new TypeError(`${label} must be a number, got ${describeValue(value)}`);
  if (!isHeapSize(value)) throw new RangeError(`${label} must be a non-negative safe integer, got ${describeValue(value)}`);
  return value;
}

/** Checks a count or limit that must be a positive safe integer `number`, named `label` in the error. */
export function checkPositiveSize(value: unknown, label: string): number {
  if (typeof value !== 'number') throw new TypeError(`${label} must be a number, got ${describeValue(value)}`);
  if (!Number.isSafeInteger(value) || value < 1) throw new RangeError(`${label} must be a positive safe integer, got ${describeValue(value)}`);
  return value;
}

/**
 * Checks an array of `number` sizes, naming the entry (`heaps[2]`, or `label[2]`) in the error, and returns them read once,
 * entry by entry, into a fresh array: a getter or a proxy cannot change a heap after the check.
 */
export function checkNumberHeaps(heaps: unknown, label = 'heaps'): number[] {
  if (!Array.isArray(heaps)) throw new TypeError(`${label} must be an array, got ${describeValue(heaps)}`);
  const list = heaps as readonly unknown[];
  const length = list.length;
  const copy = new Array<number>(length);
  // An indexed loop, not forEach: a hole is an entry too, and is refused.
  for (let index = 0; index < length; index++) copy[index] = checkNumberSize(list[index], `${label}[${index}]`);
  return copy;
}

/**
 * Checks one heap size given to a pure function: a non-negative safe integer or a non-negative bigint.
 * Throws `TypeError` for the wrong type and `RangeError` for a number out of range, naming `label`.
 */
export function checkHeapSize(value: unknown, label: string): number | bigint {
  if (typeof value === 'bigint') {
    if (value < 0n) throw new RangeError(`${label} must be non-negative, got ${describeValue(value)}`);
    return value;
  }
  if (typeof value !== 'number') {
    throw new TypeError(`${label} must be a number or a bigint, got ${describeValue(value)}`);
  }
  if (!isHeapSize(value)) {
    throw new RangeError(`${label} must be a non-negative safe integer, got ${describeValue(value)}`);
  }
  return value;
}

/**
 * Checks a heap list given to a pure function: an array of non-negative safe integers, or of
 * non-negative bigints, never mixed. Returns which kind it holds (`'number'` for an empty array).
 */
export function checkHeapList(heaps: unknown, label = 'heaps'): 'number' | 'bigint' {
  if (!Array.isArray(heaps)) throw new TypeError(`${label} must be an array, got ${describeValue(heaps)}`);
  const list = heaps as readonly unknown[];
  if (list.length === 0) return 'number';
  const kind = typeof list[0] === 'bigint' ? 'bigint' : 'number';
  for (let index = 0; index < list.length; index++) {
    const value = list[index];
    // A valid entry builds no label: formatters check a whole pile list on every call.
    if (kind === 'number' ? isHeapSize(value) : typeof value === 'bigint' && value >= 0n) continue;
    const itemLabel = `${label}[${index}]`;
    checkHeapSize(value, itemLabel);
    throw new TypeError(`${itemLabel} is a ${typeof value} but ${label}[0] is a ${kind}: do not mix numbers and bigints`);
  }
  return kind;
}
