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

/** A short, safe rendering of any value for an error message. */
export function describeValue(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'bigint':
      return `${value}n`;
    case 'number':
      return String(value);
    case 'undefined':
    case 'boolean':
      return String(value);
    default:
      if (value === null) return 'null';
      if (Array.isArray(value)) return 'an array';
      return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
  }
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
    const itemLabel = `${label}[${index}]`;
    checkHeapSize(value, itemLabel);
    if (typeof value !== kind) {
      throw new TypeError(`${itemLabel} is a ${typeof value} but ${label}[0] is a ${kind}: do not mix numbers and bigints`);
    }
  }
  return kind;
}
