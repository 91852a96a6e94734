// Node Kayles as a play-engine game, built with defineGame: a move takes a vertex, which leaves the board with
// its neighbours. Its values come from grundyValue, which values a graph that fell apart component by component.
import { valueAt } from '../internal/bits.js';
import { describeValue } from '../internal/integers.js';
import { defineGame, endingOf, zeroValueMove } from '../play/index.js';
import type { DefinedGame, DefinedState } from '../play/index.js';
import type { EndingOptions } from '../types.js';
import { checkNeighbours, listAt, MAX_NODE_KAYLES_VERTICES, graphComponents, graphKey, indexOfVertex, readEdgeList, takeVertex } from './graph.js';
import type { NodeKaylesPosition } from './graph.js';

/**
 * The game returned by {@link nodeKaylesGame}: a move is the vertex taken.
 *
 * @example
 * ```ts
 * const game: NodeKaylesGame = nodeKaylesGame([[1], [0]]);
 * game.name; // 'node-kayles:0-1 normal'
 * ```
 *
 * @category Board games
 */
export type NodeKaylesGame = DefinedGame<NodeKaylesPosition, number>;

/**
 * A state of {@link nodeKaylesGame}.
 *
 * @example
 * ```ts
 * const state: NodeKaylesState = nodeKaylesGame([[1], [0, 2], [1], []]).start.play(0);
 * state.position.vertices; // [2, 3]
 * ```
 *
 * @category Board games
 */
export type NodeKaylesState = DefinedState<NodeKaylesPosition, number>;

const VERTEX = /^\s*(\d{1,4})\s*$/;

/**
 * Node Kayles as a play-engine game ({@link defineGame}): a graph; a move takes a vertex still on the board,
 * and it leaves with all its neighbours. In normal play whoever takes the last vertex wins. On a path of n
 * vertices it is Dawson's chess, the octal game 0.137 with a heap of n.
 *
 * - Position: {@link NodeKaylesPosition}, the vertices left and their neighbours; vertices keep their numbers.
 *   Key and picture: the edge list, each edge `u-v` (u < v) and each lone vertex `v`, e.g. `0-1,1-2,4`; the
 *   empty board is `''`. `fromKey` reads any induced subgraph of the start written so.
 * - Move: the vertex's number; moves listed ascending; text the number, e.g. `3`; action id the number,
 *   `actionCount` the number of vertices.
 * - Values: {@link grundyValue} splits a graph into its connected components (`components`), each relabelled
 *   0, 1, … by a breadth-first numbering from a lowest-degree vertex (the least key of up to eight starts), so
 *   isomorphic paths, cycles and many trees share one remembered value.
 * - Theory: in normal play `winningMove` moves to a follower of value 0, valued as above (the values of the
 *   parts are remembered across the followers); it throws grundyValue's `RangeError` past its limits on a
 *   graph too large to value. Misère: the exact solver (no `winningMove`).
 * - The name, and the CLI's spec, is `node-kayles:EDGES` with the start's key (`gameFromSpec` also reads
 *   `node-kayles:path:N` and `node-kayles:cycle:N`).
 *
 * @param neighbours - Adjacency lists: `neighbours[v]` lists the neighbours of vertex v (1 to
 * {@link MAX_NODE_KAYLES_VERTICES} vertices, at most {@link MAX_NODE_KAYLES_EDGES} edges); every edge listed
 * from both ends, no vertex its own neighbour, none listed twice.
 * @param options - `play`: the ending (default `'normal'`).
 * @returns The game.
 * @throws `TypeError` when `neighbours` or a list is not an array, or `options` not an object; `RangeError`
 * for a vertex number out of range or not an integer, a loop, a repeated or one-sided edge, too many
 * vertices or edges, or a bad `play`.
 * @example
 * ```ts
 * const path = nodeKaylesGame([[1], [0, 2], [1, 3], [2, 4], [3]]); // a path of five vertices
 * grundyValue(path.start);            // 3: Dawson's chess (0.137) with a heap of 5
 * path.winningMove?.(path.start);     // 2: the middle vertex leaves two lone vertices
 * path.start.play(0).position.vertices; // [2, 3, 4]
 * ```
 *
 * @category Board games
 */
