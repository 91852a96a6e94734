// A depth-limited alpha-beta (negamax) player with a transposition table on key(). Scores are +1 (proven win
// for the player to move), -1 (proven loss) and 0 (unknown at this depth): with no draws and no heuristic,
// every non-zero score is a proof, so the player never throws away a win it has seen.
import { checkPositiveSize } from '../internal/integers.js';
import { checkLive } from './game.js';
import type { GenericPlayer, State } from './game.js';

/**
 * The options of {@link searchPlayer}.
 *
 * @example
 * ```ts
 * const options: SearchOptions = { depth: 10 };
 * ```
 *
 * @category Play
 */
export interface SearchOptions {
  /** How many plies to look ahead, at least 1; default 8. */
  readonly depth?: number;
}

const EXACT = 0;
const LOWER = 1;
const UPPER = 2;

interface Entry {
  readonly depth: number;
  readonly value: number;
  readonly flag: typeof EXACT | typeof LOWER | typeof UPPER;
}

/** A position being searched: its window, its best score so far and the next move to try. */
interface SearchFrame {
  readonly state: State<unknown>;
  readonly key: string;
  readonly depth: number;
  alpha: number;
  readonly beta: number;
  /** Alpha as the frame started (after the table's bound), to tell an exact score from a bound. */
  readonly low: number;
  best: number;
  next: number;
  readonly count: number;
}

/** The value of a position whose frame is still to be searched. */
const PENDING = 2;

/**
 * The transposition table's most entries: past it the table starts afresh (it only saves work, but a search
 * that outgrows it repeats work), so a long search keeps its memory bounded (about 100 bytes an entry with
 * short keys: 100 MB). Twice the longest line, so a line of two-move positions fits it whole.
 */
const MAX_TABLE_ENTRIES = 1_000_000;

/**
 * The longest line the search reads, in plies: one frame per ply, about 220 bytes each with its state (110
 * MB). Deeper than this, `depth` meets a game this long, which no search finishes in reasonable time anyway.
 */
const MAX_SEARCH_PLIES = 500_000;

/**
 * Starts searching `state`: its value when known at once (terminal, depth 0, or settled by the table), else
 * {@link PENDING} after pushing its frame onto `stack`.
 */
function open(state: State<unknown>, depth: number, alpha: number, beta: number, table: Map<string, Entry>, stack: SearchFrame[]): number {
  if (state.isTerminal) return state.winner === state.player ? 1 : -1;
  if (depth === 0) return 0;
  const key = state.key();
  const entry = table.get(key);
  if (entry !== undefined && entry.depth >= depth) {
    if (entry.flag === EXACT) return entry.value;
    if (entry.flag === LOWER) alpha = Math.max(alpha, entry.value);
    else beta = Math.min(beta, entry.value);
    if (alpha >= beta) return entry.value;
  }
  const count = state.moveCount();
  if (count === 0) {
    // Not terminal yet without a move: scored as a loss, as a loop over no moves would.
    store(table, key, depth, -1, alpha, beta);
    return -1;
  }
  if (stack.length >= MAX_SEARCH_PLIES) {
    throw new RangeError(`searchPlayer: the line searched is longer than ${MAX_SEARCH_PLIES} plies, the most it reads; give a smaller depth`);
  }
  stack.push({ state, key, depth, alpha, beta, low: alpha, best: -1, next: 0, count });
  return PENDING;
}

/**
 * Records a score. A proof (a win that is at least 1, a loss that is at most -1) holds at every depth, so it
 * is stored for any depth: a long line then settles each position once, not once per depth it is reached at.
 */
function store(table: Map<string, Entry>, key: string, depth: number, value: number, low: number, beta: number): void {
  if (table.size >= MAX_TABLE_ENTRIES && !table.has(key)) table.clear();
  const flag = value <= low ? UPPER : value >= beta ? LOWER : EXACT;
  const proof = (value === 1 && flag !== UPPER) || (value === -1 && flag !== LOWER);
  table.set(key, { depth: proof ? Number.POSITIVE_INFINITY : depth, value, flag });
}

/**
 * Negamax with alpha-beta pruning to `depth` plies, on an explicit stack: a line as long as the game (20,000
 * plies of halving 20,000) cannot overflow the call stack. It visits what the recursive form visits, in the
 * same order: `open` is the call's start, the loop its body, a popped frame its return.
 */
function negamax(root: State<unknown>, depth: number, alpha: number, beta: number, table: Map<string, Entry>): number {
  const stack: SearchFrame[] = [];
  let value = open(root, depth, alpha, beta, table, stack);
  for (let frame = stack[stack.length - 1]; frame !== undefined; frame = stack[stack.length - 1]) {
    if (value !== PENDING) {
      // `value` is the score of move `frame.next` for the opponent.
      if (-value > frame.best) frame.best = -value;
      if (frame.best > frame.alpha) frame.alpha = frame.best;
      frame.next++;
      if (frame.alpha >= frame.beta || frame.next === frame.count) {
        stack.pop();
        store(table, frame.key, frame.depth, frame.best, frame.low, frame.beta);
        value = frame.best;
        continue;
      }
    }
    const { state } = frame;
    value = open(state.play(state.moveAt(frame.next)), frame.depth - 1, -frame.beta, -frame.alpha, table, stack);
  }
  return value;
}

/**
 * A searching player: alpha-beta negamax to `depth` plies with a transposition table on `key()` (fresh for
 * each move). It plays the first move (in `moves()` order) with the best score: a proven win when it sees one,
 * else a move not proven lost. With a depth at least the game's length it plays perfectly. It never uses
 * `random`.
 *
 * The search runs on an explicit stack, so a line of any length up to 500,000 plies is read without
 * overflowing the call stack (halving 20,000 at depth 20,000 plays perfectly); past that it throws rather
 * than fill memory. Memory is bounded by the line (about 220 bytes a ply) and the table (at most 1,000,000
 * entries, about 100 bytes each: it starts afresh when full). Time is not bounded: it grows with the width
 * of the game to the power of `depth`, less what pruning and the table save.
 *
 * @param options - `depth` (default 8).
 * @returns The player, for any game.
 * @throws `TypeError`/`RangeError` when `depth` is not a positive safe integer. The player throws a
 * `RangeError` when the line it reads grows past 500,000 plies.
 * @example
 * ```ts
 * const deep = searchPlayer({ depth: 12 });
 * deep(nimGame([1, 2]).start, Math.random); // { heap: 2, count: 1 }
 * ```
 *
 * @category Play
 */
export function searchPlayer({ depth = 8 }: SearchOptions = {}): GenericPlayer {
  checkPositiveSize(depth, 'depth');
  return <M>(state: State<M>): M => {
    checkLive(state);
    const table = new Map<string, Entry>();
    let best = 0;
    let bestValue = -2;
    for (let index = 0, count = state.moveCount(); index < count && bestValue < 1; index++) {
      const value = -negamax(state.play(state.moveAt(index)), depth - 1, -1, -bestValue, table);
      if (value > bestValue) {
        bestValue = value;
        best = index;
      }
    }
    return state.moveAt(best);
  };
}
