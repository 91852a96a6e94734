// Exact uniform integers from a `() => number` source. Internal: not re-exported from the index.
//
// `Math.floor(random() * bound)` is neither uniform (bias up to bound / 2^32 for a 32-bit source) nor able to
// reach every value once bound exceeds the source's precision, and a bigint bound cannot go through a number
// at all. So every draw here takes whole 32-bit words and rejects out-of-range candidates.

import { TWO_POW_32, bigBitLength, bitLength, describeValue } from './integers.js';
import type { RandomSource } from '../types.js';

/**
 * How many out-of-range candidates in a row mean the source is broken. Each candidate is rejected with
 * probability below 1/2, so a uniform source fails 64 times in a row with probability below 2^-64; a
 * constant source such as `() => 0.99` fails every time, and without this bound the loop would never end.
 */
const MAX_REJECTIONS = 64;

/** The sources known to keep to [0, 1): `Math.random` and those `createRandom` made. */
const trusted = new WeakSet<RandomSource>([Math.random]);

/** Records that `random` (made by `createRandom`) always returns a number in [0, 1). */
export function trustSource(random: RandomSource): RandomSource {
  trusted.add(random);
  return random;
}

/** Whether `random` is known to keep to [0, 1), so a match need not check what it returns. */
export function isTrustedSource(random: RandomSource): boolean {
  return trusted.has(random);
}

/** The errors thrown for a source that kept producing rejected candidates, with that source. */
const brokenBy = new WeakMap<Error, RandomSource>();

/**
 * The source an error blames, when it is the error of a source that kept producing rejected candidates (see
 * {@link randomBelow}); `undefined` for any other value.
 */
export function blamedSource(error: unknown): RandomSource | undefined {
  return error instanceof Error ? brokenBy.get(error) : undefined;
}

/** The error for a source that keeps producing rejected candidates, remembered with the source. */
function brokenSource(label: string, bound: number | bigint, random: RandomSource): RangeError {
  const error = new RangeError(
    `${label} gave ${MAX_REJECTIONS} draws in a row that fall outside [0, ${describeValue(bound)}): it is not a uniform source of ` +
      `numbers in [0, 1) (a constant function, say)`,
  );
  brokenBy.set(error, random);
  return error;
}

/** One uniform 32-bit word: the top 32 bits of a draw, after checking the draw keeps to [0, 1). */
function randomWord(random: RandomSource, label: string): number {
  const value: unknown = random();
  if (typeof value !== 'number' || !(value >= 0 && value < 1)) {
    throw new RangeError(`${label} must return a number in [0, 1), got ${describeValue(value)}`);
  }
  return Math.floor(value * TWO_POW_32);
}

/**
 * A uniform integer in `[0, bound)` for a safe integer `bound >= 1`. Takes one word for bounds up to 2^32,
 * two above (the first word keeps only the bits the bound needs), and redraws when the candidate is out of
 * range, which happens less than half the time. Throws `RangeError` naming `label` after
 * {@link MAX_REJECTIONS} redraws in a row.
 */
export function randomBelow(random: RandomSource, bound: number, label = 'random'): number {
  const bits = bitLength(bound - 1);
  if (bits === 0) return 0;
  for (let attempt = 0; attempt < MAX_REJECTIONS; attempt++) {
    const candidate =
      bits <= 32
        ? randomWord(random, label) >>> (32 - bits)
        : (randomWord(random, label) >>> (64 - bits)) * TWO_POW_32 + randomWord(random, label);
    if (candidate < bound) return candidate;
  }
  throw brokenSource(label, bound, random);
}

/**
 * A uniform bigint in `[0, bound)` for `bound >= 1n` of any size: the same words, in the same order, as
 * {@link randomBelow} would take for the same bound, so a game replays identically with numbers or bigints.
 * Throws like {@link randomBelow} for a source that keeps missing the range.
 */
export function randomBigBelow(random: RandomSource, bound: bigint, label = 'random'): bigint {
  const bits = bigBitLength(bound - 1n);
  if (bits === 0) return 0n;
  const words = Math.ceil(bits / 32);
  const topShift = words * 32 - bits;
  for (let attempt = 0; attempt < MAX_REJECTIONS; attempt++) {
    let candidate = BigInt(randomWord(random, label) >>> topShift);
    for (let word = 1; word < words; word++) candidate = (candidate << 32n) | BigInt(randomWord(random, label));
    if (candidate < bound) return candidate;
  }
  throw brokenSource(label, bound, random);
}
