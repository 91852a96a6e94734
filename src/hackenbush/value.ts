// Green Hackenbush values by the fusion and colon principles (Winning Ways ch. 7; Berlekamp, Conway and Guy).
// Fusion: the vertices of a cycle may be fused into one without changing the value, its edges becoming loops; so
// every 2-edge-connected part (the pieces left when the bridges are removed) fuses into one vertex, every edge
// inside it a loop worth 1. What remains is a tree of bridges rooted at the ground's part. Colon: a branch on a
// vertex may be replaced by any branch of the same value, so a part is worth the nim-sum of its loops (1 each)
// and of (child's value + 1) over the bridges to its children. Everything below is iterative and linear in the
// edges: the ground's reach by a breadth-first walk, the bridges by Tarjan's low-link with an explicit stack (edge
// ids, not vertices, tell a parallel edge from the tree edge), the parts by another walk, the tree bottom-up.
import { int32At, valueAt } from '../internal/bits.js';
import { describeValue } from '../internal/integers.js';

/**
 * The most edges a Hackenbush graph may have: 1,000,000. Its value takes linear time and a few arrays of that
 * length (tens of megabytes at most).
 *
 * @example
 * ```ts
 * MAX_HACKENBUSH_EDGES; // 1000000
 * ```
 *
 * @category Nim family
 */
export const MAX_HACKENBUSH_EDGES = 1_000_000;

/** An edge: two vertex numbers; 0 is the ground. */
export type HackenbushEdge = readonly [number, number];

/** Checks one vertex number, `edges[index][side]`: a non-negative safe integer (the label is made on failure only). */
function checkVertex(value: unknown, index: number, side: number): number {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value + 0;
  const label = `edges[${index}][${side}]`;
  if (typeof value !== 'number') throw new TypeError(`${label} must be a number, got ${describeValue(value)}`);
  throw new RangeError(`${label} must be a vertex number, a non-negative safe integer, got ${describeValue(value)}`);
}

/**
 * Checks an edge list, read once entry by entry into a flat array: edge e joins `ends[2e]` and `ends[2e + 1]` (one
 * typed array, not a pair object per edge, so a million edges cost 16 MB and no garbage).
 */
export function checkEdges(edges: unknown): Float64Array {
  if (!Array.isArray(edges)) throw new TypeError(`edges must be an array of [u, v] pairs, got ${describeValue(edges)}`);
  const list = edges as readonly unknown[];
  if (list.length > MAX_HACKENBUSH_EDGES) throw new RangeError(`edges must hold at most ${MAX_HACKENBUSH_EDGES} edges (MAX_HACKENBUSH_EDGES), got ${list.length}`);
  const checked = new Float64Array(2 * list.length);
  for (let index = 0; index < list.length; index++) {
    const edge = list[index];
    if (!Array.isArray(edge)) throw new TypeError(`edges[${index}] must be a pair [u, v], got ${describeValue(edge)}`);
    const pair = edge as readonly unknown[];
    if (pair.length !== 2) throw new RangeError(`edges[${index}] must be a pair [u, v], got ${pair.length} entries`);
    checked[2 * index] = checkVertex(pair[0], index, 0);
    checked[2 * index + 1] = checkVertex(pair[1], index, 1);
  }
  return checked;
}

/** Vertex number `index` of a flat edge list (callers index within bounds). */
function vertexAt(edges: Float64Array, index: number): number {
  return edges[index] ?? 0;
}

/** A graph in compact form: vertices renumbered 0..n − 1 (the ground 0), and each vertex's incident edges. */
interface Compact {
  readonly ends: Int32Array; // edge e joins ends[2e] and ends[2e + 1]
  readonly firsts: Int32Array; // the incident edges of v are incident[firsts[v] .. firsts[v + 1])
  readonly incident: Int32Array;
  readonly count: number;
}

function compact(edges: Float64Array, chosen: readonly number[]): Compact {
  // Vertices renamed in order of appearance, the ground first: through a dense table when the numbers are small
  // (no hashing), else a Map.
  let largest = 0;
  for (const edge of chosen) largest = Math.max(largest, vertexAt(edges, 2 * edge), vertexAt(edges, 2 * edge + 1));
  const dense = largest <= 4 * chosen.length + 16 ? new Int32Array(largest + 1).fill(-1) : undefined;
  const names = new Map<number, number>();
  let count = 1;
  if (dense === undefined) names.set(0, 0);
  else dense[0] = 0;
  const nameOf = (vertex: number): number => {
    if (dense !== undefined) {
      const known = dense[vertex] ?? -1;
      if (known >= 0) return known;
      dense[vertex] = count;
      return count++;
    }
    const known = names.get(vertex);
    if (known !== undefined) return known;
    names.set(vertex, count);
    return count++;
  };
  const ends = new Int32Array(2 * chosen.length);
  chosen.forEach((edge, index) => {
    ends[2 * index] = nameOf(vertexAt(edges, 2 * edge));
    ends[2 * index + 1] = nameOf(vertexAt(edges, 2 * edge + 1));
  });
  const firsts = new Int32Array(count + 1);
  for (const end of ends) firsts[end + 1] = (int32At(firsts, end + 1)) + 1;
  for (let vertex = 0; vertex < count; vertex++) firsts[vertex + 1] = (int32At(firsts, vertex + 1)) + (int32At(firsts, vertex));
  const incident = new Int32Array(ends.length);
  const filled = firsts.slice(0, count);
  ends.forEach((end, slot) => {
    incident[int32At(filled, end)] = slot >> 1;
    filled[end] = (int32At(filled, end)) + 1;
  });
  return { ends, firsts, incident, count };
}

