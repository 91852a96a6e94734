// The exact solver: memoized search on key() over the whole game tree. Iterative (an explicit stack), so a long
// game such as halving from 2,000 cannot overflow the call stack.
import { describeValue } from '../internal/integers.js';
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
  /** The most positions the solver may remember before giving up with a `RangeError`; default 3,000,000. */
  readonly maxStates?: number;
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
   * Solves one position exactly.
   *
   * @param state - Any state; keys must identify positions across every state given to this solver.
   * @returns The result and a winning move.
   * @throws `RangeError` when the solver would remember more than `maxStates` positions.
   * @example
   * ```ts
   * createSolver().solve(nimGame([3, 3]).start).result; // 'loss'
   * ```
   */
  solve<M>(state: State<M>): Solution<M>;
  /** How many positions it remembers. */
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
 * @param options - `maxStates` (default 3,000,000).
 * @returns The solver.
 * @throws `TypeError`/`RangeError` when `maxStates` is not a positive safe integer.
 * @example
 * ```ts
 * const solver = createSolver({ maxStates: 1_000_000 });
 * solver.solve(sticksGame().start).result; // 'loss': 7 XOR 5 XOR 3 XOR 1 is 0
 * ```
 *
 * @category Play
 */
export function createSolver({ maxStates = 3_000_000 }: SolveOptions = {}): Solver {
  if (typeof maxStates !== 'number') throw new TypeError(`maxStates must be a number, got ${describeValue(maxStates)}`);
  if (!Number.isSafeInteger(maxStates) || maxStates < 1) {
    throw new RangeError(`maxStates must be a positive safe integer, got ${describeValue(maxStates)}`);
  }
  const memo = new Map<string, number>();
  const remember = (key: string, value: number): void => {
    if (memo.size >= maxStates) {
      throw new RangeError(`solve: the position needs more than maxStates = ${maxStates} states; raise maxStates or solve a smaller position`);
    }
    memo.set(key, value);
  };
  const terminalValue = (state: State<unknown>): number => (state.winner === state.player ? TERMINAL_WIN : LOSS);

  function search(root: State<unknown>): number {
    const rootKey = root.key();
    const known = memo.get(rootKey);
    if (known !== undefined) return known;
    if (root.isTerminal) {
      const value = terminalValue(root);
      remember(rootKey, value);
      return value;
    }
    const stack: Frame[] = [{ state: root, key: rootKey, count: root.moveCount(), next: 0 }];
    for (let frame = stack[0]; frame !== undefined; frame = stack[stack.length - 1]) {
      if (frame.next === frame.count) {
        // Every move leaves the opponent a win.
        remember(frame.key, LOSS);
        stack.pop();
        continue;
      }
      const child = frame.state.play(frame.state.moveAt(frame.next));
      const childKey = child.key();
      let value = memo.get(childKey);
      if (value === undefined) {
        if (!child.isTerminal) {
          stack.push({ state: child, key: childKey, count: child.moveCount(), next: 0 });
          continue; // come back to this move once the child is solved
        }
        value = terminalValue(child);
        remember(childKey, value);
      }
      if (value === LOSS) {
        remember(frame.key, frame.next);
        stack.pop();
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
      const value = search(state);
      if (value === LOSS) return { result: 'loss', move: null };
      return { result: 'win', move: value === TERMINAL_WIN ? null : state.moveAt(value) };
    },
    get size() {
      return memo.size;
    },
  };
}

/**
 * Solves a position exactly by memoized search on `key()`: `'win'` or `'loss'` for the player to move, and
 * the first winning move in `moves()` order. Exponential in general: for many queries on one game, share a
 * {@link createSolver}; for Nim, halving and sticks the {@link perfectPlayer}'s theory is instant.
 *
 * @param state - The position.
 * @param options - `maxStates` (default 3,000,000).
 * @returns The result and a winning move (`null` for a loss or a terminal state).
 * @throws `RangeError` when more than `maxStates` positions are needed; `TypeError` for a non-state.
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
