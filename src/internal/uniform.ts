// Exact uniform integers from a `() => number` source. Internal: not re-exported from the index.
//
// `Math.floor(random() * bound)` is neither uniform (bias up to bound / 2^32 for a 32-bit source) nor able to
// reach every value once bound exceeds the source's precision, and a bigint bound cannot go through a number
// at all. So every draw here takes whole 32-bit words and rejects out-of-range candidates.

import { TWO_POW_32, bigBitLength, bitLength, describeValue } from './integers.js';
import type { RandomSource } from '../types.js';


/** One uniform 32-bit word: the top 32 bits of a draw, after checking the draw keeps to [0, 1). */
function randomWord(random: RandomSource): number {
  const value: unknown = random();
  if (typeof value !== 'number' || !(value >= 0 && value < 1)) {
    throw new RangeError(`random must return a number in [0, 1), got ${describeValue(value)}`);
  }
  return Math.floor(value * TWO_POW_32);
}

/**
 * A uniform integer in `[0, bound)` for a safe integer `bound >= 1`. Takes one word for bounds up to 2^32,
 * two above (the first word keeps only the bits the bound needs), and redraws when the candidate is out of
 * range, which happens less than half the time.
 */
export function randomBelow(random: RandomSource, bound: number): number {
  const bits = bitLength(bound - 1);
  if (bits === 0) return 0;
  for (;;) {
    const candidate =
      bits <= 32
        ? randomWord(random) >>> (32 - bits)
        : (randomWord(random) >>> (64 - bits)) * TWO_POW_32 + randomWord(random);
    if (candidate < bound) return candidate;
  }
}

/**
 * A uniform bigint in `[0, bound)` for `bound >= 1n` of any size: the same words, in the same order, as
 * {@link randomBelow} would take for the same bound, so a game replays identically with numbers or bigints.
 */
export function randomBigBelow(random: RandomSource, bound: bigint): bigint {
  const bits = bigBitLength(bound - 1n);
  if (bits === 0) return 0n;
  const words = Math.ceil(bits / 32);
  const topShift = words * 32 - bits;
  for (;;) {
    let candidate = BigInt(randomWord(random) >>> topShift);
    for (let word = 1; word < words; word++) candidate = (candidate << 32n) | BigInt(randomWord(random));
    if (candidate < bound) return candidate;
  }
}
