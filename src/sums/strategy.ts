// The theory of a sum of games: the Sprague–Grundy theorem. A sum is worth the nim-sum of its parts' values,
// and from a non-zero nim-sum T some part of value g has g ^ T < g (one holding T's top bit); a move there to a
// follower worth g ^ T leaves a nim-sum of 0, which the mex guarantees exists. Misère play has no such
// theorem: Bouton's misère rule when every part is Nim (the sum is then one Nim game), else exact search.
import { winningMove as boutonMove } from '../bouton/index.js';
import { xor53 } from '../internal/integers.js';
import { nimHeapsOf } from '../nim/game.js';
import { createSolver, createWatchedValuer, solve } from '../play/index.js';
import type { State } from '../play/index.js';
import type { Ending } from '../types.js';
import type { SumMove } from './move.js';

/** A nim value: a number, or a bigint where a game's positions hold bigints. */
type Value = number | bigint;
/** Values states, remembering what it computes. */
type Valuer = (state: State<unknown>) => Value;

/** A valuer remembering values for one question (a solver's, with its default limits). */
function createValuer(): Valuer {
  const solver = createSolver();
  return (state) => solver.grundyValue(state);
}

/** Adds nim values: XOR, exact over 53 bits and for bigints. */
function nimAdd(a: Value, b: Value): Value {
  if (typeof a === 'bigint' || typeof b === 'bigint') return BigInt(a) ^ BigInt(b);
  return xor53(a, b);
}

/** Whether `a < b` for values of either type (a number and a bigint compare exactly in JavaScript). */
function below(a: Value, b: Value): boolean {
  return a < b;
}

/** Whether two values are equal, whatever their types. */
function same(a: Value, b: Value): boolean {
  return typeof a === typeof b ? a === b : BigInt(a) === BigInt(b);
}

/** Whether `value` is a value: a non-negative safe integer or a non-negative bigint. */
function isValue(value: unknown): value is Value {
  return typeof value === 'bigint' ? value >= 0n : Number.isSafeInteger(value) && (value as number) >= 0;
}

/** Whether an error is grundyValue's refusal of a repeating position, which points to loopyValue. */
function isLoopy(error: unknown): boolean {
  return error instanceof RangeError && error.message.includes('loopyValue');
}

/**
 * The nim value of a sum: the nim-sum of its parts' values.
 *
 * @throws `RangeError` as {@link grundyValue} for a part it cannot value (a repeating part names `loopyValue`).
 */
export function sumValue(parts: readonly State<unknown>[], valuer: Valuer = createValuer()): Value {
  let total: Value = 0;
  for (const part of parts) total = nimAdd(total, valuer(part));
  return total;
}

/**
 * A move of `part` to a follower worth `goal`, below the part's own value: the part's theory when it has one,
 * else the first follower (in move order) of that value.
 */
function moveInPart(part: State<unknown>, goal: Value, valuer: Valuer): unknown {
  const found = part.game.moveToValue?.(part, goal);
  if (found !== undefined && found !== null) return found;
  for (let index = 0, count = part.moveCount(); index < count; index++) {
    const move = part.moveAt(index);
    if (same(valuer(part.play(move)), goal)) return move;
  }
  throw new RangeError(`${part.game.name}: no move reaches a position worth ${goal}, below the position's value: its grundy rule does not give the game's values`);
}

/**
 * A move of the sum to a position worth `value` (below the sum's own), or `null` when `value` is not below it.
 * Among the parts whose value drops, one with a theory of moves ({@link Game.moveToValue}) is chosen first,
 * else the one with the fewest moves to look through.
 */
export function sumMoveToValue(parts: readonly State<unknown>[], value: unknown, valuer: Valuer = createValuer()): SumMove | null {
  const values = parts.map((part) => valuer(part));
  let total: Value = 0;
  for (const part of values) total = nimAdd(total, part);
  if (!isValue(value) || !below(value, total)) return null;
  const change = nimAdd(total, value);
  let chosen: { readonly index: number; readonly state: State<unknown>; readonly goal: Value } | undefined;
  let cost = Infinity;
  parts.forEach((state, index) => {
    const part = values[index] ?? 0;
    const goal = nimAdd(part, change);
    if (!below(goal, part)) return;
    const moves = state.game.moveToValue === undefined ? state.moveCount() : 0;
    if (moves < cost) {
      chosen = { index, state, goal };
      cost = moves;
    }
  });
  // The part holding the change's top bit drops, so one is chosen.
  /* v8 ignore next */
  if (chosen === undefined) return null;
  return { part: chosen.index + 1, move: moveInPart(chosen.state, chosen.goal, valuer) };
}

/** Bouton's misère move on the heaps of every part together, as a move of the part holding the heap. */
function misereNimMove(heaps: readonly (readonly number[])[]): SumMove | null {
  const move = boutonMove(heaps.flat(), { play: 'misere' });
  if (move === null) return null;
  let heap = move.heap;
  let part = 0;
  while (heap > (heaps[part]?.length ?? 0)) heap -= heaps[part++]?.length ?? 0;
  return { part: part + 1, move: { heap, count: move.count } };
}

/**
 * A winning move of a sum that is not over, or `null` when the player to move loses (see {@link sumGame}).
 *
 * @throws `RangeError` when the solver, where it is asked, runs past its limits.
 */
export function sumWinningMove(state: State<SumMove>, parts: readonly State<unknown>[], ending: Ending): SumMove | null {
  if (ending === 'normal') {
    // Parts whose positions repeat have Smith's values: moving to a nim-sum of 0 may only go round a cycle, so
    // such a sum is played from the exact solver, which tells wins from draws.
    const watched = createWatchedValuer();
    try {
      const move = sumMoveToValue(parts, 0, watched.value);
      if (!watched.repeated()) return move;
    } catch (error) {
      if (!isLoopy(error)) throw error;
    }
  } else {
    const heaps = parts.map(nimHeapsOf);
    if (heaps.every((part) => part !== undefined)) return misereNimMove(heaps);
  }
  const { result, move } = solve(state);
  return result === 'win' ? move : null;
}
