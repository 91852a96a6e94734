import fc from 'fast-check';
import { expect } from 'vitest';
import { createRandom, perfectPlayer } from '../src/index.js';
import type { Solver, State, SyncPlayer } from '../src/index.js';

/**
 * Runs `action` and returns the error it throws, failing the test unless it is an instance of `ErrorClass`
 * (or nothing is thrown), so a test can go on to pin the message and code.
 */
export function thrownBy<E extends Error>(ErrorClass: abstract new (...args: never[]) => E, action: () => unknown): E {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(ErrorClass);
    return error as E;
  }
  throw new Error(`expected a ${ErrorClass.name}, but nothing was thrown`);
}

/**
 * Plays `perfectPlayer` (in `seat`) against `opponent` from `start` to the end; false when the perfect player
 * was to move in a position `solver` calls won and still lost.
 */
export function perfectKeepsWins<M>(start: State<M>, opponent: SyncPlayer<M>, seat: 0 | 1, seed: number, solver: Solver): boolean {
  const random = createRandom(seed);
  let state = start;
  let hadWin = false;
  while (!state.isTerminal) {
    const perfectTurn = state.player === seat;
    if (perfectTurn && solver.solve(state).result === 'win') hadWin = true;
    state = state.play(perfectTurn ? perfectPlayer(state) : opponent(state, random));
  }
  return !hadWin || state.winner === seat;
}

/** Every tuple of numbers, the i-th from 0 to `tops[i]`. */
export function boxed(tops: readonly number[]): number[][] {
  if (tops.length === 0) return [[]];
  return boxed(tops.slice(1)).flatMap((rest) => Array.from({ length: (tops[0] ?? 0) + 1 }, (_, value) => [value, ...rest]));
}

/** Every position reachable from `start` by a plain search over the rules' `next` positions, as comma-joined keys. */
export function reachableKeys(start: readonly number[], next: (position: readonly number[]) => number[][]): Set<string> {
  const seen = new Set<string>();
  const stack = [start.slice()];
  for (let position = stack.pop(); position !== undefined; position = stack.pop()) {
    const key = position.join(',');
    if (seen.has(key)) continue;
    seen.add(key);
    stack.push(...next(position));
  }
  return seen;
}

/** The position part of a state's key: a value does not depend on who is to move. */
export const positionOf = (state: State<unknown>): string => state.key().replace(/^[01]:/, '');

/** Every position reachable from `start`, one state each (by its {@link positionOf}). */
export function reachableStates(start: State<unknown>): State<unknown>[] {
  const seen = new Map<string, State<unknown>>();
  const stack = [start];
  for (let state = stack.pop(); state !== undefined; state = stack.pop()) {
    if (seen.has(positionOf(state))) continue;
    seen.set(positionOf(state), state);
    for (const move of state.moves()) stack.push(state.play(move));
  }
  return [...seen.values()];
}

/** A random finite code that splits into two heaps: first digit 0 or 4, then 1-4 digits 0-7, marks on splits. */
export const twoHeapCode = fc
  .record({
    first: fc.constantFrom('0', '4', '4!'),
    digits: fc.array(fc.record({ digit: fc.integer({ min: 0, max: 7 }), mark: fc.boolean() }), { minLength: 1, maxLength: 4 }),
  })
  .map(({ first, digits }) => `${first}.${digits.map(({ digit, mark }) => `${digit}${mark && digit & 4 ? '!' : ''}`).join('')}`)
  .filter((code) => /[4-7]/.test(code));
