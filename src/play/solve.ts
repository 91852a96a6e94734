// The exact solver: memoized search on key() over the whole game tree. Iterative (an explicit stack), so a long
// game such as halving from 2,000 cannot overflow the call stack; the positions on that stack count against
// maxStates with the remembered ones, so a game of 10^8 plies fails with a RangeError instead of filling memory.
import { checkPositiveSize } from '../internal/integers.js';
import type { State } from './game.js';
import { checkState, memoOf, reachableGraph, retrogradeOutcomes } from './retrograde.js';
import type { Budget, Outcome } from './retrograde.js';
import { createValuer } from './values.js';

/**
 * The options of {@link solve} and {@link createSolver}.
 *
 * @example
 * ```ts
 * const options: SolveOptions = { maxStates: 100_000 };
 * ```
 *
 * @category Play
 */
export interface SolveOptions {
  /**
   * The most positions the solver may hold at once, those it remembers plus those on its search path (one
   * per ply of the line it is reading), before giving up with a `RangeError`; default 3,000,000. It bounds
   * memory as well as time: about 60 bytes a remembered position with short keys (180 MB at the default),
   * more with long ones (a key is the position written out: lower it for positions of many heaps).
   */
  readonly maxStates?: number;
  /**
   * The longest line the solver reads, in plies, before giving up with a `RangeError`; default 500,000. Each
   * ply on the line holds its state (about 180 bytes for a small one: 90 MB at the default), so this bounds
   * memory where a long, narrow game would reach it before `maxStates`.
   */
  readonly maxDepth?: number;
}

/**
 * The exact value of a position for the player to move.
 *
 * @typeParam M - The game's move type.
 * @example
 * ```ts
 * const { result, move } = solve(nimGame([1, 2]).start); // 'win', { heap: 2, count: 1 }
 * ```
 *
 * @category Play
 */
export interface Solution<M> {
  /**
   * `'win'` when the player to move wins against any defence, `'loss'` when the opponent does, `'draw'` when
   * neither can force an end (only in a game whose positions repeat: each side can keep the play going forever
   * without losing).
   */
  readonly result: 'win' | 'loss' | 'draw';
  /**
   * The first move in `moves()` order that keeps the result: to a lost position from a win (in a game whose
   * positions repeat, one ply nearer the end, so the win never goes round a cycle), to a drawn one from a draw;
   * `null` for a loss or a terminal state.
   */
  readonly move: M | null;
}

/**
 * A solver that remembers every position it has solved, so many queries on one game share the work.
 *
 * @example
 * ```ts
 * const solver = createSolver();
 * for (let n = 2; n <= 100; n++) solver.solve(halvingGame(n).start);
 * ```
 *
 * @category Play
 */
export interface Solver {
  /**
   * Solves one position exactly. Results are shared between games with the same {@link Game.rulesKey}
   * (the same rules and ending, any start), else only within one game object: a Nim position in normal play
   * is never answered from misère, nor a sticks mask from a board of other rows.
   *
   * @param state - Any state of any game.
   * @returns The result and a winning move.
   * @throws `RangeError` when the solver would hold more than `maxStates` positions (remembered, or on the
   * search path), or read a line longer than `maxDepth` plies.
   * @example
   * ```ts
   * createSolver().solve(nimGame([3, 3]).start).result; // 'loss'
   * ```
   */
  solve<M>(state: State<M>): Solution<M>;
  /**
   * The nim value of a position, as {@link grundyValue}, remembering every value it computes between calls
   * (shared between games as results are). Values count against the solver's `maxStates` with its results:
   * `size` counts both.
   *
   * @param state - Any state of any game.
   * @returns The nim value.
   * @throws As {@link grundyValue}, with this solver's limits.
   * @example
   * ```ts
   * const solver = createSolver();
   * solver.grundyValue(wythoffGame([3, 5]).start); // 0
   * ```
   */
  grundyValue<M>(state: State<M>): number | bigint;
  /** How many positions it remembers (results and values), over every game it has solved or valued. */
  readonly size: number;
}

/**
 * The memo's values: a loss, a terminal win, the index of a winning move (0 or more), or a draw with the index
 * `i` of its drawing move written `DRAW - i`. `PENDING` marks a position on the search path, so a move back
 * to it is seen as a repetition.
 */
const LOSS = -1;
const TERMINAL_WIN = -2;
const DRAW = -3;
const PENDING = -0.5;

