// Staircase Nim's theory. Counters stand on steps 1, 2, 3, ...; a move carries one or more counters from one
// step down to the step below (from step 1 to the floor, where they stay).
//
// Normal play: the position is lost for the mover exactly when the nim-sum of the odd-numbered steps is 0.
// The odd steps are Nim heaps: moving counters down from an odd step is a Nim move on it, and moving them from
// an even step onto the odd step below adds to a heap, which the opponent undoes by carrying the same counters
// on down to the next even step (or the floor). So the winning move is Bouton's on the odd steps.
//
// Misère play (whoever moves the last counter to the floor loses): lost exactly when misère Nim on the odd
// steps is lost: every odd step holds at most 1 and an odd number hold 1, or some odd step holds 2 or more
// and their nim-sum is 0. Proof: (1) the end (every counter on the floor) is not lost for the player to move,
// and its odd steps (none holding a counter) are not a lost misère Nim position either. (2) From such a
// lost position, a move down from an odd step is a misère Nim move, which leaves a won misère Nim
// position; a move onto an odd step raises one heap: from all-ones-and-zeros with an odd count it makes an
// even count of ones, or a heap of 2 or more with a non-zero nim-sum; from a zero nim-sum it makes a non-zero
// one. (3) From any other position with a counter left: if some odd step holds a counter, misère Nim's
// winning move (down from an odd step) wins; if none does, moving one counter from an even step onto the odd
// step below leaves a single heap of 1, lost for the opponent. test/staircase-nim/ checks both endings against
// exhaustive search.
//
// Nim value (normal play): the nim-sum X of the odd steps. Every move changes exactly one odd step (a move
// from step i lands on step i − 1, and one of the two is odd; from step 1 it lands on the floor), so no
// follower is worth X; a Nim move down from an odd step reaches every value below X. So X is the mex of the
// followers' values, by induction on the number of counters times their steps. test/play/theories checks it.
import { isWinning, nimSum, winningMove } from '../bouton/index.js';
import { checkHeapList } from '../internal/integers.js';
import { nimMoveToValue, valueBelow } from '../internal/values.js';
import { endingOf } from '../play/index.js';
import type { Ending, EndingOptions } from '../types.js';

/**
 * A staircase Nim move: carry `count` counters from step `step` (1-based; step 0 is the floor) to the step
 * below.
 *
 * @typeParam T - `number` for safe-integer steps, `bigint` for bigint steps.
 * @example
 * ```ts
 * const move: StaircaseMove = { step: 3, count: 2 }; // two counters from step 3 to step 2
 * ```
 *
 * @category Nim family
 */
export interface StaircaseMove<T extends number | bigint = number> {
  /** The 1-based step the counters leave (they land on `step − 1`; step 0 is the floor). */
  readonly step: number;
  /** How many counters move, at least 1. */
  readonly count: T;
}


/** The odd-numbered steps (1, 3, 5, ...) of a checked list: the Nim heaps of the game. */
function oddSteps<T extends number | bigint>(steps: readonly T[]): T[] {
  return steps.filter((_size, index) => index % 2 === 0);
}

/** The nim value of a position: the nim-sum of its odd steps (see the proof above). */
export function staircaseValue(steps: readonly number[]): number {
  return nimSum(oddSteps(steps));
}

/** A move to a position worth `value`, below the position's own: Bouton's move on the odd steps; else `null`. */
export function staircaseMoveToValue(steps: readonly number[], value: number | bigint): StaircaseMove | null {
  const odd = oddSteps(steps);
  const total = nimSum(odd);
  const target = valueBelow(value, total);
  if (target === undefined) return null;
  const { index, count } = nimMoveToValue(odd, total, target);
  return { step: 2 * index + 1, count };
}

/** Whether a checked list is lost for the player to move: Bouton's verdict on the odd steps, in the same ending. */
function isLosing(steps: readonly number[] | readonly bigint[], ending: Ending): boolean {
  return !isWinning(oddSteps<number | bigint>(steps) as number[] | bigint[], { play: ending });
}

