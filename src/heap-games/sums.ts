// Sums of heaps: who wins and every winning move, in normal play (XOR of Grundy values) and misère play
// (exact memoized search over canonical positions). Internal.

import { describeValue, xor53 } from '../internal/integers.js';
import type { Ending } from '../types.js';
import type { HeapOption } from './options.js';

/** A winning move in a sum of heaps: from heap `heap` (1-based) remove `take`, leaving the heaps `leave`.
 * It is also the move type of the play engine's {@link heapGame} ({@link HeapPlayMove} is the same type), so a
 * `Player<HeapGameMove>` plays heap games and a winning move can be played as it is.
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
  readonly heap: number;
  /** How many counters the move removes (0 for a rule that splits without removing, like Grundy's game). */
  readonly take: number;
  /** The heaps the move leaves in place of `heap`, sorted ascending: none, one, or a split into several. */
  readonly leave: readonly number[];
}

/** The most canonical positions a misère query may store; more throws a `RangeError`.
 *
 * @category Heap games
 */
export const MISERE_STATE_LIMIT = 100_000;
/** The longest line of play a misère query may follow (a bound on its recursion).
 *
 * @category Heap games
 */
export const MISERE_DEPTH_LIMIT = 1_000;
/**
 * The most moves a misère query may list (each heap size's list is kept while the query runs, and dropped
 * after it): 2^20, some 60 MB of moves at most.
 *
 * @category Heap games
 */
export const MISERE_OPTION_LIMIT = 1 << 20;
/**
 * The most characters of position keys a misère query may build (each position it looks at is keyed by its
 * heaps as text): 2^26. This bounds its time (each look costs about its key's length) and the memory of the
 * positions it stores.
 *
 * @category Heap games
 */
export const MISERE_KEY_LIMIT = 1 << 26;
/** The positions kept for the next query: at most this many characters of keys (the rest is dropped). */
const MEMO_KEEP_CHARS = 1 << 23;

/** The error of a misère query past its limits. */
function tooLarge(): RangeError {
  return new RangeError(
    `misère play is solved by exact search, and this position needs more than ${MISERE_STATE_LIMIT} positions, ` +
      `${MISERE_OPTION_LIMIT} listed moves or ${MISERE_KEY_LIMIT} characters of position keys, or lines of play longer than ${MISERE_DEPTH_LIMIT} moves: too large to solve`,
  );
}

/** What the sums need from a game.
 *
 * @category Heap games
 */
export interface SumRules {
  grundy(n: number): number;
  /**
   * The first option of a heap of `n` (in the order of `moves`) whose heaps left pass `test`, found without
   * listing the options (`undefined` when none does); absent where only `moves` can list them.
   */
  find?(n: number, test: (heaps: ArrayLike<number>, count: number) => boolean): HeapOption | undefined;
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
  for (const heap of heaps) sum = xor53(sum, rules.grundy(heap));
  return sum;
}

/**
 * Exact misère search. A position is the sorted list of heaps that still have a move (a heap without one
 * never matters again), so equal positions share one memo entry whatever the order of their heaps. With no
 * move left the player to move has won (the opponent made the last move). Every query runs between
 * {@link MisereSolver.begin} and {@link MisereSolver.end}, within the limits above; its move lists are dropped
 * at the end, and its positions are kept for the next query while they are few ({@link MEMO_KEEP_CHARS}).
 *
 * @category Heap games
 */
export class MisereSolver {
  private readonly rules: SumRules;
  private readonly memo = new Map<string, boolean>();
  /** The characters of the memo's keys. */
  private memoChars = 0;
  /** Each heap size's moves, listed once per query: the search meets the same sizes over and over. */
  private readonly options = new Map<number, readonly HeapOption[]>();
  private depth = 0;
  /** What this query has used: positions stored, moves listed, key characters built. */
  private stored = 0;
  private listed = 0;
  private keyed = 0;

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

  /** The moves of a heap of `size`, listed once per query and counted against {@link MISERE_OPTION_LIMIT}. */
  movesOf(size: number): readonly HeapOption[] {
    let moves = this.options.get(size);
    if (moves === undefined) {
      moves = this.rules.moves(size);
      this.listed += moves.length;
      if (this.listed > MISERE_OPTION_LIMIT) throw tooLarge();
      this.options.set(size, moves);
    }
    return moves;
  }

  /** The position after replacing heap `index` of a canonical position by `leave`, canonical again. */
  after(position: readonly number[], index: number, leave: readonly number[]): number[] {
    const next = position.filter((_, i) => i !== index);
    for (const size of leave) next.push(size);
    return this.canonical(next);
  }

  /** Starts a query: the limits count what this query uses. */
  begin(): void {
    this.depth = 0;
    this.stored = 0;
    this.listed = 0;
    this.keyed = 0;
  }

  /** Ends a query (normally or by an error): drops its move lists, and the positions when they are many. */
  end(): void {
    this.options.clear();
    if (this.memoChars > MEMO_KEEP_CHARS || this.memo.size > 4 * MISERE_STATE_LIMIT) {
      this.memo.clear();
      this.memoChars = 0;
    }
  }

