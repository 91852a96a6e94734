// Welter's function by Conway's mating rule, and the move to a value-0 position, in exact bigint arithmetic.
//
// Write the squares in binary and file them in a trie on their LOW bits: a node at depth d holds the squares
// that agree on their d lowest bits, and splits them by bit d. Mate the squares bottom-up: each subtree passes
// one unmated square up exactly when it holds an odd number, and where both halves of a node at depth d pass
// one, those two squares are mates (congruent modulo 2^d but not 2^(d+1)). Then
//
//   [a | b | c | ...] = a ⊕ b ⊕ c ⊕ ... ⊕ (2^(d+1) − 1 for each mated pair, d its depth),
//
// so for two coins [a | b] = a ⊕ b ⊕ (2^(d+1) − 1) = (a ⊕ b) − 1, d being the lowest bit of a ⊕ b. The pairs
// come from the nodes with two odd halves, so only the trie's shape counts, not which squares pair up.
//
// The trie is never built: sorted by their bits from the lowest up (`compareLowFirst`), the squares of every
// node form a run, the depth where a run splits is the lowest bit where its first and last squares differ,
// and the split point is found by bisection. A run with one child only is skipped whole, so the cost is
// O(n log n) comparisons of squares for n coins.
//
// The winning move. Keep every coin but one, B, fixed; f(x) = [B | x] is one-to-one on the free squares x,
// since a position and any of its options have different values. Add x to B's trie: only the mating bits
// along x's path change, so f(x) = x ⊕ S ⊕ Δ(x), S = ⊕B ⊕ (B's own mating bits), and Δ(x) is the XOR of
// 2^(d+1) − 1 over the nodes of x's path whose "two odd halves" test x flips. Set f(x) = 0: x = S ⊕ Δ(x).
// Δ has no bit above the depth D where x leaves B's trie (its node there holds no square of B), and bit j of
// Δ is the parity of the flips at depths j to D. Writing e_j = bit j of x ⊕ S, the equation says
// e_j = e_(j+1) ⊕ (flip at j) for j < D and e_D = (flip at D): given e_0, each step down the trie is forced, so
// two walks (e_0 = 0 and e_0 = 1) of at most one step per branching node find the only x with f(x) = 0, and
// the move exists when x is below the coin. Along a run where B's squares do not split (m of them), the walk
// either follows them (no flip) or leaves them at the first bit where x must differ, flipping exactly when m
// is odd; so runs are crossed in one step too. A walk (and the update of the mating bits for B) meets at most
// min(n, b) branching nodes for b-bit squares, each split found by bisection: O(min(n, b) · log n) bigint
// operations per coin, O(n · min(n, b) · log n) in all.
import { bigBitLength } from '../internal/integers.js';

/** A move of Welter's game on bigint squares: the coin on `from` slides to the empty square `to` below it. */
export interface BigWelterMove {
  readonly from: bigint;
  readonly to: bigint;
}

/** The index of the lowest set bit of a positive bigint. */
function lowestBit(x: bigint): number {
  return bigBitLength(x & -x) - 1;
}

function bitAt(x: bigint, k: number): 0 | 1 {
  return (x >> BigInt(k)) & 1n ? 1 : 0;
}

/** 2^k − 1. */
function ones(k: number): bigint {
  return (1n << BigInt(k)) - 1n;
}

/** Orders squares by bit 0, then bit 1, and so on up: the order in which the trie's nodes are runs. */
function compareLowFirst(a: bigint, b: bigint): number {
  if (a === b) return 0;
  return bitAt(a, lowestBit(a ^ b)) === 0 ? -1 : 1;
}

/** Distinct squares in the trie's order. */
function trieOrder(squares: readonly bigint[]): bigint[] {
  return squares.slice().sort(compareLowFirst);
}

/** The first index of the run [lo, hi) whose bit `depth` is 1 (the run agrees below `depth`, so it is sorted by that bit). */
function splitAt(order: readonly bigint[], lo: number, hi: number, depth: number): number {
  let low = lo;
  let high = hi;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (bitAt(order[middle] ?? 0n, depth) === 1) high = middle;
    else low = middle + 1;
  }
  return low;
}

function isOdd(count: number): boolean {
  return count % 2 === 1;
}

/** The XOR of 2^(d+1) − 1 over the trie's nodes whose two halves are both odd (d the node's depth). */
function matingBits(order: readonly bigint[]): bigint {
  let bits = 0n;
  const runs: [number, number][] = [[0, order.length]];
  for (let run = runs.pop(); run !== undefined; run = runs.pop()) {
    const [lo, hi] = run;
    if (hi - lo < 2) continue;
    const depth = lowestBit((order[lo] ?? 0n) ^ (order[hi - 1] ?? 0n));
    const split = splitAt(order, lo, hi, depth);
    if (isOdd(split - lo) && isOdd(hi - split)) bits ^= ones(depth + 1);
    runs.push([lo, split], [split, hi]);
  }
  return bits;
}

/** The XOR of the squares. */
export function xorOf(squares: readonly bigint[]): bigint {
  let sum = 0n;
  for (const square of squares) sum ^= square;
  return sum;
}