/** The winning move of a checked list, or `null`. */
export function winningStaircaseMove(steps: readonly number[] | readonly bigint[], ending: Ending): StaircaseMove<number | bigint> | null {
  const odd = oddSteps<number | bigint>(steps);
  if (ending === 'misere' && odd.every((size) => size === 0 || size === 0n)) {
    // No odd heap: one counter onto step 1, 3, ... leaves the opponent misère Nim's lost single heap of 1.
    const even = steps.findIndex((size) => size > 0);
    return even < 0 ? null : { step: even + 1, count: typeof steps[even] === 'bigint' ? 1n : 1 };
  }
  const move = winningMove(odd as number[] | bigint[], { play: ending });
  return move === null ? null : { step: 2 * move.heap - 1, count: move.count };
}

/**
 * Whether the player to move in staircase Nim loses against perfect play.
 *
 * - `'normal'` (default; whoever moves the last counter to the floor wins): exactly when the nim-sum of the
 *   odd-numbered steps (1, 3, 5, ...) is 0. The even steps do not matter.
 * - `'misere'` (whoever moves the last counter to the floor loses): exactly when misère Nim on the odd steps
 *   is lost: every odd step holds at most 1 counter and an odd number of them hold 1, or some odd step holds 2
 *   or more and their nim-sum is 0. With every counter on the floor the player to move has won (`false`).
 *
 * O(number of steps). An empty list is a staircase without counters.
 *
 * @param steps - The counters on step 1, step 2, ...: non-negative safe integers, or non-negative bigints,
 * not mixed.
 * @param options - `play`: the ending (default `'normal'`).
 * @returns `true` when every move leaves the opponent a winning position.
 * @throws `TypeError` if `steps` is not an array, an entry is not a number or a bigint, or numbers and bigints
 * are mixed; `RangeError` for a negative, unsafe or non-integer entry (or a hole), or a bad `play`.
 * @example
 * ```ts
 * isStaircaseNimLosing([3, 7, 3]);               // true: 3 XOR 3 = 0 on steps 1 and 3
 * isStaircaseNimLosing([0, 5]);                  // true: no counter on an odd step
 * isStaircaseNimLosing([0, 5], { play: 'misere' }); // false: carry one counter to step 1
 * isStaircaseNimLosing([2n ** 80n, 1n, 2n ** 80n]); // true
 * ```
 *
 * @category Nim family
 */
export function isStaircaseNimLosing(steps: readonly number[] | readonly bigint[], options: EndingOptions = {}): boolean {
  checkHeapList(steps, 'steps');
  return isLosing(steps, endingOf(options));
}

/**
 * A winning move of staircase Nim, or `null` when the player to move loses against perfect play (see
 * {@link isStaircaseNimLosing}) or no counter is left on a step.
 *
 * The move is Bouton's on the odd-numbered steps: in normal play it carries counters down from the lowest odd
 * step that holds the nim-sum's top bit, leaving the odd steps a nim-sum of 0; in misère play it is misère
 * Nim's move on the odd steps, and when no odd step holds a counter it carries one counter from the lowest
 * non-empty even step onto the odd step below. O(number of steps).
 *
 * @param steps - The counters on step 1, step 2, ...: non-negative safe integers, or non-negative bigints,
 * not mixed.
 * @param options - `play`: the ending (default `'normal'`).
 * @returns The move (`count` of the same type as the steps), or `null`.
 * @throws `TypeError` if `steps` is not an array, an entry is not a number or a bigint, or numbers and bigints
 * are mixed; `RangeError` for a negative, unsafe or non-integer entry (or a hole), or a bad `play`.
 * @example
 * ```ts
 * staircaseNimMove([3, 7, 5]);                     // { step: 3, count: 2 }: leaves 3 and 3 on steps 1 and 3
 * staircaseNimMove([3, 7, 3]);                     // null
 * staircaseNimMove([0, 5], { play: 'misere' });    // { step: 2, count: 1 }
 * staircaseNimMove([5n, 0n, 1n]);                  // { step: 1, count: 4n }
 * ```
 *
 * @category Nim family
 */
export function staircaseNimMove(steps: readonly number[], options?: EndingOptions): StaircaseMove | null;
export function staircaseNimMove(steps: readonly bigint[], options?: EndingOptions): StaircaseMove<bigint> | null;
export function staircaseNimMove(steps: readonly number[] | readonly bigint[], options?: EndingOptions): StaircaseMove | StaircaseMove<bigint> | null;
export function staircaseNimMove(steps: readonly number[] | readonly bigint[], options: EndingOptions = {}): StaircaseMove<number | bigint> | null {
  checkHeapList(steps, 'steps');
  return winningStaircaseMove(steps, endingOf(options));
}
