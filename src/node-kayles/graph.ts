// Node Kayles graphs: the check of a user's adjacency lists, a move (a vertex and its neighbours leave), the
// key (an edge list), its reader, and the split into connected components, each relabelled so that isomorphic
// components of common shapes (paths, cycles, stars, ...) get one key and share one remembered value.
import { int32At, valueAt } from '../internal/bits.js';
import { describeValue } from '../internal/integers.js';

/**
 * A Node Kayles position: the vertices still on the board, ascending, and for each its neighbours on the
 * board, ascending. Vertices keep the numbers of the starting graph, so a move names the same vertex all game.
 *
 * @example
 * ```ts
 * const path: NodeKaylesPosition = { vertices: [0, 1, 2], neighbours: [[1], [0, 2], [1]] };
 * ```
 *
 * @category Board games
 */
export interface NodeKaylesPosition {
  /** The vertices on the board, ascending. */
  readonly vertices: readonly number[];
  /** `neighbours[i]`: the neighbours of `vertices[i]` on the board, ascending. */
  readonly neighbours: readonly (readonly number[])[];
}

/**
 * The most vertices {@link nodeKaylesGame} takes: a position's key writes every edge, and a move rebuilds the
 * lists, so the graph is bounded (with at most {@link MAX_NODE_KAYLES_EDGES} edges).
 *
 * @example
 * ```ts
 * MAX_NODE_KAYLES_VERTICES; // 1000
 * ```
 *
 * @category Board games
 */
export const MAX_NODE_KAYLES_VERTICES = 1000;

/**
 * The most edges {@link nodeKaylesGame} takes (each written once in a key, about 8 characters).
 *
 * @example
 * ```ts
 * MAX_NODE_KAYLES_EDGES; // 10000
 * ```
 *
 * @category Board games
 */
export const MAX_NODE_KAYLES_EDGES = 10_000;

/** Checks adjacency lists: an array of arrays of vertex numbers, symmetric, without loops or repeats. */
export function checkNeighbours(neighbours: unknown): NodeKaylesPosition {
  if (!Array.isArray(neighbours)) throw new TypeError(`neighbours must be an array of arrays, got ${describeValue(neighbours)}`);
  const count = neighbours.length;
  if (count < 1 || count > MAX_NODE_KAYLES_VERTICES) {
    throw new RangeError(`neighbours must list from 1 to ${MAX_NODE_KAYLES_VERTICES} vertices, got ${count}`);
  }
  const lists: number[][] = [];
  const sets: Set<number>[] = [];
  let entries = 0;
  for (let vertex = 0; vertex < count; vertex++) {
    const list: unknown = neighbours[vertex];
    if (!Array.isArray(list)) throw new TypeError(`neighbours[${vertex}] must be an array, got ${describeValue(list)}`);
    entries += list.length;
    if (entries > 2 * MAX_NODE_KAYLES_EDGES) throw new RangeError(`the graph must have at most ${MAX_NODE_KAYLES_EDGES} edges`);
    const set = new Set<number>();
    for (let at = 0; at < list.length; at++) {
      const other: unknown = list[at];
      if (!Number.isSafeInteger(other) || (other as number) < 0 || (other as number) >= count) {
        throw new RangeError(`neighbours[${vertex}][${at}] must be a vertex from 0 to ${count - 1}, got ${describeValue(other)}`);
      }
      const neighbour = (other as number) + 0;
      if (neighbour === vertex) throw new RangeError(`neighbours[${vertex}] lists vertex ${vertex} itself: Node Kayles graphs have no loops`);
      if (set.has(neighbour)) throw new RangeError(`neighbours[${vertex}] lists vertex ${neighbour} twice`);
      set.add(neighbour);
    }
    sets.push(set);
    lists.push([...set].sort((a, b) => a - b));
  }
  lists.forEach((list, vertex) => {
    for (const neighbour of list) {
      if (sets[neighbour]?.has(vertex) !== true) {
        throw new RangeError(`neighbours[${vertex}] lists ${neighbour} but neighbours[${neighbour}] does not list ${vertex}: edges are undirected`);
      }
    }
  });
  return { vertices: lists.map((_list, vertex) => vertex), neighbours: lists };
}

/** The list at `index` (callers index within bounds; the fallback satisfies `noUncheckedIndexedAccess` once). */
export function listAt(lists: readonly (readonly number[])[], index: number): readonly number[] {
  return lists[index] ?? [];
}

/** The index of `vertex` among the ascending vertices, or -1. */
export function indexOfVertex(vertices: readonly number[], vertex: number): number {
  let low = 0;
  let high = vertices.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (valueAt(vertices, middle) < vertex) low = middle + 1;
    else high = middle;
  }
  return vertices[low] === vertex ? low : -1;
}

/** The graph induced on the vertices `keep` accepts. */
function induced({ vertices, neighbours }: NodeKaylesPosition, keep: (vertex: number) => boolean): NodeKaylesPosition {
  const kept: number[] = [];
  const lists: number[][] = [];
  vertices.forEach((vertex, index) => {
    if (!keep(vertex)) return;
    kept.push(vertex);
    lists.push(listAt(neighbours, index).filter(keep));
  });
  return { vertices: kept, neighbours: lists };
}

