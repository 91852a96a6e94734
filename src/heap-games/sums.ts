// Sums of heaps: who wins and every winning move, in normal play (XOR of Grundy values) and misère play
// (exact memoized search over canonical positions). Internal.

import { describeValue } from '../internal/integers.js';
import type { Ending } from '../types.js';
import type { HeapOption } from './options.js';

/** A winning move in a sum of heaps: from heap `heap` (1-based) remove `take`, leaving the heaps `leave`.
 *
 * @example
 * ```ts
 * const [move]: HeapGameMove[] = HeapGame.parse('0.77').winningMoves([3, 5, 7]); // { heap: 2, take: 1, leave: [4] }
 * ```
 *
 * @category Heap games
 */
export interface HeapGameMove {
  /** The heap moved in, numbered from 1 as everywhere in nimkit. */
  heap: number;
  /** How many counters the move removes. */
  take: number;
  /** The heaps the move leaves in place of `heap`: none, one, or a split into two or three. */
  leave: number[];
}

/** The most canonical positions a misère search may visit; more throws a `RangeError`.
 *
 * @category Heap games
 */
export const MISERE_STATE_LIMIT = 100_000;
/** The longest line of play a misère search may follow (a bound on its recursion).
 *
 * @category Heap games
 */
export const MISERE_DEPTH_LIMIT = 1_000;

/** What the sums need from a game.
 *
 * @category Heap games
 */
export interface SumRules {
  grundy(n: number): number;
  moves(n: number): HeapOption[];
}

/** Checks the `play` option, which reaches us from JavaScript callers too.
 *
 * @category Heap games
 */
export function checkPlay(play: unknown): Ending {
  if (play !== 'normal' && play !== 'misere') {
    throw new TypeError(`options.play must be 'normal' or 'misere', got ${describeValue(play)}`);
  }
  return play;
}

/** Normal play: whether the sum's Grundy values XOR to non-zero (the player to move wins). */
function xorOf(rules: SumRules, heaps: readonly number[]): number {
  let sum = 0;
  for (const heap of heaps) sum = (sum ^ rules.grundy(heap)) >>> 0;
  return sum;
}

/**
 * Exact misère search. A position is the sorted list of heaps that still have a move (a heap without one
 * never matters again), so equal positions share one memo entry whatever the order of their heaps. With no
 * move left the player to move has won (the opponent made the last move).
 *
 * @category Heap games
 */
export class MisereSolver {
  private readonly rules: SumRules;
  private readonly memo = new Map<string, boolean>();
  /** Each heap size's moves, listed once: the search meets the same sizes over and over. */
  private readonly options = new Map<number, readonly HeapOption[]>();
  private depth = 0;
  private start = 0;

  constructor(rules: SumRules) {
    this.rules = rules;
  }

  /** The heaps of a position that still have a move, sorted. */
  canonical(heaps: readonly number[]): number[] {
    return heaps.filter((heap) => this.hasMove(heap)).sort((a, b) => a - b);
  }

  private hasMove(heap: number): boolean {
    return heap > 0 && this.movesOf(heap).length > 0;
  }

  private movesOf(heap: number): readonly HeapOption[] {
    let moves = this.options.get(heap);
    if (moves === undefined) {
      moves = this.rules.moves(heap);
      this.options.set(heap, moves);
    }
    return moves;
  }

  /** The position after replacing heap `index` of a canonical position by `leave`, canonical again. */
  after(position: readonly number[], index: number, leave: readonly number[]): number[] {
    const next = position.filter((_, i) => i !== index);
    next.push(...leave);
    return this.canonical(next);
  }

  /** Starts a query: the state limit counts positions new to this query (the memo is kept, within reason). */
  begin(): void {
    if (this.memo.size > 4 * MISERE_STATE_LIMIT) this.memo.clear();
    this.start = this.memo.size;
    this.depth = 0;
  }

  /** Whether the player to move wins a canonical position. */
  wins(position: readonly number[]): boolean {
    if (position.length === 0) return true;
    const key = position.join(',');
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    if (this.memo.size - this.start >= MISERE_STATE_LIMIT || this.depth >= MISERE_DEPTH_LIMIT) {
      throw new RangeError(
        `misère play is solved by exact search, and this position needs more than ${MISERE_STATE_LIMIT} positions or lines of play longer than ${MISERE_DEPTH_LIMIT} moves: too large to solve`,
      );
    }
    this.depth++;
    let result = false;
    for (let index = 0; index < position.length && !result; index++) {
      if (index > 0 && position[index] === position[index - 1]) continue; // the same heap again
      for (const { leave } of this.movesOf(position[index] ?? 0)) {
        if (!this.wins(this.after(position, index, leave))) {
          result = true;
          break;
        }
      }
    }
    this.depth--;
    this.memo.set(key, result);
    return result;
  }
}

/** `'N'` when the player to move wins the sum, `'P'` when the player to move loses.
 *
 * @category Heap games
 */
export function sumOutcome(rules: SumRules, misere: MisereSolver, heaps: readonly number[], play: Ending): 'P' | 'N' {
  if (play === 'misere') misere.begin();
  const wins = play === 'normal' ? xorOf(rules, heaps) !== 0 : misere.wins(misere.canonical(heaps));
  return wins ? 'N' : 'P';
}

/** Every move of the sum that leaves a position lost for the opponent, in heap order, then option order.
 *
 * @category Heap games
 */
export function sumWinningMoves(rules: SumRules, misere: MisereSolver, heaps: readonly number[], play: Ending): HeapGameMove[] {
  const moves: HeapGameMove[] = [];
  if (play === 'normal') {
    const total = xorOf(rules, heaps);
    if (total === 0) return moves;
    heaps.forEach((heap, index) => {
      const target = (total ^ rules.grundy(heap)) >>> 0;
      // A value above the heap's own may be reachable too, so every option is checked.
      for (const { take, leave } of rules.moves(heap)) {
        let value = 0;
        for (const size of leave) value = (value ^ rules.grundy(size)) >>> 0;
        if (value === target) moves.push({ heap: index + 1, take, leave: [...leave] });
      }
    });
    return moves;
  }
  misere.begin();
  if (!misere.wins(misere.canonical(heaps))) return moves;
  heaps.forEach((heap, index) => {
    for (const { take, leave } of rules.moves(heap)) {
      if (!misere.wins(misere.after(heaps, index, leave))) moves.push({ heap: index + 1, take, leave: [...leave] });
    }
  });
  return moves;
}
