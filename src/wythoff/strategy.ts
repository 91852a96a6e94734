// The strategy of Wythoff's game and of Fraenkel's generalisation on checked heaps: whether a position is lost
// and a move to a lost position, in normal play (any a) and misère play (a = 1). Internal: the public functions
// in wythoff.ts check their arguments and call these.
//
// Normal play, x <= y, d = y − x (kernel.ts for A_n, B_n):
// - x = B_j (j >= 1): take y − A_j from y, leaving (B_j, A_j).
// - x = A_m: d = a·m is lost; d > a·m: take d − a·m from y, leaving (A_m, B_m); d < a·m: with j = ⌊d/a⌋ < m,
//   take k = x − A_j >= 1 from x and l = k + (d − a·j) from y, leaving (A_j, B_j), with |k − l| < a.
//
// Misère play, a = 1: the lost positions are those of normal play except that (0,0), (1,2), (2,1) give way to
// (0,1), (1,0), (2,2). Proof: call that set M. (i) No move joins two members of M: none joins two normal
// P-positions, (0,1) reaches only (0,0), (2,2) reaches only (0,2), (1,2), (2,1), (1,1), (0,0) and their
// mirrors, and no normal P-position other than (0,0), (1,2), (2,1) has a heap of at most 2 or a difference of
// at most 1, which reaching (0,1) or (2,2) would need. (ii) From every position (x <= y) outside M other than
// (0,0) (the end, won by the player to move in misère play), a move reaches M: (0, y >= 2) → (0,1); (1,1) → (0,1);
// (1,2) and (1, y >= 3) → (1,0); (2, y >= 3) → (2,2); (k,k), k >= 3 → (2,2); (k, k + 1), k >= 3 → (0,1); and
// when x >= 3 and y >= x + 2 the normal move, which keeps a heap of 3 or more or a difference of 2 or more, so
// never reaches (0,0), (1,2) or (2,1). The solver confirms it on every small position (test/wythoff/).
//
// Moves are [taken from the first heap, taken from the second heap].
import { classify, classifyBig, divide, floorGamma, floorGammaBig } from './kernel.js';
import type { Gamma } from './kernel.js';

/** Amounts taken from the first and the second heap. */
export type Takes<T extends number | bigint> = readonly [T, T];

/** Whether (x, y) is lost for the player to move in normal play. */
export function isLostNumber(x: number, y: number, gamma: Gamma): boolean {
  const small = Math.min(x, y);
  const { quotient: n, remainder } = divide(Math.max(x, y) - small, gamma.a);
  // x = A_n = n + ⌊nγ⌋ (A_n >= n, so small < n is lost at once).
  return remainder === 0 && small >= n && small - n === floorGamma(n, gamma);
}

/** The normal-play move from (x, y) to a lost position, or `null` when (x, y) is lost. */
export function moveNumber(x: number, y: number, gamma: Gamma): Takes<number> | null {
  const swap = x > y;
  const small = swap ? y : x;
  const large = swap ? x : y;
  const takes = sortedMove(small, large, gamma);
  return takes === null || !swap ? takes : [takes[1], takes[0]];
}

function sortedMove(x: number, y: number, gamma: Gamma): Takes<number> | null {
  const { a } = gamma;
  const { lower, index } = classify(x, gamma);
  // x = B_index: leave (B_j, A_j), A_j = B_j − a·j (a·j <= x, exact).
  if (!lower) return [0, y - (x - a * index)];
  const { quotient, remainder } = divide(y - x, a);
  if (quotient === index && remainder === 0) return null;
  // d > a·m: leave (A_m, B_m); a·m < d is a safe integer.
  if (quotient >= index) return [0, y - x - a * index];
  const k = x - (quotient + floorGamma(quotient, gamma));
  return [k, k + remainder];
}

/** {@link isLostNumber} for bigints. */
export function isLostBig(x: bigint, y: bigint, a: bigint): boolean {
  const small = x < y ? x : y;
  const d = (x < y ? y : x) - small;
  if (d % a !== 0n) return false;
  const n = d / a;
  return small >= n && small - n === floorGammaBig(n, a);
}

