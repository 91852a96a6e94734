// Plain reference implementations of the coin-turning games, written from the rules alone: every allowed set of
// coins listed by brute force, a head's value by a plain mex over those sets, and positions solved by a
// memoized search over strings. The tests hold nimkit's theory and engine against these.
import type { TurningRule } from '../../src/index.js';

export const RULES: readonly TurningRule[] = ['turtles', 'mock-turtles', 'ruler'];
/** The rules that turn a set of coins of bounded size: the fewest and most squares turned besides the head. */
export const SET_RULES = { twins: [1, 1], moebius: [0, 4], mogul: [0, 6] } as const;

/** Every set of `size` squares from 1 to `below` − 1, in colex order (compared from the right). */
function colexSets(below: number, size: number): number[][] {
  if (size === 0) return [[]];
  const sets: number[][] = [];
  for (let last = size; last < below; last++) for (const rest of colexSets(last, size - 1)) sets.push([...rest, last]);
  return sets;
}

/**
 * Every set of squares a move with its head on `head` may turn, the head last, in the documented order: fewest
 * coins first, then by the other squares compared from the right.
 */
export function setsOfHead(rule: TurningRule, head: number): number[][] {
  if (rule === 'twins' || rule === 'moebius' || rule === 'mogul') {
    const [fewest, most] = SET_RULES[rule];
    const sets: number[][] = [];
    for (let size = fewest; size <= most; size++) for (const set of colexSets(head, size)) sets.push([...set, head]);
    return sets;
  }
  const sets: number[][] = [[head]];
  if (rule === 'ruler') {
    for (let from = head - 1; from >= 1; from--) {
      const squares: number[] = [];
      for (let square = from; square <= head; square++) squares.push(square);
      sets.push(squares);
    }
    return sets;
  }
  for (let a = 1; a < head; a++) sets.push([a, head]);
  if (rule === 'mock-turtles') {
    for (let b = 2; b < head; b++) for (let a = 1; a < b; a++) sets.push([a, b, head]);
  }
  return sets;
}

/** The values of a head on squares 1..limit by a plain mex over the sets each head may turn (index 0 unused). */
export function mexValues(rule: TurningRule, limit: number): number[] {
  const values = [0];
  for (let head = 1; head <= limit; head++) {
    const reached = new Set<number>();
    for (const set of setsOfHead(rule, head)) {
      let sum = 0;
      for (const square of set.slice(0, -1)) sum ^= values[square] ?? 0;
      reached.add(sum);
    }
    let mex = 0;
    while (reached.has(mex)) mex++;
    values.push(mex);
  }
  return values;
}

/** Every legal move of a coin string, in the documented order: heads left to right, then setsOfHead's order. */
export function bruteMoves(rule: TurningRule, coins: string): number[][] {
  const moves: number[][] = [];
  for (let head = 1; head <= coins.length; head++) if (coins[head - 1] === 'H') moves.push(...setsOfHead(rule, head));
  return moves;
}

/** The action id of a move: its index among the moves of a string of `length` heads. */
export function bruteActionIds(rule: TurningRule, length: number): Map<string, number> {
  return new Map(bruteMoves(rule, 'H'.repeat(length)).map((move, id) => [move.join(','), id]));
}

/** The string after turning the coins on `squares`. */
export function turn(coins: string, squares: readonly number[]): string {
  const list = coins.split('');
  for (const square of squares) list[square - 1] = list[square - 1] === 'H' ? 'T' : 'H';
  return list.join('');
}

/** The nim-sum of the heads' values, read from a table of values. */
export function nimSum(values: readonly number[], coins: string): number {
  let sum = 0;
  for (let index = 0; index < coins.length; index++) if (coins[index] === 'H') sum ^= values[index + 1] ?? 0;
  return sum;
}

/** Every string of H and T of `length` coins. */
export function allStrings(length: number): string[] {
  const strings: string[] = [];
  for (let mask = 0; mask < 2 ** length; mask++) {
    let coins = '';
    for (let bit = 0; bit < length; bit++) coins += (mask >> bit) & 1 ? 'H' : 'T';
    strings.push(coins);
  }
  return strings;
}

/** Whether the player to move from `coins` wins, by a plain memoized search (misère: the last mover loses). */
export function bruteWins(rule: TurningRule, coins: string, misere: boolean, memo = new Map<string, boolean>()): boolean {
  const known = memo.get(coins);
  if (known !== undefined) return known;
  const moves = bruteMoves(rule, coins);
  const wins = moves.length === 0 ? misere : moves.some((move) => !bruteWins(rule, turn(coins, move), misere, memo));
  memo.set(coins, wins);
  return wins;
}
