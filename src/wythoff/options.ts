// The option and move types of Wythoff's game, and the argument checks every Wythoff function shares.
import { bigBitLength, checkHeapSize, checkPositiveSize } from '../internal/integers.js';
import type { Ending, EndingOptions } from '../types.js';
import { endingOf } from '../play/index.js';
import { MAX_BIGINT_BITS } from './kernel.js';

/**
 * Options of the Wythoff functions.
 *
 * - `a`: Fraenkel's parameter, a positive safe integer (default 1, Wythoff's game). A move takes k ≥ 1 from
 *   one heap, or k ≥ 1 from one and l ≥ 1 from the other with |k − l| < a.
 * - `play`: the ending (default `'normal'`). Misère play has a theory here for a = 1 only; for a ≥ 2 the
 *   theory functions refuse it (search the game with {@link solve} instead).
 *
 * @example
 * ```ts
 * const options: WythoffOptions = { a: 2, play: 'normal' };
 * isWythoffLosing(1, 3, options); // true: (A_1, B_1) = (1, 1 + 2)
 * ```
 *
 * @category Nim family
 */
export interface WythoffOptions extends EndingOptions {
  /** Fraenkel's parameter: a move on both heaps takes k and l with |k − l| < a; default 1 (Wythoff). */
  readonly a?: number;
  /** Which ending; default `'normal'`. Misère play is known here for a = 1 only. */
  readonly play?: Ending;
}

/**
 * A move of Wythoff's game: the counters taken from the first and from the second heap. One of them may be 0
 * (a move on one heap); when both are positive they are equal in Wythoff's game, and differ by less than `a`
 * in Fraenkel's. Written `first,second`, e.g. `2,0` or `3,3`.
 *
 * @typeParam T - `number`, or `bigint` for the bigint theory functions.
 * @example
 * ```ts
 * const move: WythoffMove = { first: 3, second: 3 }; // 3 from each heap
 * ```
 *
 * @category Nim family
 */
export interface WythoffMove<T extends number | bigint = number> {
  /** Counters taken from the first heap (0 or more). */
  readonly first: T;
  /** Counters taken from the second heap (0 or more). */
  readonly second: T;
}

/** Checked options: the parameter a and the ending. */
interface CheckedOptions {
  readonly a: number;
  readonly play: Ending;
}

/** Checks `options` (an object or `undefined`) and its `a` and `play`. */
export function checkOptions(options: unknown): CheckedOptions {
  const play = endingOf(options);
  return { a: checkA((options as { a?: unknown } | undefined)?.a), play };
}

/** Checks Fraenkel's parameter: a positive safe integer, 1 when missing. */
function checkA(a: unknown): number {
  return a === undefined ? 1 : checkPositiveSize(a, 'a');
}

/** Refuses misère play for a ≥ 2, which has no theory here. */
export function checkMisereTheory({ a, play }: CheckedOptions): void {
  if (play === 'misere' && a !== 1) {
    throw new RangeError(
      `misère play has a theory here only for a = 1, got a = ${a}: search the game with solve(wythoffGame([x, y], { a: ${a}, play: 'misere' }).start)`,
    );
  }
}

/** Checks one heap of a pure function: a non-negative safe integer, or a bigint of at most MAX_BIGINT_BITS bits. */
function checkHeap(value: unknown, label: string): number | bigint {
  const heap = checkHeapSize(value, label);
  // A shift, not a comparison with 2^MAX_BIGINT_BITS, so that no call builds a million-bit bigint.
  if (typeof heap === 'bigint' && heap >> BigInt(MAX_BIGINT_BITS) > 0n) {
    throw new RangeError(`${label} must be below 2^${MAX_BIGINT_BITS}, got a bigint of ${bigBitLength(heap)} bits`);
  }
  return heap;
}

/** Checks the two heaps of a pure function: both numbers or both bigints. */
export function checkHeapPair(x: unknown, y: unknown): [number, number] | [bigint, bigint] {
  const first = checkHeap(x, 'x');
  const second = checkHeap(y, 'y');
  // -0 is read as 0, so that no heap prints as -0.
  if (typeof first === 'number' && typeof second === 'number') return [first + 0, second + 0];
  if (typeof first === 'bigint' && typeof second === 'bigint') return [first, second];
  throw new TypeError(`x is a ${typeof first} but y is a ${typeof second}: do not mix numbers and bigints`);
}
