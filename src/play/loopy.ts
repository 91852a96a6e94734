// Loopy games: Smith's generalised Sprague–Grundy values (C. A. B. Smith 1966; Fraenkel's γ-function; Winning
// Ways ch. 12) for games whose positions may repeat, by his labelling over the reachable graph, and his rule for
// sums. A position's value is a nim value n, or ∞ with the finite values of its followers (its escapes): a
// position of value ∞_K is won when 0 is in K, otherwise drawn.
import { checkPositiveSize, describeValue, xor53 } from '../internal/integers.js';
import type { State } from './game.js';
import { checkState, memoOf, positionKey, predecessorsOf, reachableGraph } from './retrograde.js';
import type { Budget, ReachableGraph } from './retrograde.js';

/** A nim value: a number, or a bigint where a game's positions hold bigints. */
export type Value = number | bigint;

/**
 * Smith's generalised Sprague–Grundy value of a position ({@link loopyValue}): its nim value when it is finite,
 * else `{ infinite: true, escapes }`, the finite values among its followers, ascending.
 *
 * @example
 * ```ts
 * const value: LoopyValue = { infinite: true, escapes: [1, 2] }; // a draw: no follower is worth 0
 * ```
 *
 * @category Play
 */
export type LoopyValue = number | bigint | InfiniteLoopyValue;

/**
 * An infinite loopy value ∞_K: the player to move wins when 0 is among the escapes K, otherwise the play is
 * drawn with best play on both sides.
 *
 * @example
 * ```ts
 * const value: InfiniteLoopyValue = { infinite: true, escapes: [0, 3] }; // a win: move to a position of value 0
 * ```
 *
 * @category Play
 */
export interface InfiniteLoopyValue {
  /** Always `true`: tells an infinite value from a finite one (a number or bigint). */
  readonly infinite: true;
  /** The finite values among the position's followers, ascending, each once. */
  readonly escapes: readonly number[];
}

/**
 * Limits of {@link loopyValue} and {@link grundyValue}: they throw a `RangeError` naming the limit rather than
 * run past it.
 *
 * @example
 * ```ts
 * const options: GrundyOptions = { maxStates: 100_000, maxDepth: 10_000 };
 * ```
 *
 * @category Play
 */
export interface GrundyOptions {
  /**
   * The most things held at once (default 3,000,000): positions remembered or on the stack; while a loopy
   * position's graph is labelled, also every move of that graph.
   */
  readonly maxStates?: number;
  /** The longest line of play followed depth first (default 500,000 plies). */
  readonly maxDepth?: number;
}

/** Adds nim values: XOR, exact over 53 bits and for bigints. */
export function nimAdd(a: Value, b: Value): Value {
  if (typeof a === 'bigint' || typeof b === 'bigint') return BigInt(a) ^ BigInt(b);
  return xor53(a, b);
}

/** The least non-negative integer not among the values (a bigint among them counts by its size). */
export function mex(values: readonly Value[]): number {
  const seen = new Set<number>();
  for (const value of values) if (typeof value === 'number' || value <= BigInt(values.length)) seen.add(Number(value));
  let result = 0;
  while (seen.has(result)) result++;
  return result;
}

/** Checks a theory's answer: a non-negative safe integer or bigint. */
export function checkValue(value: unknown, state: State<unknown>): Value {
  const valid = typeof value === 'bigint' ? value >= 0n : Number.isSafeInteger(value) && (value as number) >= 0;
  if (!valid) throw new TypeError(`${state.game.name}: grundy must return a non-negative safe integer or bigint, got ${describeValue(value)}`);
  return typeof value === 'number' ? value + 0 : (value as bigint);
}

/** The game's own split of a state, when it has one of two or more parts. */
export function partsOf(state: State<unknown>): readonly State<unknown>[] | undefined {
  const parts = state.game.components?.(state);
  if (parts !== undefined && !Array.isArray(parts)) throw new TypeError(`${state.game.name}: components must return an array, got ${describeValue(parts)}`);
  return parts !== undefined && parts.length >= 2 ? parts : undefined;
}

/** The label of a node whose value is infinite; finite labels are the values themselves. */
const INFINITE = -1;
const UNLABELLED = -2;

/**
 * Smith's labelling of a whole reachable graph, stage by stage: at stage i, a node is labelled i while none of
 * its followers is labelled i and every follower not yet labelled with a finite value has a follower labelled i
 * (each such move of the opponent can be answered back to i); when no more can be, every unlabelled node with
 * no follower labelled i is labelled ∞. A worklist keeps each stage linear in the graph's size.
 */
