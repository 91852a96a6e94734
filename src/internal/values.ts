// Helpers for the games' theories of values (Game.grundy and Game.moveToValue): they know no game.
import { xor53 } from './integers.js';

/**
 * The value a `moveToValue` hook is asked for, as a number, when it is a non-negative safe integer (or such a
 * bigint) below the position's own value `own`; `undefined` otherwise (no follower need have it).
 */
export function valueBelow(value: unknown, own: number): number | undefined {
  const number = typeof value === 'bigint' && value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= 0 && number < own ? number : undefined;
}

/**
 * The Nim move changing the nim-sum of `heaps` (`total`) to `target`, below it: the first heap holding the
 * highest bit of `total ^ target` shrinks to `heap ^ (total ^ target)`. Returns the heap's index and the
 * count taken.
 */
export function nimMoveToValue(heaps: readonly number[], total: number, target: number): { index: number; count: number } {
  const change = xor53(total, target);
  const index = heaps.findIndex((heap) => xor53(heap, change) < heap);
  const heap = heaps[index] ?? 0;
  return { index, count: heap - xor53(heap, change) };
}
