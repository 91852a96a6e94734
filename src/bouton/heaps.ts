// The arguments every Bouton function shares: heaps given as a list or as a Nim game, and the `play` option.
// Kept apart from the nim-sum lanes so each module holds one idea; both checks run once per call.
import { describeValue } from '../internal/integers.js';
import type { EndingOptions } from '../types.js';

/**
 * Heaps as Bouton's functions take them: a list of heap sizes (heap 1 is the first entry), or a game such
 * as a {@link Nim}, whose `heaps` are read. `T` is `number` for safe-integer heaps, `bigint` for bigint heaps.
 * The type is structural, so the functions read a game's `heaps` without loading the `Nim` class: importing
 * `nimSum` alone does not bundle it.
 *
 * @typeParam T - The kind of heap size.
 * @example
 * ```ts
 * const list: HeapInput<number> = [3, 4, 5];
 * const game: HeapInput<number> = new Nim(3, 4, 5);
 * winningMove(list); // { heap: 1, count: 2 }
 * winningMove(game); // the same move
 * ```
 *
 * @category Bouton
 */
export type HeapInput<T extends number | bigint> =
  | readonly T[]
  | {
      /** The game's heap sizes, heap 1 first. */
      readonly heaps: readonly T[];
    };

/**
 * Any heaps nimkit itself hands out: a number list, a bigint list, or a game holding either (for instance
 * `GameCheck.start`, typed `readonly number[] | readonly bigint[]`).
 *
 * @example
 * ```ts
 * const check = validateGame('3;2\n1;2\n1;2\n');
 * if (check.valid) {
 *   const heaps: AnyHeapInput = check.start;
 *   isWinning(heaps, { play: 'misere' }); // true
 * }
 * ```
 *
 * @category Bouton
 */
export type AnyHeapInput =
  | HeapInput<number>
  | HeapInput<bigint>
  | {
      /** The game's heap sizes, heap 1 first: all numbers or all bigints. */
      readonly heaps: readonly number[] | readonly bigint[];
    };

/**
 * Options of the strategy functions and of {@link solveNimFile} / {@link analyzeNimFile}: `play` picks the
 * ending, `'normal'` (the default: whoever takes the last counter wins) or `'misere'` (whoever takes it loses).
 *
 * @example
 * ```ts
 * const options: BoutonOptions = { play: 'misere' };
 * winningMove([1, 1, 5], options); // { heap: 3, count: 4 }
 * ```
 *
 * @category Bouton
 */
export type BoutonOptions = EndingOptions;

/**
 * The heap list of `input`: the array itself, or a game's `heaps`. Entries are validated later, by the
 * nim-sum that every query computes, so this costs one type test on the hot path.
 *
 * @category Bouton
 */
export function heapListOf(input: unknown): readonly number[] | readonly bigint[] {
  if (Array.isArray(input)) return input as readonly number[] | readonly bigint[];
  if (typeof input === 'object' && input !== null && 'heaps' in input) {
    const heaps: unknown = input.heaps;
    if (Array.isArray(heaps)) return heaps as readonly number[] | readonly bigint[];
    throw new TypeError(`heaps.heaps must be an array of heap sizes, got ${describeValue(heaps)}`);
  }
  throw new TypeError(`heaps must be an array of heap sizes or a Nim game, got ${describeValue(input)}`);
}

/**
 * Reads the `play` option, which reaches us from JavaScript callers too: `true` for misère play. The
 * boolean `misere` option of nimkit 0.1 is refused by name rather than ignored, because ignoring it would
 * silently play the other ending.
 *
 * @category Bouton
 */
export function isMisereOption(options: unknown): boolean {
  if (options === undefined) return false;
  if (typeof options !== 'object' || options === null) {
    throw new TypeError(`options must be an object such as { play: 'misere' }, got ${describeValue(options)}`);
  }
  const { play, misere } = options as { play?: unknown; misere?: unknown };
  if (misere !== undefined) {
    throw new TypeError(
      `options.misere is not an option since nimkit 0.2.0, got ${describeValue(misere)}: write { play: 'misere' } or { play: 'normal' }`,
    );
  }
  if (play === undefined || play === 'normal') return false;
  if (play === 'misere') return true;
  if (typeof play !== 'string') throw new TypeError(`options.play must be 'normal' or 'misere', got ${describeValue(play)}`);
  throw new RangeError(`options.play must be 'normal' or 'misere', got ${describeValue(play)}`);
}