export function smithLabels(graph: ReachableGraph): Int32Array {
  const { keys, edgeStart, targets } = graph;
  const { start, sources } = predecessorsOf(graph);
  const size = keys.length;
  const labels = new Int32Array(size).fill(UNLABELLED);
  const answered = new Uint8Array(size); // has a follower labelled i
  const open = new Int32Array(size); // followers neither finite nor answered
  let remaining = size;
  for (let stage = 0; remaining > 0; stage++) {
    answered.fill(0);
    const queue: number[] = [];
    for (let node = 0; node < size; node++) {
      let count = 0;
      for (let edge = edgeStart[node] ?? 0; edge < (edgeStart[node + 1] ?? 0); edge++) if ((labels[targets[edge] ?? 0] ?? 0) < 0) count++;
      open[node] = count;
      if (count === 0 && labels[node] === UNLABELLED) queue.push(node);
    }
    while (queue.length > 0) {
      const node = queue.pop() ?? 0;
      if (labels[node] !== UNLABELLED || answered[node] === 1 || open[node] !== 0) continue;
      labels[node] = stage;
      remaining--;
      for (let entry = start[node] ?? 0; entry < (start[node + 1] ?? 0); entry++) {
        const source = sources[entry] ?? 0;
        if (answered[source] === 1) continue;
        answered[source] = 1;
        if ((labels[source] ?? 0) >= 0) continue;
        // `source` is now answered: its predecessors have one open follower fewer.
        for (let back = start[source] ?? 0; back < (start[source + 1] ?? 0); back++) {
          const before = sources[back] ?? 0;
          open[before] = (open[before] ?? 0) - 1;
          if (open[before] === 0 && labels[before] === UNLABELLED && answered[before] === 0) queue.push(before);
        }
      }
    }
    for (let node = 0; node < size; node++) {
      if (labels[node] === UNLABELLED && answered[node] === 0) {
        labels[node] = INFINITE;
        remaining--;
      }
    }
  }
  return labels;
}

/** The value of a node of a labelled graph: its label, or ∞ with its followers' finite labels. */
function valueOfNode(graph: ReachableGraph, labels: Int32Array, node: number): LoopyValue {
  const label = labels[node] ?? 0;
  if (label !== INFINITE) return label;
  const escapes = new Set<number>();
  for (let edge = graph.edgeStart[node] ?? 0; edge < (graph.edgeStart[node + 1] ?? 0); edge++) {
    const follower = labels[graph.targets[edge] ?? 0] ?? 0;
    if (follower !== INFINITE) escapes.add(follower);
  }
  return { infinite: true, escapes: [...escapes].sort((a, b) => a - b) };
}

/** Whether a loopy value is infinite. */
export function isInfinite(value: LoopyValue): value is InfiniteLoopyValue {
  return typeof value === 'object';
}

/**
 * Smith's rule for a sum: finite parts add by nim-sum; one infinite part ∞_K beside finite parts of nim-sum a
 * gives ∞_{K ⊕ a}; two or more infinite parts give ∞ with no escape (every follower keeps an infinite part).
 */
export function loopySum(values: readonly LoopyValue[]): LoopyValue {
  let finite: Value = 0;
  const infinite: InfiniteLoopyValue[] = [];
  for (const value of values) {
    if (isInfinite(value)) infinite.push(value);
    else finite = nimAdd(finite, value);
  }
  const [only] = infinite;
  if (only === undefined) return finite;
  if (infinite.length > 1) return { infinite: true, escapes: [] };
  const escapes = only.escapes.map((escape) => {
    const sum = nimAdd(escape, finite);
    if (typeof sum === 'bigint' ? sum > BigInt(Number.MAX_SAFE_INTEGER) : false) {
      throw new RangeError(`loopyValue: an escape of the sum passes 2^53 - 1 (${sum}), which escapes hold as numbers`);
    }
    return Number(sum);
  });
  return { infinite: true, escapes: escapes.sort((a, b) => a - b) };
}

/** The checked limits of a valuer and what it holds (shared with a solver's). */
export interface Limits {
  readonly maxStates: number;
  readonly maxDepth: number;
}

/** Reads and checks {@link GrundyOptions}. */
export function limitsOf(options: unknown): Limits {
  if (typeof options !== 'object' || options === null) throw new TypeError(`options must be an object, got ${describeValue(options)}`);
  const { maxStates = 3_000_000, maxDepth = 500_000 } = options as GrundyOptions;
  return { maxStates: checkPositiveSize(maxStates, 'maxStates'), maxDepth: checkPositiveSize(maxDepth, 'maxDepth') };
}

