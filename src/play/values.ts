// Nim values (Sprague–Grundy values) of any engine state: the game's theory when it has one, else the position's
// parts when it splits, else a memoised mex over the moves. Iterative (an explicit stack), so a deep game cannot
// overflow the call stack, and bounded like the solver: every position held counts against maxStates. A position
// that repeats is handed to Smith's labelling (loopy.ts), whose finite values are nim values too.
import type { State } from './game.js';
import { budgetOf, checkValue, createLoopyValuer, isInfinite, limitsOf, mex, nimAdd, partsOf } from './loopy.js';
import type { GrundyOptions, Limits, Value } from './loopy.js';
import { checkState, memoOf, positionKey } from './retrograde.js';

export type { GrundyOptions } from './loopy.js';

/** A position being valued: its followers (`'mex'`) or its parts (`'sum'`), visited one by one. */
interface Frame {
  readonly state: State<unknown>;
  readonly key: string;
  readonly kind: 'mex' | 'sum';
  readonly next: readonly State<unknown>[] | undefined;
  readonly count: number;
  index: number;
  readonly values: Value[];
}

/** Thrown inside the search when a position repeats: the valuer hands the root to Smith's labelling. */
const REPEATED = new Error('a position repeats');

/**
 * Makes a valuer that remembers every value it computes, per rules (keys name positions within one game's
 * rules, as for the solver), holding at most `limits.maxStates` things counted in `tally` (a solver shares its
 * own).
 */
export function createValuer(limits: Limits, tally: { size: number } = { size: 0 }, onRepeat?: () => void): <M>(state: State<M>) => Value {
  const { maxDepth } = limits;
  const memos = new Map<unknown, Map<string, Value>>();
  const budget = budgetOf('grundyValue', limits, tally);
  const loopy = createLoopyValuer(limits, tally, 'grundyValue');

  /**
   * Values a root depth first; throws REPEATED when a move comes back to a position on the stack. (A function
   * declaration: the build's name pass mishandles a named arrow nested in another.)
   */
  function depthFirst(root: State<unknown>, memo: Map<string, Value>, stack: Frame[], onStack: Set<string>): Value {
    const remember = (key: string, value: Value): Value => {
      if (!memo.has(key)) budget.hold(1);
      memo.set(key, value);
      return value;
    };
    // Values a state at once when it can (remembered, theory, no move); otherwise pushes a frame for it.
    const enter = (state: State<unknown>): Value | undefined => {
      const key = positionKey(state);
      const known = memo.get(key);
      if (known !== undefined) return known;
      const { game } = state;
      if (game.grundy !== undefined) return remember(key, checkValue(game.grundy(state), state));
      if (onStack.has(key)) throw REPEATED;
      if (stack.length >= maxDepth) {
        throw new RangeError(`grundyValue: the position needs a line longer than maxDepth = ${maxDepth} plies; raise maxDepth or value a shorter game`);
      }
      const parts = partsOf(state);
      const count = parts === undefined ? state.moveCount() : parts.length;
      if (parts === undefined && count === 0) return remember(key, 0);
      budget.hold(1);
      onStack.add(key);
      stack.push({ state, key, kind: parts === undefined ? 'mex' : 'sum', next: parts, count, index: 0, values: [] });
      return undefined;
    };

    const first = enter(root);
    if (first !== undefined) return first;
    for (let frame = stack[stack.length - 1]; frame !== undefined; frame = stack[stack.length - 1]) {
      if (frame.index === frame.count) {
        stack.pop();
        onStack.delete(frame.key);
        budget.release(1);
        const value = remember(frame.key, frame.kind === 'mex' ? mex(frame.values) : frame.values.reduce(nimAdd, 0));
        const parent = stack[stack.length - 1];
        if (parent === undefined) return value;
        parent.values.push(value);
        parent.index++;
        continue;
      }
      const child = frame.next?.[frame.index] ?? frame.state.play(frame.state.moveAt(frame.index));
      const value = enter(child);
      if (value !== undefined) {
        frame.values.push(value);
        frame.index++;
      }
    }
    /* v8 ignore next -- the loop returns when the root's frame leaves the stack */
    return memo.get(positionKey(root)) ?? 0;
  }

  return <M>(root: State<M>): Value => {
    checkState(root);
    const memo = memoOf(memos, root);
    const stack: Frame[] = [];
    try {
      return depthFirst(root, memo, stack, new Set<string>());
    } catch (error) {
      budget.release(stack.length);
      if (error !== REPEATED) throw error;
    }
    // A position repeats: the root's value is Smith's, when it is finite.
    onRepeat?.();
    const value = loopy(root);
    if (isInfinite(value)) {
      throw new RangeError(
        `grundyValue: ${root.game.name} at ${root.key()} has no nim value: its loopy value is infinite (∞ with escapes [${value.escapes.join(', ')}]); use loopyValue`,
      );
    }
    const key = positionKey(root);
    if (!memo.has(key)) budget.hold(1);
    memo.set(key, value);
    return value;
  };
}

/**
 * A valuer with the default limits that also says whether a position it valued repeats (so its finite values
 * are Smith's, which a nim-sum alone does not steer to a win: play may go round a cycle).
 */
export function createWatchedValuer(): { readonly value: <M>(state: State<M>) => Value; readonly repeated: () => boolean } {
  let repeated = false;
  const value = createValuer(limitsOf({}), { size: 0 }, () => {
    repeated = true;
  });
  return { value, repeated: () => repeated };
}

/**
 * The nim value (Sprague–Grundy value) of a state's position: the nim heap it is equivalent to in any sum
 * under normal play. It is the normal-play value whatever ending the game plays: the ending decides who wins,
 * not the value. The game's theory answers when it has one ({@link Game.grundy}); a position that splits into
 * independent parts ({@link Game.components}) is worth the nim-sum of its parts, each valued and remembered
 * once; otherwise the value is the mex (least excluded value) of the followers' values, computed iteratively
 * (no call-stack limit) and remembered. For many queries, a {@link createSolver} remembers values between
 * them (`solver.grundyValue`).
 *
 * In a game whose positions may repeat, a position found on its own line of play is valued by Smith's
 * labelling ({@link loopyValue}): a finite loopy value is a nim value in every sum and is returned; an infinite
 * one throws.
 *
 * @param state - A state of any engine game.
 * @param options - Limits ({@link GrundyOptions}).
 * @returns The value: a number, or a bigint where the game's positions hold bigints.
 * @throws `TypeError` when `state` is not a game state; `RangeError` past `maxStates` or `maxDepth`, or when the
 * position's loopy value is infinite (the message names `loopyValue`).
 * @example
 * ```ts
 * grundyValue(nimGame([1, 2, 4]).start); // 7
 * grundyValue(wythoffGame([1, 2]).start); // 0
 * grundyValue(digraphGame([[1], [0, 2], []], 1).start); // 1: a repetition, but a finite loopy value
 * ```
 *
 * @category Play
 */
export function grundyValue<M>(state: State<M>, options: GrundyOptions = {}): number | bigint {
  return createValuer(limitsOf(options))(state);
}
