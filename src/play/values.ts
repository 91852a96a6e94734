// Nim values (Sprague–Grundy values) of any engine state: the game's theory when it has one, else the position's
// parts when it splits, else a memoised mex over the moves. Iterative (an explicit stack), so a deep game cannot
// overflow the call stack, and bounded like the solver: every position held counts against maxStates.
import { checkPositiveSize, describeValue, xor53 } from '../internal/integers.js';
import type { State } from './game.js';

/**
 * Limits of {@link grundyValue}: it throws a `RangeError` naming the limit rather than run past it.
 *
 * @example
 * ```ts
 * const options: GrundyOptions = { maxStates: 100_000, maxDepth: 10_000 };
 * ```
 *
 * @category Play
 */
export interface GrundyOptions {
  /** The most positions remembered or on the stack at once (default 3,000,000). */
  readonly maxStates?: number;
  /** The longest line of play followed (default 500,000 plies). */
  readonly maxDepth?: number;
}

/** A nim value: a number, or a bigint where a game's positions hold bigints. */
type Value = number | bigint;

/** Adds nim values: XOR, exact over 53 bits and for bigints. */
function nimAdd(a: Value, b: Value): Value {
  if (typeof a === 'bigint' || typeof b === 'bigint') return BigInt(a) ^ BigInt(b);
  return xor53(a, b);
}

/** The least non-negative integer not among the values. */
function mex(values: readonly Value[]): number {
  const seen = new Set<number>();
  for (const value of values) if (typeof value === 'number') seen.add(value);
  let result = 0;
  while (seen.has(result)) result++;
  return result;
}

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

/** Checks a theory's answer: a non-negative safe integer or bigint. */
function checkValue(value: unknown, state: State<unknown>): Value {
  const valid = typeof value === 'bigint' ? value >= 0n : Number.isSafeInteger(value) && (value as number) >= 0;
  if (!valid) throw new TypeError(`${state.game.name}: grundy must return a non-negative safe integer or bigint, got ${describeValue(value)}`);
  return typeof value === 'number' ? value + 0 : (value as bigint);
}

/** The game's own split of a state, when it has one of two or more parts. */
function partsOf(state: State<unknown>): readonly State<unknown>[] | undefined {
  const parts = state.game.components?.(state);
  return parts !== undefined && parts.length >= 2 ? parts : undefined;
}

/**
 * Values states of one game's rules, remembering every value it computes (keys name positions within one
 * game's rules, as for the solver).
 */
export function createValuer({ maxStates = 3_000_000, maxDepth = 500_000 }: GrundyOptions = {}): <M>(state: State<M>) => Value {
  checkPositiveSize(maxStates, 'maxStates');
  checkPositiveSize(maxDepth, 'maxDepth');
  const memos = new Map<unknown, Map<string, Value>>();
  let size = 0;

  const memoOf = (state: State<unknown>): Map<string, Value> => {
    const { game } = state;
    const space = typeof game.rulesKey === 'string' ? game.rulesKey : game;
    let memo = memos.get(space);
    if (memo === undefined) memos.set(space, (memo = new Map<string, Value>()));
    return memo;
  };

  return <M>(root: State<M>): Value => {
    if (typeof root !== 'object' || (root as unknown) === null || typeof root.key !== 'function') {
      throw new TypeError(`state must be a game state, got ${describeValue(root)}`);
    }
    const memo = memoOf(root);
    const remember = (key: string, value: Value): Value => {
      if (!memo.has(key)) {
        if (size >= maxStates) {
          throw new RangeError(`grundyValue: the position needs more than maxStates = ${maxStates} states; raise maxStates or value a smaller position`);
        }
        size++;
      }
      memo.set(key, value);
      return value;
    };
    const onStack = new Set<string>();
    const stack: Frame[] = [];
    // Values a state at once when it can (remembered, theory, no move); otherwise pushes a frame for it.
    const enter = (state: State<unknown>): Value | undefined => {
      const key = state.key();
      const known = memo.get(key);
      if (known !== undefined) return known;
      const { game } = state;
      if (game.grundy !== undefined) return remember(key, checkValue(game.grundy(state), state));
      if (onStack.has(key)) {
        throw new RangeError(`grundyValue: ${game.name} repeats the position ${key}, which may have no finite nim value; use loopyValue`);
      }
      if (stack.length >= maxDepth) {
        throw new RangeError(`grundyValue: the position needs a line longer than maxDepth = ${maxDepth} plies; raise maxDepth or value a shorter game`);
      }
      if (size + stack.length >= maxStates) {
        throw new RangeError(`grundyValue: the position needs more than maxStates = ${maxStates} states; raise maxStates or value a smaller position`);
      }
      const parts = partsOf(state);
      const count = parts === undefined ? state.moveCount() : parts.length;
      if (parts === undefined && count === 0) return remember(key, 0);
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
        const value = frame.kind === 'mex' ? mex(frame.values) : frame.values.reduce(nimAdd, 0);
        remember(frame.key, value);
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
    return memo.get(root.key()) ?? 0;
  };
}

/**
 * The nim value (Sprague–Grundy value) of a state's position: the nim heap it is equivalent to in any sum
 * under normal play. It is the normal-play value whatever ending the game plays: the ending decides who wins,
 * not the value. The game's theory answers when it has one ({@link Game.grundy}); a position that splits into
 * independent parts ({@link Game.components}) is worth the nim-sum of its parts; otherwise the value is the
 * mex (least excluded value) of the followers' values, computed iteratively and remembered.
 *
 * @param state - A state of any engine game.
 * @param options - Limits ({@link GrundyOptions}).
 * @returns The value: a number, or a bigint where the game's positions hold bigints.
 * @throws `TypeError` when `state` is not a game state; `RangeError` past `maxStates` or `maxDepth`, or when a
 * position repeats (a loopy game: see `loopyValue`).
 * @example
 * ```ts
 * grundyValue(nimGame([1, 2, 4]).start); // 7
 * grundyValue(wythoffGame([1, 2]).start); // 0
 * ```
 *
 * @category Play
 */
export function grundyValue<M>(state: State<M>, options: GrundyOptions = {}): number | bigint {
  return createValuer(options)(state);
}

/**
 * A move to a follower of nim value 0, a winning move in normal play, or `null` when every follower has a
 * non-zero value (the mover loses): the games' theory where their values come from {@link grundyValue}. One
 * valuer serves every follower, so parts they share are valued once.
 */
export function zeroValueMove<M>(state: State<M>, options: GrundyOptions = {}): M | null {
  const value = createValuer(options);
  const count = state.moveCount();
  for (let index = 0; index < count; index++) {
    const move = state.moveAt(index);
    if (value(state.play(move)) === 0) return move;
  }
  return null;
}