/** The budget of a valuer named `label`: `tally.size` against `maxStates`. */
export function budgetOf(label: string, { maxStates }: Limits, tally: { size: number }): Budget {
  return {
    hold(count) {
      if (tally.size + count > maxStates) {
        throw new RangeError(`${label}: the position needs more than maxStates = ${maxStates} states; raise maxStates or value a smaller position`);
      }
      tally.size += count;
    },
    release(count) {
      tally.size -= count;
    },
  };
}

/**
 * Makes a loopy valuer: values states of any game, splitting a position into its parts ({@link Game.components})
 * and labelling each part's reachable graph once, remembering every position's value per rules.
 */
export function createLoopyValuer(limits: Limits, tally: { size: number }, label = 'loopyValue'): (state: State<unknown>) => LoopyValue {
  const memos = new Map<unknown, Map<string, LoopyValue>>();
  const budget = budgetOf(label, limits, tally);

  const valueOfPart = (state: State<unknown>): LoopyValue => {
    const memo = memoOf(memos, state);
    const key = positionKey(state);
    const known = memo.get(key);
    if (known !== undefined) return known;
    const { game } = state;
    // A theory is trusted: a game with one says its positions have finite values.
    if (game.grundy !== undefined || state.isTerminal) {
      const value = game.grundy === undefined ? 0 : checkValue(game.grundy(state), state);
      budget.hold(1);
      memo.set(key, value);
      return value;
    }
    // Remembered positions are labelled again with the rest: a label rests on the whole graph below it.
    const graph = reachableGraph(state, (follower) => follower.isTerminal, budget, positionKey);
    budget.release(graph.targets.length);
    const labels = smithLabels(graph);
    for (const [node, nodeKey] of graph.keys.entries()) {
      if (memo.has(nodeKey)) budget.release(1);
      else memo.set(nodeKey, valueOfNode(graph, labels, node));
    }
    return memo.get(key) ?? 0;
  };

  return (root) => {
    checkState(root);
    // The parts of the parts, flattened without recursion: a sum of sums is the sum of all its leaves.
    const leaves: State<unknown>[] = [];
    const pending: State<unknown>[] = [root];
    let held = 0;
    try {
      for (let state = pending.pop(); state !== undefined; state = pending.pop()) {
        const parts = partsOf(state);
        if (parts === undefined) leaves.push(state);
        else {
          budget.hold(parts.length);
          held += parts.length;
          pending.push(...parts);
        }
      }
      return loopySum(leaves.map(valueOfPart));
    } finally {
      budget.release(held);
    }
  };
}

/**
 * Smith's generalised Sprague–Grundy value of a state's position, for games whose positions may repeat
 * (C. A. B. Smith 1966; Fraenkel's γ-function; Winning Ways ch. 12): a non-negative integer n when the position
 * is worth a nim heap of n in every sum, else `{ infinite: true, escapes }` with the finite values among its
 * followers. Under normal play a position of value 0 is lost, of another finite value won; a position of value
 * ∞ is won when 0 is among its escapes (move there), otherwise drawn. On a game without repetitions it is the
 * ordinary nim value ({@link grundyValue}).
 *
 * Computed by Smith's labelling over every position reachable from the state (the normal-play value, whatever
 * ending the game plays). A position that splits into parts ({@link Game.components}) is valued by Smith's sum
 * rule: finite parts add by nim-sum; one part of value ∞_K beside finite parts of nim-sum a gives ∞_{K ⊕ a};
 * two or more infinite parts give ∞ with no escape (a draw). A game's own theory ({@link Game.grundy}) is
 * trusted as a finite value.
 *
 * @param state - A state of any engine game.
 * @param options - Limits ({@link GrundyOptions}): every position and move of the graph counts.
 * @returns The value.
 * @throws `TypeError` when `state` is not a game state; `RangeError` past `maxStates`.
 * @example
 * ```ts
 * const game = digraphGame([[1], [0, 2], []], 0); // 0 → 1, 1 → 0 or 2, 2 is the end
 * loopyValue(game.start);                         // 0: from 0 the mover must go to 1, and loses
 * loopyValue(digraphGame([[1], [0]], 0).start);   // { infinite: true, escapes: [] }: a draw
 * ```
 *
 * @category Play
 */
export function loopyValue<M>(state: State<M>, options: GrundyOptions = {}): LoopyValue {
  return createLoopyValuer(limitsOf(options), { size: 0 })(state);
}
