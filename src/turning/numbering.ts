// The move order and action numbering of the coin-turning games. Moves are grouped by their head (the
// rightmost coin, turned from heads to tails), heads left to right; within a head h, move r (0-based) is:
//   Turtles       r = 0: {h};  r = m: {m, h} (1 <= m < h)                         — h moves
//   Ruler         r: the run {h − r, …, h} (shortest first)                         — h moves
//   Mock Turtles  r = 0: {h};  r = a: {a, h};  r = h + C(b − 1, 2) + a − 1: {a, b, h} (a < b < h, by b then a)
//                                                                                   — h + C(h − 1, 2) moves
//   Twins         r = a − 1: {a, h} (1 <= a < h)                                   — h − 1 moves
//   Moebius, Mogul  the sets of j = 0 to 4 (Mogul 6) squares left of h, fewest first, each size in colex order
//                 (compared from the right): r = Σ_{i<j} C(h − 1, i) + Σ_i C(c_i − 1, i) for c_1 < … < c_j
// An action id is r plus the moves of every head left of h: the position of the move in the list of a string
// of heads only, so ids ascend in the move order and are fixed for the whole game.
import { valueAt } from '../internal/bits.js';
import type { TurningMove, TurningRule } from './rules.js';
import { run } from './rules.js';

/** C(m, 2), exact for every m whose result is safe. */
function choose2(m: number): number {
  if (m < 2) return 0;
  return m % 2 === 0 ? (m / 2) * (m - 1) : m * ((m - 1) / 2);
}

/**
 * C(m, 3), exact whenever the result is a safe integer: the factors are divided by 3 and by 2 before they are
 * multiplied, so no product passes the result.
 */
function choose3(m: number): number {
  if (m < 3) return 0;
  let a = m;
  let b = m - 1;
  let c = m - 2;
  if (a % 3 === 0) a /= 3;
  else if (b % 3 === 0) b /= 3;
  else c /= 3;
  // Dividing by 3 keeps parity, and one of m, m − 1 is even.
  if (a % 2 === 0) a /= 2;
  else b /= 2;
  return a * b * c;
}

/** C(m, k) for the small m (at most 100) and k (at most 7) of Moebius and Mogul: exact, below 2^35. */
function choose(m: number, k: number): number {
  let result = 1;
  for (let index = 0; index < k; index++) result = (result * (m - index)) / (index + 1);
  return Math.max(result, 0);
}

/** The most squares besides the head of a move of Moebius (4) or Mogul (6). */
function mostOthers(rule: 'moebius' | 'mogul'): number {
  return rule === 'moebius' ? 4 : 6;
}

/** The number of moves of a head on square `head`. */
export function movesOfHead(rule: TurningRule, head: number): number {
  switch (rule) {
    case 'mock-turtles':
      return head + choose2(head - 1);
    case 'twins':
      return head - 1;
    case 'moebius':
    case 'mogul': {
      let count = 0;
      for (let size = 0; size <= mostOthers(rule); size++) count += choose(head - 1, size);
      return count;
    }
    default:
      return head;
  }
}

/** The first action id of the moves of a head on square `head`: the moves of every head left of it. */
function firstActionOf(rule: TurningRule, head: number): number {
  switch (rule) {
    case 'mock-turtles':
      return head - 1 + choose2(head - 1) + choose3(head - 1);
    case 'twins':
      return choose2(head - 1);
    case 'moebius':
    case 'mogul': {
      // Σ over heads h < head of Σ_j C(h − 1, j) = Σ_j C(head − 1, j + 1).
      let count = 0;
      for (let size = 0; size <= mostOthers(rule); size++) count += choose(head - 1, size + 1);
      return count;
    }
    default:
      return choose2(head);
  }
}

/** The number of action ids of a string of `length` coins: the moves of all heads 1 to `length`. */
export function actionCountOf(rule: TurningRule, length: number): number {
  return firstActionOf(rule, length + 1);
}

/** The index of a move of a head on its last square among that head's moves. */
function rankOf(rule: TurningRule, coins: readonly number[]): number {
  if (rule === 'ruler') return coins.length - 1;
  if (rule === 'twins') return valueAt(coins, 0) - 1;
  if (rule === 'moebius' || rule === 'mogul') {
    const head = valueAt(coins, coins.length - 1);
    const others = coins.length - 1;
    let rank = 0;
    for (let size = 0; size < others; size++) rank += choose(head - 1, size);
    for (let index = 0; index < others; index++) rank += choose(valueAt(coins, index) - 1, index + 1);
    return rank;
  }
  if (coins.length === 1) return 0;
  const first = valueAt(coins, 0);
  if (coins.length === 2) return first;
  return valueAt(coins, 2) + choose2(valueAt(coins, 1) - 1) + first - 1;
}

/** The action id of a move (read by readTurningMove, so its shape fits the rule). */
export function actionOfMove(rule: TurningRule, move: TurningMove): number {
  const { coins } = move;
  return firstActionOf(rule, valueAt(coins, coins.length - 1)) + rankOf(rule, coins);
}

/** The largest k from `low` to `high` with `below(k) <= value`, where `below` grows and `below(low) <= value`. */
function lastAtMost(below: (k: number) => number, value: number, guess: number, low: number, high: number): number {
  // The guess comes from a floating root and is off by a little at most; the steps make it exact.
  let k = Math.min(high, Math.max(low, guess));
  while (k > low && below(k) > value) k--;
  while (k < high && below(k + 1) <= value) k++;
  return k;
}

/** The move of rank `rank` of a head on square `head`. */
export function moveOfHead(rule: TurningRule, head: number, rank: number): TurningMove {
  if (rule === 'ruler') return { coins: run(head - rank, head) };
  if (rule === 'twins') return { coins: [rank + 1, head] };
  if (rule === 'moebius' || rule === 'mogul') return { coins: [...colexSet(head, rank), head] };
  if (rank === 0) return { coins: [head] };
  if (rank < head) return { coins: [rank, head] };
  // Mock Turtles' triples: b is the largest with C(b − 1, 2) <= rank − head.
  const triple = rank - head;
  const b = lastAtMost((k) => choose2(k - 1), triple, Math.floor(Math.sqrt(2 * triple)) + 1, 2, head - 1);
  return { coins: [triple - choose2(b - 1) + 1, b, head] };
}

/** The set of squares left of `head` of rank `rank` among the sets of Moebius or Mogul (sizes ascending, colex). */
function colexSet(head: number, rank: number): number[] {
  let rest = rank;
  let size = 0;
  while (rest >= choose(head - 1, size)) rest -= choose(head - 1, size++);
  const squares = new Array<number>(size);
  for (let index = size; index >= 1; index--) {
    // The largest c with C(c − 1, index) <= rest: c below the square chosen after it.
    let square = index;
    while (choose(square, index) <= rest) square++;
    rest -= choose(square - 1, index);
    squares[index - 1] = square;
  }
  return squares;
}

/** The move with action id `id` (from 0 to the action count of `length` coins, less 1). */
export function moveOfActionId(rule: TurningRule, length: number, id: number): TurningMove {
  // Heads of Moebius and Mogul are at most 100: the steps from 1 are few.
  const guess = rule === 'mock-turtles' ? Math.floor(Math.cbrt(6 * id)) + 1 : rule === 'moebius' || rule === 'mogul' ? 1 : Math.floor((1 + Math.sqrt(1 + 8 * id)) / 2) + (rule === 'twins' ? 1 : 0);
  const head = lastAtMost((k) => firstActionOf(rule, k), id, guess, 1, length);
  return moveOfHead(rule, head, id - firstActionOf(rule, head));
}