/** The position after taking `vertex` (on the board): it and its neighbours leave. */
export function takeVertex(position: NodeKaylesPosition, vertex: number): NodeKaylesPosition {
  const gone = new Set([vertex, ...listAt(position.neighbours, indexOfVertex(position.vertices, vertex))]);
  return induced(position, (other) => !gone.has(other));
}

/** The key: each edge `u-v` (u < v) and each lone vertex `v`, ordered by the first vertex, then the second. */
export function graphKey({ vertices, neighbours }: NodeKaylesPosition): string {
  const items: string[] = [];
  vertices.forEach((vertex, index) => {
    const list = listAt(neighbours, index);
    if (list.length === 0) items.push(String(vertex));
    for (const other of list) if (other > vertex) items.push(`${vertex}-${other}`);
  });
  return items.join(',');
}

const ITEM = /^(\d{1,4})(?:-(\d{1,4}))?$/;

/**
 * Reads an edge list, `u-v` items and lone `v` items separated by commas (spaces allowed), as a graph on the
 * vertices it names; `undefined` when it is not one (a loop, a repeated edge, a vertex past `limit`).
 */
export function readEdgeList(text: string, limit: number): NodeKaylesPosition | undefined {
  const sets = new Map<number, Set<number>>();
  const add = (vertex: number): Set<number> => {
    let set = sets.get(vertex);
    if (set === undefined) sets.set(vertex, (set = new Set()));
    return set;
  };
  const trimmed = text.trim();
  const items = trimmed === '' ? [] : trimmed.split(',');
  if (items.length > 2 * MAX_NODE_KAYLES_EDGES) return undefined;
  for (const item of items) {
    const match = ITEM.exec(item.trim());
    if (match === null) return undefined;
    const u = Number(match[1]);
    if (u >= limit) return undefined;
    const set = add(u);
    if (match[2] === undefined) continue;
    const v = Number(match[2]);
    if (v >= limit || v === u || set.has(v)) return undefined;
    set.add(v);
    add(v).add(u);
  }
  const vertices = [...sets.keys()].sort((a, b) => a - b);
  return { vertices, neighbours: vertices.map((vertex) => [...(sets.get(vertex) ?? [])].sort((a, b) => a - b)) };
}

/** The connected components, as lists of indices into `vertices` (breadth-first from the lowest vertex). */
function componentsOf({ vertices, neighbours }: NodeKaylesPosition): number[][] {
  const seen = new Uint8Array(vertices.length);
  const parts: number[][] = [];
  for (let root = 0; root < vertices.length; root++) {
    if (seen[root] === 1) continue;
    seen[root] = 1;
    const part = [root];
    for (const at of part) {
      for (const neighbour of listAt(neighbours, at)) {
        const index = indexOfVertex(vertices, neighbour);
        if (seen[index] === 0) {
          seen[index] = 1;
          part.push(index);
        }
      }
    }
    parts.push(part);
  }
  return parts;
}

/**
 * How many lowest-degree vertices the relabelling tries as the start of its breadth-first numbering: every
 * one of a path's two ends or a cycle's vertices gives the same numbering, so those coincide; a bound keeps a
 * split linear-time on large components (isomorphic parts it misses are only valued twice, never wrongly).
 */
const RELABEL_STARTS = 8;

/** A component relabelled 0..k-1: the least key over breadth-first numberings from its lowest-degree vertices. */
function relabel({ vertices, neighbours }: NodeKaylesPosition, part: readonly number[]): NodeKaylesPosition {
  // The part's own adjacency, by place in `part`, read once.
  const place = new Map(part.map((index, at) => [valueAt(vertices, index), at]));
  const lists = part.map((index) => listAt(neighbours, index).map((vertex) => place.get(vertex) ?? 0));
  const size = part.length;
  const least = lists.reduce((low, list) => Math.min(low, list.length), size);
  const byDegree = (a: number, b: number): number => listAt(lists, a).length - listAt(lists, b).length || a - b;
  let best: number[][] = [];
  let bestKey: string | undefined;
  let tried = 0;
  for (let start = 0; start < size && tried < RELABEL_STARTS; start++) {
    if (listAt(lists, start).length !== least) continue;
    tried++;
    const label = new Int32Array(size).fill(-1);
    const order = [start];
    label[start] = 0;
    for (const at of order) {
      const next = listAt(lists, at).filter((other) => label[other] === -1).sort(byDegree);
      for (const other of next) {
        label[other] = order.length;
        order.push(other);
      }
    }
    const relabelled = order.map((at) => listAt(lists, at).map((other) => int32At(label, other)).sort((a, b) => a - b));
    const key = relabelled.map((list) => list.join(' ')).join(';');
    if (bestKey === undefined || key < bestKey) [best, bestKey] = [relabelled, key];
  }
  return { vertices: best.map((_list, at) => at), neighbours: best };
}

/** The connected components, each relabelled; an empty list for a connected (or empty) graph. */
export function graphComponents(position: NodeKaylesPosition): NodeKaylesPosition[] {
  const parts = componentsOf(position);
  return parts.length < 2 ? [] : parts.map((part) => relabel(position, part));
}