interface Frame {
  readonly state: State<unknown>;
  readonly key: string;
  readonly count: number;
  next: number;
  /** The first move to a drawn position, or -1. */
  draw: number;
}

/** Thrown inside the search when a position repeats: the search hands the root to retrograde analysis. */
const REPEATED = new Error('a position repeats');

/**
 * Creates a {@link Solver} with its own memory.
 *
 * @param options - `maxStates` (default 3,000,000) and `maxDepth` (default 500,000).
 * @returns The solver.
 * @throws `TypeError`/`RangeError` when `maxStates` or `maxDepth` is not a positive safe integer.
 * @example
 * ```ts
 * const solver = createSolver({ maxStates: 1_000_000 });
 * solver.solve(sticksGame().start).result; // 'loss': 7 XOR 5 XOR 3 XOR 1 is 0
 * solver.grundyValue(nimGame([3, 5]).start); // 6
 * ```
 *
 * @category Play
 */
export function createSolver({ maxStates = 3_000_000, maxDepth = 500_000 }: SolveOptions = {}): Solver {
  checkPositiveSize(maxStates, 'maxStates');
  checkPositiveSize(maxDepth, 'maxDepth');
  // One memo per rules: keys identify positions within a game's rules only (see Game.rulesKey).
  const memos = new Map<unknown, Map<string, number>>();
  // What the solver holds, shared with its valuer: one limit for everything it remembers.
  const tally = { size: 0 };
  const tooDeep = (): never => {
    throw new RangeError(`solve: the position needs a line longer than maxDepth = ${maxDepth} plies; raise maxDepth or solve a shorter game`);
  };
  const tooMany = (): never => {
    throw new RangeError(`solve: the position needs more than maxStates = ${maxStates} states; raise maxStates or solve a smaller position`);
  };
  const budget: Budget = {
    hold(count) {
      if (tally.size + count > maxStates) tooMany();
      tally.size += count;
    },
    release(count) {
      tally.size -= count;
    },
  };
  const terminalValue = (state: State<unknown>): number => (state.winner === state.player ? TERMINAL_WIN : LOSS);

  /** Depth-first search from a live root; throws REPEATED when a move comes back to a position on the path. */
  function depthFirst(root: State<unknown>, rootKey: string, memo: Map<string, number>, stack: Frame[]): number {
    // Every position held, remembered or on the stack, counts against maxStates: the stack of a long game
    // grows before anything is remembered. A position on the stack is in the memo as PENDING.
    const remember = (key: string, value: number): void => {
      const before = memo.get(key);
      if (before === undefined) budget.hold(1);
      memo.set(key, value);
    };
    const push = (state: State<unknown>, key: string): void => {
      if (stack.length >= maxDepth) tooDeep();
      budget.hold(1);
      memo.set(key, PENDING);
      stack.push({ state, key, count: state.moveCount(), next: 0, draw: -1 });
    };
    push(root, rootKey);
    for (let frame = stack[0]; frame !== undefined; frame = stack[stack.length - 1]) {
      if (frame.next === frame.count) {
        // No move wins: a loss, or a draw when some move reaches a drawn position.
        stack.pop();
        remember(frame.key, frame.draw < 0 ? LOSS : DRAW - frame.draw);
        continue;
      }
      const child = frame.state.play(frame.state.moveAt(frame.next));
      const childKey = child.key();
      let value = memo.get(childKey);
      if (value === PENDING) throw REPEATED;
      if (value === undefined) {
        if (!child.isTerminal) {
          push(child, childKey);
          continue; // come back to this move once the child is solved
        }
        value = terminalValue(child);
        remember(childKey, value);
      }
      if (value === LOSS) {
        stack.pop();
        remember(frame.key, frame.next);
        continue;
      }
      if (value <= DRAW && frame.draw < 0) frame.draw = frame.next;
      frame.next++;
    }
    return memo.get(rootKey) ?? LOSS;
  }

  /** Labels the whole graph reachable from `root` by retrograde analysis and remembers every position of it. */
  function analyse(root: State<unknown>, memo: Map<string, number>): number {
    const known = (value: number): Outcome => (value === LOSS ? 'loss' : value <= DRAW ? 'draw' : 'win');
    // Remembered positions are expanded again: only from the ends is every depth exact.
    const graph = reachableGraph(root, (state) => state.isTerminal, budget);
    const { keys, states, expanded, edgeStart, targets } = graph;
    budget.release(targets.length);
    const stateOf = (node: number): State<unknown> => states[node] ?? root;
    const { outcomes, depth } = retrogradeOutcomes(graph, (node) => known(terminalValue(stateOf(node))));
    for (const [node, key] of keys.entries()) {
      if (memo.has(key)) {
        budget.release(1); // held twice: in the memo and by the pass
        continue;
      }
      if (expanded[node] !== true) {
        memo.set(key, terminalValue(stateOf(node)));
        continue;
      }
      // The first move in moves() order that keeps the outcome: from a win to a lost node one ply nearer the end
      // (a move to any lost node might go round a cycle forever), from a draw to a drawn node.
      const outcome = outcomes[node];
      const first = edgeStart[node] ?? 0;
      let move = -1;
      for (let edge = first; move < 0 && edge < (edgeStart[node + 1] ?? 0); edge++) {
        const target = targets[edge] ?? 0;
        const keeps = outcome === 'win' ? outcomes[target] === 'loss' && (depth[target] ?? 0) === (depth[node] ?? 0) - 1 : outcomes[target] === 'draw';
        if (keeps) move = edge - first;
      }
      memo.set(key, outcome === 'loss' ? LOSS : outcome === 'win' ? move : DRAW - move);
    }
    return memo.get(root.key()) ?? LOSS;
  }

  function search(root: State<unknown>, memo: Map<string, number>): number {
    const rootKey = root.key();
    const known = memo.get(rootKey);
    if (known !== undefined) return known;
    if (root.isTerminal) {
      const value = terminalValue(root);
      budget.hold(1);
      memo.set(rootKey, value);
      return value;
    }
    const stack: Frame[] = [];
    try {
      return depthFirst(root, rootKey, memo, stack);
    } catch (error) {
      // What the search path held is let go: a limit's error leaves the memo as it was before the path.
      for (const frame of stack) if (memo.get(frame.key) === PENDING) memo.delete(frame.key);
      budget.release(stack.length);
      if (error !== REPEATED) throw error;
    }
    // The positions repeat: every value remembered so far is exact (it rests on remembered values only), and
    // retrograde analysis settles the rest of the reachable graph, draws included.
    return analyse(root, memo);
  }

  const valuer = createValuer({ maxStates, maxDepth }, tally);
  return {
    solve<M>(state: State<M>): Solution<M> {
      checkState(state);
      const value = search(state, memoOf(memos, state));
      if (value === LOSS) return { result: 'loss', move: null };
      if (value <= DRAW) return { result: 'draw', move: state.moveAt(DRAW - value) };
      return { result: 'win', move: value === TERMINAL_WIN ? null : state.moveAt(value) };
    },
    grundyValue: valuer,
    get size() {
      return tally.size;
    },
  };
}

