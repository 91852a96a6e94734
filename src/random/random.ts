import { checkFunction } from '../internal/checks.js';
import { describeValue } from '../internal/integers.js';
import { randomBelow, trustSource } from '../internal/uniform.js';
import type { RandomSource } from '../types.js';

/**
 * A small, fast, seeded random generator (mulberry32): the same seed gives the same sequence on every
 * platform. Not for cryptography. Tests, the CLI and the playground all use it, so a seed printed by one
 * replays in the others.
 *
 * @param seed - Any number; only its low 32 bits (after truncation) are used.
 * @returns A function returning uniform numbers in [0, 1) with 32 bits of precision.
 * @throws `TypeError` if `seed` is not a finite number.
 * @example
 * ```ts
 * const random = createRandom(7);
 * const roll = Math.floor(random() * 6) + 1; // a reproducible die roll
 * ```
 *
 * @category Random
 */
export function createRandom(seed: number): RandomSource {
  if (typeof seed !== 'number' || !Number.isFinite(seed)) {
    throw new TypeError(`seed must be a finite number, got ${describeValue(seed)}`);
  }
  let state = Math.trunc(seed) >>> 0;
  return trustSource(() => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  });
}

/**
 * A uniform random integer in `[min, max]` (inclusive) drawn from `random`. Exactly uniform, for ranges of
 * any safe size: it takes whole 32-bit words from `random` and redraws out-of-range candidates, where
 * `Math.floor(random() * size)` would be biased and, past 2^32, unable to reach every value.
 *
 * @param random - The source of randomness.
 * @param min - The smallest result, a safe integer.
 * @param max - The largest result, a safe integer at least `min`.
 * @returns An integer `min <= r <= max`.
 * @throws `TypeError` when `random` is not a function, or `min` or `max` not a number. `RangeError` when
 * `min` or `max` is not a safe integer, `min > max`, or the range holds more than 2^53 − 1 values; also when
 * `random` returns a value outside [0, 1), or keeps returning values that exact sampling must discard (64 in a row: a constant function such
 * as `() => 0.99` is not a uniform source).
 * @example
 * ```ts
 * randomInt(createRandom(1), 1, 6); // a die roll
 * ```
 *
 * @category Random
 */
export function randomInt(random: RandomSource, min: number, max: number): number {
  checkFunction(random, 'random');
  // Check the types before any arithmetic: `max - min` would call a user object's valueOf.
  if (typeof min !== 'number') throw new TypeError(`min must be a number, got ${describeValue(min)}`);
  if (typeof max !== 'number') throw new TypeError(`max must be a number, got ${describeValue(max)}`);
  const size = Number.isSafeInteger(min) && Number.isSafeInteger(max) ? max - min + 1 : Number.NaN;
  if (!(size >= 1 && Number.isSafeInteger(size))) {
    throw new RangeError(
      `randomInt needs safe integers min <= max with a safe range size, got ${describeValue(min)} and ${describeValue(max)}`,
    );
  }
  return min + randomBelow(random, size);
}