/** {@link moveNumber} for bigints. */
export function moveBig(x: bigint, y: bigint, a: bigint): Takes<bigint> | null {
  const swap = x > y;
  const small = swap ? y : x;
  const large = swap ? x : y;
  const { lower, index } = classifyBig(small, a);
  let takes: Takes<bigint> | null;
  if (!lower) takes = [0n, large - (small - a * index)];
  else {
    const d = large - small;
    const quotient = d / a;
    const remainder = d % a;
    if (quotient === index && remainder === 0n) takes = null;
    else if (quotient >= index) takes = [0n, d - a * index];
    else {
      const k = small - (quotient + floorGammaBig(quotient, a));
      takes = [k, k + remainder];
    }
  }
  return takes === null || !swap ? takes : [takes[1], takes[0]];
}

// ---------------------------------------------------------------------------------------------------------------
// Misère play, a = 1: positions with a heap of at most 2 or a difference of at most 1 are settled by the table
// of the proof above, the others as in normal play.

/** What misère play does near the origin: the position is lost, over, or the move goes to a small target. */
type NearOrigin = 'lost' | 'over' | readonly [number, number];

/**
 * The misère answer for a sorted position given as its smaller heap capped at 3 and its difference capped at
 * 2, or `undefined` when the normal strategy decides (smaller heap >= 3, difference >= 2).
 */
function nearOrigin(small: number, gap: number): NearOrigin | undefined {
  switch (small) {
    case 0:
      return gap === 0 ? 'over' : gap === 1 ? 'lost' : [0, 1];
    case 1:
      return gap === 0 ? [0, 1] : [1, 0];
    case 2:
      return gap === 0 ? 'lost' : [2, 2];
    default:
      return gap === 0 ? [2, 2] : gap === 1 ? [0, 1] : undefined;
  }
}

/** {@link nearOrigin} of a sorted number position. */
function nearOriginNumber(small: number, large: number): NearOrigin | undefined {
  return nearOrigin(Math.min(small, 3), Math.min(large - small, 2));
}

/** {@link nearOrigin} of a sorted bigint position. */
function nearOriginBig(small: bigint, large: bigint): NearOrigin | undefined {
  const gap = large - small;
  return nearOrigin(small < 3n ? Number(small) : 3, gap < 2n ? Number(gap) : 2);
}

/** Whether (x, y) is lost for the player to move in misère play (a = 1). */
export function isMisereLostNumber(x: number, y: number, gamma: Gamma): boolean {
  const near = nearOriginNumber(Math.min(x, y), Math.max(x, y));
  return near === undefined ? isLostNumber(x, y, gamma) : near === 'lost';
}

/** The misère move from (x, y) to a lost position (a = 1), or `null` when (x, y) is lost or over. */
export function misereMoveNumber(x: number, y: number, gamma: Gamma): Takes<number> | null {
  const swap = x > y;
  const near = swap ? nearOriginNumber(y, x) : nearOriginNumber(x, y);
  if (near === undefined) return moveNumber(x, y, gamma);
  if (typeof near === 'string') return null;
  const [first, second] = swap ? [near[1], near[0]] : near;
  return [x - first, y - second];
}

/** {@link isMisereLostNumber} for bigints. */
export function isMisereLostBig(x: bigint, y: bigint): boolean {
  const near = x <= y ? nearOriginBig(x, y) : nearOriginBig(y, x);
  return near === undefined ? isLostBig(x, y, 1n) : near === 'lost';
}

/** {@link misereMoveNumber} for bigints. */
export function misereMoveBig(x: bigint, y: bigint): Takes<bigint> | null {
  const swap = x > y;
  const near = swap ? nearOriginBig(y, x) : nearOriginBig(x, y);
  if (near === undefined) return moveBig(x, y, 1n);
  if (typeof near === 'string') return null;
  const [first, second] = swap ? [near[1], near[0]] : near;
  return [x - BigInt(first), y - BigInt(second)];
}
