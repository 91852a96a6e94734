// The general impartial game: a token on a vertex of a directed graph, moved along an edge by each player in
// turn. Cycles are allowed, so positions may repeat: the solver answers draws and loopyValue Smith's values.
import { describeValue } from '../internal/integers.js';
import { defineGame, endingOf } from '../play/index.js';
import type { DefinedGame, DefinedState } from '../play/index.js';
import type { EndingOptions } from '../types.js';

/**
 * The game returned by {@link digraphGame}: positions are vertices, moves the vertices moved to.
 *
 * @example
 * ```ts
 * const game: DigraphGame = digraphGame([[1], [0, 2], []], 0);
 * game.start.position; // 0
 * ```
 *
 * @category Loopy games
 */
export type DigraphGame = DefinedGame<number, number>;

/**
 * A state of {@link digraphGame}: its `position` is the token's vertex.
 *
 * @example
 * ```ts
 * const state: DigraphState = digraphGame([[1], [0, 2], []], 0).start.play(1);
 * state.position; // 1
 * ```
 *
 * @category Loopy games
 */
export type DigraphState = DefinedState<number, number>;

/** Reads the graph once into fresh arrays, checking every list and vertex, naming the first bad one. */
function checkFollowers(followers: unknown): number[][] {
  if (!Array.isArray(followers)) throw new TypeError(`followers must be an array of arrays of vertices, got ${describeValue(followers)}`);
  const size = followers.length;
  if (size === 0) throw new RangeError('followers must list at least one vertex');
  const graph: number[][] = [];
  for (let vertex = 0; vertex < size; vertex++) {
    const list: unknown = followers[vertex];
    if (!Array.isArray(list)) throw new TypeError(`followers[${vertex}] must be an array of vertices, got ${describeValue(list)}`);
    const seen = new Set<number>();
    const read: number[] = [];
    for (let index = 0; index < list.length; index++) {
      const target: unknown = list[index];
      const label = `followers[${vertex}][${index}]`;
      if (typeof target !== 'number') throw new TypeError(`${label} must be a vertex number, got ${describeValue(target)}`);
      if (!Number.isInteger(target) || target < 0 || target >= size) {
        throw new RangeError(`${label} must be a vertex from 0 to ${size - 1}, got ${describeValue(target)}`);
      }
      if (seen.has(target)) throw new RangeError(`followers[${vertex}] lists the vertex ${target} twice`);
      seen.add(target + 0);
      read.push(target + 0);
    }
    graph.push(read);
  }
  return graph;
}

function checkStart(start: unknown, size: number): number {
  if (typeof start !== 'number') throw new TypeError(`start must be a vertex number, got ${describeValue(start)}`);
  if (!Number.isInteger(start) || start < 0 || start >= size) throw new RangeError(`start must be a vertex from 0 to ${size - 1}, got ${describeValue(start)}`);
  return start + 0;
}

/** The graph as the catalog writes it: `0>1,2;1>0;2>`, each vertex in order, `>`, its followers. */
function graphText(graph: readonly (readonly number[])[]): string {
  return graph.map((list, vertex) => `${vertex}>${list.join(',')}`).join(';');
}

const VERTEX = /^\s*(?:0|[1-9]\d*)\s*$/;

/**
 * The general impartial game as a play-engine {@link Game}: a token on vertex `start` of a directed graph with
 * vertices 0 … n − 1; a move carries it along an edge, from v to one of `followers[v]`; whoever cannot move
 * loses in normal play, wins in misère. Cycles are allowed: a position may repeat, and with best play the game
 * may never end. {@link solve} then answers `'draw'`, {@link loopyValue} Smith's value, and a match ends in a
 * draw at `maxPlies` ({@link playMatch}).
 *
 * - Moves are vertex numbers, in the order of `followers[v]`; text: the number, e.g. `2`; action ids: the
 *   vertex (`actionCount` n).
 * - Key: the vertex (the state's key adds the player: `0:2`); picture `digraph vertex 2`.
 * - Name (the catalog spec): `digraph:EDGES`, or `digraph:EDGES:START` when the start is not 0, EDGES being
 *   every vertex in order with its followers, `0>1,2;1>0;2>`; `rulesKey` `digraph:EDGES` and the ending.
 * - No theory: the perfect player asks the exact solver, which keeps a draw when it cannot win.
 *
 * @param followers - `followers[v]`: the vertices v moves to (each at most once); `[]` for a vertex with no
 * move.
 * @param start - The token's first vertex.
 * @param options - `play` (default `'normal'`).
 * @returns The game.
 * @throws `TypeError` when `followers` or one of its lists is not an array, or a vertex or `start` is not a
 * number; `RangeError` for no vertex, a vertex or `start` that is not an integer from 0 to n − 1, a follower
 * listed twice, or a bad `play`.
 * @example
 * ```ts
 * // 0 → 1, 1 → 0 or 2, 2 → 3, 3 → 2: from 1, going on to 2 never ends.
 * const game = digraphGame([[1], [0, 2], [3], [2]], 0);
 * game.name;                // 'digraph:0>1;1>0,2;2>3;3>2 normal'
 * solve(game.start);        // { result: 'draw', move: 1 }
 * loopyValue(game.start);   // { infinite: true, escapes: [] }
 * ```
 *
 * @category Loopy games
 */
export function digraphGame(followers: readonly (readonly number[])[], start: number, options?: EndingOptions): DigraphGame {
  const play = endingOf(options);
  const graph = checkFollowers(followers);
  const size = graph.length;
  const first = checkStart(start, size);
  const edges = graphText(graph);
  const lists = graph.map((list) => new Set(list));
  return defineGame<number, number>({
    name: first === 0 ? `digraph:${edges}` : `digraph:${edges}:${first}`,
    rulesKey: `digraph:${edges}`,
    start: first,
    ending: play,
    moves: (vertex) => graph[vertex] ?? [],
    readMove: (value) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < size ? value + 0 : undefined),
    whyIllegal: (vertex, target) => (lists[vertex]?.has(target) === true ? undefined : `vertex ${vertex} does not move to ${target}`),
    play: (_vertex, target) => target,
    key: String,
    keyForm: `a vertex from 0 to ${size - 1}`,
    fromKey: (text) => (VERTEX.test(text) && Number(text) < size ? Number(text) : undefined),
    describe: (vertex) => `digraph vertex ${vertex}`,
    formatMove: String,
    parseMove: (text) => (VERTEX.test(text) ? Number(text) : null),
    actionCount: size,
    actionOf: (target) => target,
    moveOfAction: (id) => (id < size ? id : undefined),
  });
}