/**
 * Solves a position exactly by memoized search on `key()`: `'win'`, `'loss'` or `'draw'` for the player to
 * move, and the first move in `moves()` order that keeps it (a win moves to a loss, a draw to a draw). The
 * ending is the game's own, read from its terminal states' `winner`. Depth first while no position repeats;
 * when one does, retrograde analysis over every position reachable from the root settles wins, losses and
 * draws exactly (every position and every move of that graph counts against `maxStates`). Exponential in
 * general: for many queries on one game, share a {@link createSolver}; for Nim, halving and sticks the
 * {@link perfectPlayer}'s theory is instant.
 *
 * @param state - The position.
 * @param options - `maxStates` (default 3,000,000) and `maxDepth` (default 500,000).
 * @returns The result and a winning move (`null` for a loss or a terminal state).
 * @throws `RangeError` when more than `maxStates` positions (remembered or on the search path) or a line of
 * more than `maxDepth` plies are needed; `TypeError` for a non-state.
 * @example
 * ```ts
 * solve(nimGame([1, 2, 4]).start);                     // { result: 'win', move: { heap: 3, count: 1 } }
 * solve(halvingGame(11).start).result;                 // 'loss'
 * solve(nimGame([30, 30, 30]).start, { maxStates: 10 }); // throws RangeError
 * solve(digraphGame([[1], [0, 2], [2]], 0).start);    // { result: 'draw', move: 1 }: 2 loops forever
 * ```
 *
 * @category Play
 */
export function solve<M>(state: State<M>, options: SolveOptions = {}): Solution<M> {
  return createSolver(options).solve(state);
}