  /** Whether the player to move wins a canonical position. */
  wins(position: readonly number[]): boolean {
    if (position.length === 0) return true;
    const key = position.join(',');
    this.keyed += key.length;
    if (this.keyed > MISERE_KEY_LIMIT) throw tooLarge();
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    if (this.stored >= MISERE_STATE_LIMIT || this.depth >= MISERE_DEPTH_LIMIT) throw tooLarge();
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
    this.memoChars += key.length;
    this.stored++;
    return result;
  }
}

/** The most winning moves {@link sumWinningMoves} returns; more throws a `RangeError`.
 *
 * @category Heap games
 */
export const MAX_WINNING_MOVES = 1_000_000;

/** `'N'` when the player to move wins the sum, `'P'` when the player to move loses.
 *
 * @category Heap games
 */
export function sumOutcome(rules: SumRules, misere: MisereSolver, heaps: readonly number[], play: Ending): 'P' | 'N' {
  if (play === 'normal') return xorOf(rules, heaps) !== 0 ? 'N' : 'P';
  misere.begin();
  try {
    return misere.wins(misere.canonical(heaps)) ? 'N' : 'P';
  } finally {
    misere.end();
  }
}

/** The options that pass `test`, or only the first of them. */
function pick(options: readonly HeapOption[], test: (option: HeapOption) => boolean, first: boolean): HeapOption[] {
  if (!first) return options.filter(test);
  const found = options.find(test);
  return found === undefined ? [] : [found];
}

/**
 * The winning moves of one heap size, and the heaps of the sum with that size: every heap of one size has the
 * same winning moves (the position after the move is the same), so each size's moves are listed once.
 */
function winnersBySize(heaps: readonly number[], winners: (size: number, index: number) => HeapOption[], first: boolean): HeapGameMove[] {
  const moves: HeapGameMove[] = [];
  const bySize = new Map<number, HeapOption[]>();
  for (let index = 0; index < heaps.length; index++) {
    const size = heaps[index] ?? 0;
    let list = bySize.get(size);
    if (list === undefined) {
      list = winners(size, index);
      bySize.set(size, list);
    }
    if (moves.length + list.length > MAX_WINNING_MOVES && !first) {
      throw new RangeError(`this position has more than ${MAX_WINNING_MOVES} winning moves: too many to list`);
    }
    for (const { take, leave } of list) {
      moves.push({ heap: index + 1, take, leave: [...leave] });
      if (first) return moves;
    }
  }
  return moves;
}

/**
 * Every move of the sum that leaves a position lost for the opponent, in heap order, then option order (with
 * `first`, only the first of them).
 *
 * @throws RangeError past {@link MAX_WINNING_MOVES} winning moves, for a heap with more than `MAX_OPTIONS`
 * options to list, and for a misère position past the search's limits.
 *
 * @category Heap games
 */
export function sumWinningMoves(rules: SumRules, misere: MisereSolver, heaps: readonly number[], play: Ending, first = false): HeapGameMove[] {
  if (play === 'normal') {
    const total = xorOf(rules, heaps);
    if (total === 0) return [];
    return winnersBySize(
      heaps,
      (size) => {
        const target = xor53(total, rules.grundy(size));
        // A value above the heap's own may be reachable too, so every option is checked.
        const reaches = ({ leave }: HeapOption): boolean => {
          let value = 0;
          for (const part of leave) value = xor53(value, rules.grundy(part));
          return value === target;
        };
        return pick(rules.moves(size), reaches, first);
      },
      first,
    );
  }
  misere.begin();
  try {
    if (!misere.wins(misere.canonical(heaps))) return [];
    // A move wins when it leaves a position the opponent loses.
    const winning = (index: number) => ({ leave }: HeapOption): boolean => !misere.wins(misere.after(heaps, index, leave));
    return winnersBySize(heaps, (size, index) => pick(misere.movesOf(size), winning(index), first), first);
  } finally {
    misere.end();
  }
}

/**
 * A move of the sum to a position worth `goal` (normal play), below the sum's value: in the first heap whose
 * value drops to its share (one holding the change's top bit has one), the first option reaching it.
 * `undefined` when `goal` is the sum's value or above.
 *
 * @category Heap games
 */
export function moveToValueOfSum(rules: SumRules, heaps: readonly number[], goal: number): HeapGameMove | undefined {
  const total = xorOf(rules, heaps);
  if (goal >= total) return undefined;
  const change = (total ^ goal) >>> 0;
  for (let index = 0; index < heaps.length; index++) {
    const size = heaps[index] ?? 0;
    const value = rules.grundy(size);
    const target = (value ^ change) >>> 0;
    if (target >= value) continue;
    const reaches = (leave: ArrayLike<number>, count: number): boolean => {
      let reached = 0;
      for (let part = 0; part < count; part++) reached = (reached ^ rules.grundy(leave[part] ?? 0)) >>> 0;
      return reached === target;
    };
    const option = rules.find === undefined ? rules.moves(size).find(({ leave }) => reaches(leave, leave.length)) : rules.find(size, reaches);
    // The mex gives a heap of value `value` an option of every smaller value.
    if (option !== undefined) return { heap: index + 1, take: option.take, leave: [...option.leave] };
  }
  /* v8 ignore next */
  return undefined;
}