/** The other end of edge `edge` seen from `vertex` (the same vertex for a loop). */
function across({ ends }: Compact, edge: number, vertex: number): number {
  const first = int32At(ends, 2 * edge);
  return first === vertex ? (int32At(ends, 2 * edge + 1)) : first;
}

/** The edges (indices into `chosen`) reachable from the ground. */
export function groundedEdges(edges: Float64Array, chosen: readonly number[]): number[] {
  const graph = compact(edges, chosen);
  const seen = new Uint8Array(graph.count);
  const stack = [0];
  seen[0] = 1;
  const kept: number[] = [];
  const taken = new Uint8Array(chosen.length);
  for (let vertex = stack.pop(); vertex !== undefined; vertex = stack.pop()) {
    for (let slot = int32At(graph.firsts, vertex); slot < int32At(graph.firsts, vertex + 1); slot++) {
      const edge = int32At(graph.incident, slot);
      if (taken[edge] === 0) {
        taken[edge] = 1;
        kept.push(edge);
      }
      const next = across(graph, edge, vertex);
      if (seen[next] === 0) {
        seen[next] = 1;
        stack.push(next);
      }
    }
  }
  return kept.sort((a, b) => a - b).map((edge) => valueAt(chosen, edge));
}

/** The value of the edges `chosen` (indices into `edges`) by fusion and colon. */
export function valueOfEdges(edges: Float64Array, chosen: readonly number[]): number {
  const graph = compact(edges, chosen);
  const { count, firsts, incident } = graph;
  // Tarjan's low-link from the ground; vertices it does not reach stay undiscovered (order 0) and count for nothing.
  const order = new Int32Array(count);
  const low = new Int32Array(count);
  const parentEdge = new Int32Array(count).fill(-1);
  const next = firsts.slice(0, count);
  const bridge = new Uint8Array(chosen.length);
  let clock = 1;
  order[0] = low[0] = clock++;
  const stack = [0];
  while (stack.length > 0) {
    const vertex = valueAt(stack, stack.length - 1);
    const slot = int32At(next, vertex);
    if (slot < (int32At(firsts, vertex + 1))) {
      next[vertex] = slot + 1;
      const edge = int32At(incident, slot);
      if (edge === parentEdge[vertex]) continue;
      const other = across(graph, edge, vertex);
      if (order[other] === 0) {
        order[other] = low[other] = clock++;
        parentEdge[other] = edge;
        stack.push(other);
      } else {
        low[vertex] = Math.min(int32At(low, vertex), int32At(order, other));
      }
      continue;
    }
    stack.pop();
    const parent = stack[stack.length - 1];
    if (parent !== undefined) {
      low[parent] = Math.min(int32At(low, parent), int32At(low, vertex));
      if ((int32At(low, vertex)) > (int32At(order, parent))) bridge[int32At(parentEdge, vertex)] = 1;
    }
  }
  // The parts: walks over non-bridge edges. Each part's loops (its non-bridge edges) and its tree order.
  const part = new Int32Array(count).fill(-1);
  const loops: number[] = [];
  const parentPart: number[] = [];
  // A walk of the bridge tree from the ground's part, parts numbered in the order they are found.
  const queue: number[] = [0];
  part[0] = 0;
  loops.push(0);
  parentPart.push(-1);
  // for-of over an array visits the entries pushed during the loop too: a breadth-first walk.
  for (const vertex of queue) {
    const own = int32At(part, vertex);
    for (let slot = int32At(firsts, vertex); slot < (int32At(firsts, vertex + 1)); slot++) {
      const edge = int32At(incident, slot);
      const other = across(graph, edge, vertex);
      if (bridge[edge] === 0) {
        if (part[other] === -1) {
          part[other] = own;
          queue.push(other);
        }
      } else if (part[other] === -1) {
        const created = loops.length;
        part[other] = created;
        loops.push(0);
        parentPart.push(own);
        queue.push(other);
      }
    }
  }
  // Every non-bridge edge of the ground's component lies inside one part: a loop there.
  for (let edge = 0; edge < chosen.length; edge++) {
    const own = int32At(part, int32At(graph.ends, 2 * edge));
    if (bridge[edge] === 0 && own >= 0) loops[own] = valueAt(loops, own) + 1;
  }
  // Bottom-up: parts were numbered parents first, so the reverse order has every child before its parent.
  const values = loops.map((loopCount) => loopCount & 1);
  for (let index = values.length - 1; index > 0; index--) {
    const parent = valueAt(parentPart, index);
    values[parent] = (valueAt(values, parent)) ^ ((valueAt(values, index)) + 1);
  }
  return valueAt(values, 0);
}
