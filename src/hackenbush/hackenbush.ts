// The public value of a Green Hackenbush graph.
import { checkEdges, valueOfEdges } from './value.js';
import type { HackenbushEdge } from './value.js';

/**
 * The nim value of a Green Hackenbush graph (Winning Ways ch. 7): by the fusion principle every cycle's vertices
 * fuse into one vertex and its edges become loops (each worth 1); what is left is a tree of bridges, valued by the
 * colon principle: a vertex is worth the nim-sum of its loops' 1s and, over its children, (child's value + 1).
 * Linear in the edges and iterative, so a path of a million edges is fine.
 *
 * @param edges - Pairs `[u, v]` of vertex numbers (non-negative safe integers, 0 the ground), at most
 * {@link MAX_HACKENBUSH_EDGES}; loops (`u = v`) and parallel edges allowed; edges not connected to the ground
 * count for nothing.
 * @returns The value, a non-negative safe integer (at most the number of edges).
 * @throws `TypeError` when `edges` is not an array of pairs of numbers; `RangeError` for a pair of another length,
 * a vertex that is not a non-negative safe integer, or more than {@link MAX_HACKENBUSH_EDGES} edges.
 * @example
 * ```ts
 * hackenbushValue([[0, 1], [1, 2], [2, 3]]);         // 3: a stalk of three edges is a nim heap of 3
 * hackenbushValue([[0, 1], [1, 2], [1, 3]]);         // 1: a fork; colon: 1 + (1 ^ 1) = 1
 * hackenbushValue([[0, 1], [1, 0]]);                 // 0: a 2-cycle at the ground fuses to two loops
 * hackenbushValue([[0, 1], [1, 2], [2, 3], [3, 1]]); // 2: the triangle fuses to 3 loops (1) on a stalk: 1 + 1
 * hackenbushValue([[0, 1], [5, 6]]);                 // 1: edge 5-6 does not touch the ground
 * ```
 *
 * @category Nim family
 */
export function hackenbushValue(edges: readonly HackenbushEdge[]): number {
  const checked = checkEdges(edges);
  return valueOfEdges(
    checked,
    Array.from({ length: checked.length / 2 }, (_, index) => index),
  );
}
