// A depth-limited alpha-beta (negamax) player with a transposition table on key(). Scores are +1 (proven win
// for the player to move), -1 (proven loss) and 0 (unknown at this depth): with no draws and no heuristic,
// every non-zero score is a proof, so the player never throws away a win it has seen.
import { describeValue } from '../internal/integers.js';
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

function negamax(state: State<unknown>, depth: number, alpha: number, beta: number, table: Map<string, Entry>): number {
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
  const low = alpha;
  let best = -1;
  for (let index = 0, count = state.moveCount(); index < count; index++) {
    const value = -negamax(state.play(state.moveAt(index)), depth - 1, -beta, -alpha, table);
    if (value > best) best = value;
    if (best > alpha) alpha = best;
    if (alpha >= beta) break;
  }
  table.set(key, { depth, value: best, flag: best <= low ? UPPER : best >= beta ? LOWER : EXACT });
  return best;
}

/**
 * A searching player: alpha-beta negamax to `depth` plies with a transposition table on `key()` (fresh for
 * each move). It plays the first move (in `moves()` order) with the best score: a proven win when it sees one,
 * else a move not proven lost. With a depth at least the game's length it plays perfectly. It never uses
 * `random`.
 *
 * @param options - `depth` (default 8).
 * @returns The player, for any game.
 * @throws `TypeError`/`RangeError` when `depth` is not a positive safe integer.
 * @example
 * ```ts
 * const deep = searchPlayer({ depth: 12 });
 * deep(nimGame([1, 2]).start, Math.random); // { heap: 2, count: 1 }
 * ```
 *
 * @category Play
 */
export function searchPlayer({ depth = 8 }: SearchOptions = {}): GenericPlayer {
  if (typeof depth !== 'number') throw new TypeError(`depth must be a number, got ${describeValue(depth)}`);
  if (!Number.isSafeInteger(depth) || depth < 1) throw new RangeError(`depth must be a positive safe integer, got ${describeValue(depth)}`);
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