export function nodeKaylesGame(neighbours: readonly (readonly number[])[], options: EndingOptions = {}): NodeKaylesGame {
  const start = checkNeighbours(neighbours);
  const ending = endingOf(options);
  const count = start.vertices.length;
  const startKey = graphKey(start);
  const game: NodeKaylesGame = defineGame<NodeKaylesPosition, number>({
    name: `node-kayles:${startKey}`,
    start,
    ending,
    moves: (position) => position.vertices,
    readMove: (value) => (Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) + 0 : undefined),
    whyIllegal: (position, vertex) => (indexOfVertex(position.vertices, vertex) < 0 ? `vertex ${vertex} is not on the board` : undefined),
    play: takeVertex,
    key: graphKey,
    keyForm: `an edge list such as 0-1,1-2,4 of vertices below ${count}, a graph the start induces`,
    fromKey: (text) => {
      const graph = readEdgeList(text, count);
      // Only what the start induces on those vertices: the same edges, none missing, none added.
      return graph !== undefined && graphKey(takeAllBut(start, graph.vertices)) === graphKey(graph) ? graph : undefined;
    },
    formatMove: String,
    parseMove: (text) => {
      const match = VERTEX.exec(text);
      return match === null ? null : Number(match[1]);
    },
    actionCount: count,
    actionOf: (vertex) => vertex,
    moveOfAction: (id) => id,
    components: graphComponents,
    ...(ending === 'normal' && { winningMove: (position: NodeKaylesPosition) => zeroValueMove(game.at(position)) }),
  });
  return game;
}

/** The start's subgraph induced on `vertices` (ascending). */
function takeAllBut(start: NodeKaylesPosition, vertices: readonly number[]): NodeKaylesPosition {
  const keep = new Set(vertices);
  return {
    vertices: start.vertices.filter((vertex) => keep.has(vertex)),
    neighbours: start.vertices.flatMap((vertex, index) => (keep.has(vertex) ? [listAt(start.neighbours, index).filter((other) => keep.has(other))] : [])),
  };
}

/** Checks a vertex count for the path and cycle builders. */
function checkCount(count: unknown, least: number, label: string): number {
  if (typeof count !== 'number') throw new TypeError(`${label} must be a number, got ${describeValue(count)}`);
  if (!Number.isSafeInteger(count) || count < least || count > MAX_NODE_KAYLES_VERTICES) {
    throw new RangeError(`${label} must be a whole number from ${least} to ${MAX_NODE_KAYLES_VERTICES}, got ${describeValue(count)}`);
  }
  return count;
}

/**
 * The adjacency lists of a path of `count` vertices, 0 – 1 – … – (count − 1), for {@link nodeKaylesGame}.
 *
 * @param count - From 1 to {@link MAX_NODE_KAYLES_VERTICES}.
 * @returns The lists.
 * @throws `TypeError` when `count` is not a number; `RangeError` when it is not a whole number from 1 to {@link MAX_NODE_KAYLES_VERTICES}.
 * @example
 * ```ts
 * pathGraph(3); // [[1], [0, 2], [1]]
 * ```
 *
 * @category Board games
 */
export function pathGraph(count: number): number[][] {
  const size = checkCount(count, 1, 'count');
  return Array.from({ length: size }, (_value, vertex) => [vertex - 1, vertex + 1].filter((other) => other >= 0 && other < size));
}

/**
 * The adjacency lists of a cycle of `count` vertices, 0 – 1 – … – (count − 1) – 0, for {@link nodeKaylesGame}.
 *
 * @param count - From 3 to {@link MAX_NODE_KAYLES_VERTICES}.
 * @returns The lists.
 * @throws `TypeError` when `count` is not a number; `RangeError` when it is not a whole number from 3 to {@link MAX_NODE_KAYLES_VERTICES}.
 * @example
 * ```ts
 * cycleGraph(4); // [[1, 3], [0, 2], [1, 3], [0, 2]]
 * ```
 *
 * @category Board games
 */
export function cycleGraph(count: number): number[][] {
  const size = checkCount(count, 3, 'count');
  return Array.from({ length: size }, (_value, vertex) => [(vertex + size - 1) % size, (vertex + 1) % size].sort((a, b) => a - b));
}

/**
 * The adjacency lists of an edge list, for {@link nodeKaylesGame}: items `u-v` (an edge) and `v` (a vertex)
 * separated by commas; the graph has vertices 0 to the largest number named (those not named stand alone).
 *
 * @param text - The edge list, e.g. `'0-1,1-2,4'`.
 * @returns The lists.
 * @throws `TypeError` when `text` is not a string; `RangeError` when it is not an edge list of vertices below
 * {@link MAX_NODE_KAYLES_VERTICES} without loops or repeated edges.
 * @example
 * ```ts
 * edgeListGraph('0-1,1-2,4'); // [[1], [0, 2], [1], [], []]
 * ```
 *
 * @category Board games
 */
export function edgeListGraph(text: string): number[][] {
  if (typeof text !== 'string') throw new TypeError(`text must be a string, got ${describeValue(text)}`);
  const graph = readEdgeList(text, MAX_NODE_KAYLES_VERTICES);
  if (graph === undefined || graph.vertices.length === 0) {
    throw new RangeError(`text must be an edge list such as 0-1,1-2,4 (vertices below ${MAX_NODE_KAYLES_VERTICES}, no loops or repeated edges), got ${describeValue(text)}`);
  }
  const lists: number[][] = Array.from({ length: valueAt(graph.vertices, graph.vertices.length - 1) + 1 }, () => []);
  graph.vertices.forEach((vertex, index) => (lists[vertex] = [...listAt(graph.neighbours, index)]));
  return lists;
}
