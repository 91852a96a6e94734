// The reachable graph of a game whose positions may repeat, and retrograde analysis over it. Depth-first search
// cannot value a position that is its own descendant, so the solver and the valuers build the whole graph of
// positions reachable from the root (breadth first: no stack to overflow), then label it from its ends.
import { describeValue } from '../internal/integers.js';
import type { State } from './game.js';

/**
 * Counts what a pass holds against its caller's limit: `hold(n)` throws the caller's `RangeError` when `n` more
 * would pass it; `release(n)` gives back what the pass no longer holds.
 */
export interface Budget {
  hold(count: number): void;
  release(count: number): void;
}

/**
 * The positions reachable from a root, numbered from 0 (the root) in the order they were found, and the moves
 * between them: the followers of node `u` are `targets[edgeStart[u]]` to `targets[edgeStart[u + 1] - 1]`, in
 * `moves()` order. A node `stop` said not to expand (a terminal or already known position) has no followers.
 */
export interface ReachableGraph {
  readonly keys: readonly string[];
  readonly states: readonly State<unknown>[];
  readonly expanded: readonly boolean[];
  readonly edgeStart: Int32Array;
  readonly targets: Int32Array;
}

/**
 * Builds the reachable graph from `root`, expanding every position for which `stop` is false. Every position
 * and every move held counts against `budget` (`release` the moves afterwards: the caller keeps what it
 * remembers of the positions). The root is always expanded.
 */
export function reachableGraph(
  root: State<unknown>,
  stop: (state: State<unknown>, key: string) => boolean,
  budget: Budget,
  keyOf: (state: State<unknown>) => string = (state) => state.key(),
): ReachableGraph {
  const rootKey = keyOf(root);
  const ids = new Map<string, number>([[rootKey, 0]]);
  const keys = [rootKey];
  const states = [root];
  const expanded: boolean[] = [];
  const edgeStart: number[] = [];
  const targets: number[] = [];
  budget.hold(1);
  for (let node = 0; node < states.length; node++) {
    edgeStart.push(targets.length);
    const state = states[node] ?? root;
    const expand = node === 0 || !stop(state, keys[node] ?? rootKey);
    expanded.push(expand);
    if (!expand) continue;
    const count = state.moveCount();
    for (let index = 0; index < count; index++) {
      const child = state.play(state.moveAt(index));
      const key = keyOf(child);
      let id = ids.get(key);
      if (id === undefined) {
        budget.hold(1);
        id = keys.length;
        ids.set(key, id);
        keys.push(key);
        states.push(child);
      }
      budget.hold(1);
      targets.push(id);
    }
  }
  edgeStart.push(targets.length);
  return { keys, states, expanded, edgeStart: Int32Array.from(edgeStart), targets: Int32Array.from(targets) };
}

/** The predecessors of every node, one entry per move into it, in the layout of {@link ReachableGraph}. */
export function predecessorsOf(graph: ReachableGraph): { readonly start: Int32Array; readonly sources: Int32Array } {
  const { edgeStart, targets, keys } = graph;
  const start = new Int32Array(keys.length + 1);
  for (const target of targets) start[target + 1] = (start[target + 1] ?? 0) + 1;
  for (let node = 0; node < keys.length; node++) start[node + 1] = (start[node + 1] ?? 0) + (start[node] ?? 0);
  const fill = start.slice(0, keys.length);
  const sources = new Int32Array(targets.length);
  for (let node = 0; node < keys.length; node++) {
    for (let edge = edgeStart[node] ?? 0; edge < (edgeStart[node + 1] ?? 0); edge++) {
      const target = targets[edge] ?? 0;
      sources[fill[target] ?? 0] = node;
      fill[target] = (fill[target] ?? 0) + 1;
    }
  }
  return { start, sources };
}

/** An outcome for the player to move: won, lost, or drawn (neither side can force an end). */
export type Outcome = 'win' | 'loss' | 'draw';

/**
 * Retrograde analysis: the outcome of every node of `graph` for the player to move, given the outcome of every
 * node that was not expanded (`known`). A node is lost when every move leads to a won node, won when some move
 * leads to a lost one; what these rules never settle is drawn (each side can keep the play going forever
 * without losing). Linear in the graph's size.
 *
 * `depth[node]` is the length of the play from a won or lost node to the end when the winner hurries and the
 * loser delays (0 for a node not expanded, which must then be a terminal one). It depends only on the positions
 * below the node, so every analysis agrees on it: a winner who always moves to a lost node of depth one less
 * wins in `depth` plies, where any move to a lost node might go round a cycle forever.
 */
export function retrogradeOutcomes(graph: ReachableGraph, known: (node: number) => Outcome): { readonly outcomes: Outcome[]; readonly depth: Int32Array } {
  const { keys, expanded, edgeStart } = graph;
  const { start, sources } = predecessorsOf(graph);
  const outcomes: (Outcome | undefined)[] = new Array<Outcome | undefined>(keys.length);
  const open = new Int32Array(keys.length);
  const queue: number[] = [];
  // Settled in order of depth: the queue starts with the ends, and each node settled adds one.
  const depth = new Int32Array(keys.length);
  for (let node = 0; node < keys.length; node++) {
    if (expanded[node] === true) {
      open[node] = (edgeStart[node + 1] ?? 0) - (edgeStart[node] ?? 0);
      if (open[node] === 0) {
        outcomes[node] = 'loss';
        queue.push(node);
      }
    } else {
      outcomes[node] = known(node);
      queue.push(node);
    }
  }
  // The queue grows while it is read: a for-of reads what is pushed behind it.
  for (const node of queue) {
    const outcome = outcomes[node];
    if (outcome === 'draw') continue;
    for (let entry = start[node] ?? 0; entry < (start[node + 1] ?? 0); entry++) {
      const source = sources[entry] ?? 0;
      if (outcomes[source] !== undefined) continue;
      // A move into a lost node wins; the last move into a won node leaves only losing moves.
      if (outcome === 'loss') outcomes[source] = 'win';
      else {
        open[source] = (open[source] ?? 0) - 1;
        if (open[source] !== 0) continue;
        outcomes[source] = 'loss';
      }
      depth[source] = (depth[node] ?? 0) + 1;
      queue.push(source);
    }
  }
  return { outcomes: Array.from(outcomes, (outcome) => outcome ?? 'draw'), depth };
}

/**
 * The memo of `state`'s rules in `memos`, made on first use: keys name positions within one game's rules only,
 * so results are shared between games with the same `Game.rulesKey`, else kept per game object.
 */
export function memoOf<V>(memos: Map<unknown, Map<string, V>>, state: State<unknown>): Map<string, V> {
  const { game } = state;
  const rulesKey: unknown = typeof game === 'object' && (game as unknown) !== null ? game.rulesKey : undefined;
  const space = typeof rulesKey === 'string' ? rulesKey : game;
  let memo = memos.get(space);
  if (memo === undefined) memos.set(space, (memo = new Map<string, V>()));
  return memo;
}

/**
 * A state's key without the player to move (`0:3,5` → `3,5`), for values: a nim value belongs to the position,
 * whoever is to move. A key not written `PLAYER:POSITION` is kept whole.
 */
export function positionKey(state: State<unknown>): string {
  const key = state.key();
  return key.startsWith('0:') || key.startsWith('1:') ? key.slice(2) : key;
}

/** Throws the `TypeError` of a value that is not a game state. */
export function checkState(state: unknown): void {
  if (typeof state !== 'object' || state === null || typeof (state as State<unknown>).key !== 'function') {
    throw new TypeError(`state must be a game state, got ${describeValue(state)}`);
  }
}
