// 32-bit mask helpers for the sticks board. Internal: not re-exported from the index.
//
// A row's mask keeps stick `i` (1-based) in bit `i - 1`. Rows hold at most 32 sticks, so every mask fits the
// 32 bits that JS bitwise operators work on. Masks are stored as signed int32 values; every operation below
// depends only on the value modulo 2^32, so the sign bit (stick 32) needs no special case.

/** The mask of sticks `left..right` (1-based, inclusive, `1 <= left <= right <= 32`). */
export function spanMask(left: number, right: number): number {
  const width = right - left + 1;
  const low = width === 32 ? -1 : ((1 << width) - 1) | 0;
  return low << (left - 1);
}

/** The mask of a full row of `length` sticks (1 to 32). */
export function fullMask(length: number): number {
  return spanMask(1, length);
}

/** The number of set bits of a 32-bit mask. */
export function popCount(mask: number): number {
  let bits = mask - ((mask >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return (Math.imul((bits + (bits >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/** The index (0 to 31) of the lowest set bit of a non-zero mask. */
export function lowestBit(mask: number): number {
  return 31 - Math.clz32(mask & -mask);
}

/**
 * The mask without its lowest run of set bits: adding the lowest set bit carries through the run and
 * clears it. The sum stays exact (below 2^33) and `&` reduces it modulo 2^32.
 */
export function withoutLowestRun(mask: number): number {
  return mask & (mask + (mask & -mask));
}

/** The number of bits (0 to 32) of a mask read as unsigned: the 1-based index of its highest set bit. */
export function highestBitEnd(mask: number): number {
  return 32 - Math.clz32(mask);
}

/**
 * The number at `index`, or 0 past the end. Callers index within bounds; the fallback keeps the type
 * checker's `noUncheckedIndexedAccess` satisfied in one place instead of at every read.
 */
export function valueAt(values: readonly number[], index: number): number {
  return values[index] ?? 0;
}

/**
 * {@link valueAt} for an `Int32Array`. A separate function so each stays monomorphic: one helper reading
 * both plain and typed arrays would be a megamorphic load on the players' hot path.
 */
export function int32At(values: Int32Array, index: number): number {
  return values[index] ?? 0;
}

/** The last position in an ascending list of first indices whose value is at most `index` (a binary search). */
export function lastAtMostIn(firsts: readonly number[], index: number): number {
  let low = 0;
  let high = firsts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if (valueAt(firsts, middle) <= index) low = middle;
    else high = middle - 1;
  }
  return low;
}
