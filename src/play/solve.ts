// The exact solver: memoized search on key() over the whole game tree. Iterative (an explicit stack), so a long
// game such as halving from 2,000 cannot overflow the call stack; the positions on that stack count against
// maxStates with the remembered ones, so a game of 10^8 plies fails with a RangeError instead of filling memory.
import { checkPositiveSize, describeValue } from '../internal/integers.js';
import type { State } from './game.js';

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
  /** `'win'` when the player to move wins against any defence, else `'loss'`. */
  readonly result: 'win' | 'loss';
  /** The first winning move in `moves()` order; `null` for a loss or a terminal state. */
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
  /** How many positions it remembers, over every game it has solved. */
  readonly size: number;
}

/** The memo's values: a loss, a terminal win, or the index of a winning move (0 or more). */
const LOSS = -1;
const TERMINAL_WIN = -2;

interface Frame {
  readonly state: State<unknown>;
  readonly key: string;
  readonly count: number;
  next: number;
}

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
 * ```
 *
 * @category Play
 */
export function createSolver({ maxStates = 3_000_000, maxDepth = 500_000 }: SolveOptions = {}): Solver {
  checkPositiveSize(maxStates, 'maxStates');
  checkPositiveSize(maxDepth, 'maxDepth');
  // One memo per rules: keys identify positions within a game's rules only (see Game.rulesKey).
  const memos = new Map<unknown, Map<string, number>>();
  let size = 0;
  const tooDeep = (): never => {
    throw new RangeError(`solve: the position needs a line longer than maxDepth = ${maxDepth} plies; raise maxDepth or solve a shorter game`);
  };
  const tooMany = (): never => {
    throw new RangeError(`solve: the position needs more than maxStates = ${maxStates} states; raise maxStates or solve a smaller position`);
  };
  const terminalValue = (state: State<unknown>): number => (state.winner === state.player ? TERMINAL_WIN : LOSS);

  function memoOf(state: State<unknown>): Map<string, number> {
    const { game } = state;
    const rulesKey: unknown = typeof game === 'object' && (game as unknown) !== null ? game.rulesKey : undefined;
    const space = typeof rulesKey === 'string' ? rulesKey : game;
    let memo = memos.get(space);
    if (memo === undefined) memos.set(space, (memo = new Map<string, number>()));
    return memo;
  }

  function search(root: State<unknown>, memo: Map<string, number>): number {
    // Every position held, remembered or on the stack, counts against maxStates: the stack of a long game
    // grows before anything is remembered.
    const remember = (key: string, value: number): void => {
      if (!memo.has(key)) {
        if (size >= maxStates) tooMany();
        size++;
      }
      memo.set(key, value);
    };
    const rootKey = root.key();
    const known = memo.get(rootKey);
    if (known !== undefined) return known;
    if (root.isTerminal) {
      const value = terminalValue(root);
      remember(rootKey, value);
      return value;
    }
    if (size >= maxStates) tooMany();
    const stack: Frame[] = [{ state: root, key: rootKey, count: root.moveCount(), next: 0 }];
    for (let frame = stack[0]; frame !== undefined; frame = stack[stack.length - 1]) {
      if (frame.next === frame.count) {
        // Every move leaves the opponent a win. The frame leaves the stack as its value enters the memo.
        stack.pop();
        remember(frame.key, LOSS);
        continue;
      }
      const child = frame.state.play(frame.state.moveAt(frame.next));
      const childKey = child.key();
      let value = memo.get(childKey);
      if (value === undefined) {
        if (size + stack.length >= maxStates) tooMany();
        if (!child.isTerminal) {
          if (stack.length >= maxDepth) tooDeep();
          stack.push({ state: child, key: childKey, count: child.moveCount(), next: 0 });
          continue; // come back to this move once the child is solved
        }
        value = terminalValue(child);
        remember(childKey, value);
      }
      if (value === LOSS) {
        stack.pop();
        remember(frame.key, frame.next);
      } else {
        frame.next++;
      }
    }
    return memo.get(rootKey) ?? LOSS;
  }

  return {
    solve<M>(state: State<M>): Solution<M> {
      if (typeof state !== 'object' || (state as unknown) === null || typeof state.key !== 'function') {
        throw new TypeError(`state must be a game state, got ${describeValue(state)}`);
      }
      const value = search(state, memoOf(state));
      if (value === LOSS) return { result: 'loss', move: null };
      return { result: 'win', move: value === TERMINAL_WIN ? null : state.moveAt(value) };
    },
    get size() {
      return size;
    },
  };
}

/**
 * Solves a position exactly by memoized search on `key()`: `'win'` or `'loss'` for the player to move, and
 * the first winning move in `moves()` order. Exponential in general: for many queries on one game, share a
 * {@link createSolver}; for Nim, halving and sticks the {@link perfectPlayer}'s theory is instant.
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
 * ```
 *
 * @category Play
 */
export function solve<M>(state: State<M>, options: SolveOptions = {}): Solution<M> {
  return createSolver(options).solve(state);
}