/** Welter's function of distinct squares, by the mating rule. */
export function welterOf(squares: readonly bigint[]): bigint {
  return xorOf(squares) ^ matingBits(trieOrder(squares));
}

/** The mating bits of the squares without the one at trie index `skip`, from those of all of them. */
function matingBitsWithout(order: readonly bigint[], skip: number, all: bigint): bigint {
  let bits = all;
  let lo = 0;
  let hi = order.length;
  // Only the branching nodes on the removed square's path can change their test.
  while (hi - lo >= 2) {
    const depth = lowestBit((order[lo] ?? 0n) ^ (order[hi - 1] ?? 0n));
    const split = splitAt(order, lo, hi, depth);
    const zeros = split - lo;
    const units = hi - split;
    const before = isOdd(zeros) && isOdd(units);
    const after = skip < split ? !isOdd(zeros) && isOdd(units) : isOdd(zeros) && !isOdd(units);
    if (before !== after) bits ^= ones(depth + 1);
    if (skip < split) hi = split;
    else lo = split;
  }
  return bits;
}

/** The lowest bit at or above `from` where `x` differs from `e` (0 or 1); Infinity when there is none. */
function firstBitOtherThan(x: bigint, from: number, e: 0 | 1): number {
  const above = x >> BigInt(from);
  if (e === 1) return from + lowestBit(above + 1n);
  return above === 0n ? Infinity : from + lowestBit(above);
}

/**
 * The walk of the header: the square x off B (every square but the one at trie index `skip`) with
 * x = s ⊕ Δ(x), starting with e_0 = `e`; `null` when this start finds none.
 */
function walk(order: readonly bigint[], skip: number, s: bigint, start: 0 | 1): bigint | null {
  let lo = 0;
  let hi = order.length;
  let depth = 0;
  let e = start;
  for (;;) {
    // The run holds B's squares of the node, and the skipped one only strictly inside (then it shares their
    // low bits up to the split), so trimming it at the ends keeps the run sorted by the splitting bit.
    if (lo === skip) lo++;
    if (hi - 1 === skip) hi--;
    const count = hi - lo - (skip > lo && skip < hi ? 1 : 0);
    const first = order[lo] ?? 0n;
    const branch = count >= 2 ? lowestBit(first ^ (order[hi - 1] ?? 0n)) : Infinity;
    const away = firstBitOtherThan(s ^ first, depth, e);
    if (away < branch) {
      // x leaves the node's squares at bit `away`: the node's test flips exactly when it holds an odd count.
      if ((isOdd(count) ? 1 : 0) !== e) return null;
      const low = ones(away + 1);
      return (s & ~low) | ((first ^ (1n << BigInt(away))) & low);
    }
    if (branch === Infinity) return null;
    const split = splitAt(order, lo, hi, branch);
    const zeros = split - lo - (skip >= lo && skip < split ? 1 : 0);
    const units = count - zeros;
    const side = bitAt(s, branch) ^ e;
    const mine = side === 0 ? zeros : units;
    const other = side === 0 ? units : zeros;
    const before = isOdd(zeros) && isOdd(units);
    const after = !isOdd(mine) && isOdd(other);
    if (before !== after) e = e === 0 ? 1 : 0;
    depth = branch + 1;
    if (side === 0) hi = split;
    else lo = split;
  }
}

/**
 * A move of normal-play Welter's game to a position of value `target`, from distinct squares given ascending,
 * or `null` when none has it (always one when `target` is below the position's value: the mex). With B the
 * coins but one, [B | x] = s ⊕ x ⊕ Δ(x) for s = ⊕B ⊕ (B's mating bits), so [B | x] = target exactly when
 * x = (s ⊕ target) ⊕ Δ(x): the walk that finds a move to 0 finds it with `s ⊕ target`. Tries the coins from
 * the lowest square up and returns the first that has one.
 */
export function valueMove(squares: readonly bigint[], target: bigint): BigWelterMove | null {
  const order = trieOrder(squares);
  const mating = matingBits(order);
  const sum = xorOf(squares);
  if ((sum ^ mating) === target) return null;
  if (squares.length === 1) return target < (squares[0] ?? 0n) ? { from: squares[0] ?? 0n, to: target } : null;
  const rank = new Map(order.map((square, index) => [square, index]));
  for (const coin of squares) {
    const skip = rank.get(coin) ?? 0;
    const s = sum ^ coin ^ matingBitsWithout(order, skip, mating) ^ target;
    // At most one of the two walks finds a square: f is one-to-one.
    const to = walk(order, skip, s, 0) ?? walk(order, skip, s, 1);
    if (to !== null && to < coin) return { from: coin, to };
  }
  return null;
}

/**
 * A move of normal-play Welter's game to a position of value 0, from distinct squares given ascending, or
 * `null` when their value is 0 ({@link valueMove}).
 */
export function zeroMove(squares: readonly bigint[]): BigWelterMove | null {
  if (welterOf(squares) === 0n) return null;
  const move = valueMove(squares, 0n);
  // Unreachable: a position of non-zero value has an option of value 0.
  if (move === null) throw new Error(`no move to value 0 found from ${squares.join(',')}`);
  return move;
}
