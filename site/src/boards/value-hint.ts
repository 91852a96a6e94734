// Grundy values on the match panel: the value of the position on the board (every game's hint says it), the
// labels of a sum's parts, and the sum's hint, which names the part to move in and why: the Sprague–Grundy
// theorem makes a sum worth the nim-sum of its parts' values, and a move to a nim-sum of 0 wins in normal play.
// Misère sums have no such rule: their hint comes from the library's exact search, and says so.

import { createSolver } from 'nimkit';
import type { Ending, Game, Solver, State, SumMove, SumState } from 'nimkit';
import { create } from '../dom.js';
import { isNimPart } from '../sum-spec.js';

/** The most positions valued for one game (each game remembers its values in its own solver). */
export const VALUE_STATES = 200_000;

const solvers = new WeakMap<Game<unknown>, Solver>();

/** The Grundy value of `state`'s position, or `null` when it is too large to compute within {@link VALUE_STATES}. */
export function valueOf(state: State<unknown>): number | bigint | null {
  let solver = solvers.get(state.game);
  if (solver === undefined) {
    solver = createSolver({ maxStates: VALUE_STATES });
    solvers.set(state.game, solver);
  }
  try {
    return solver.grundyValue(state);
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/** `value 5`, or why there is none. */
export function valueText(value: number | bigint | null): string {
  return value === null ? 'value unknown (too large)' : `value ${value}`;
}

/** Nim values added: XOR, exact for values beyond 32 bits (the page's values are small, but cheap to get right). */
function nimAdd(a: number | bigint, b: number | bigint): number | bigint {
  if (typeof a === 'bigint' || typeof b === 'bigint') return BigInt(a) ^ BigInt(b);
  return Number(BigInt(a) ^ BigInt(b));
}

/** `3 ⊕ 5 ⊕ 6 = 0`. */
function nimSumText(values: readonly (number | bigint)[]): string {
  return `${values.join(' ⊕ ')} = ${values.reduce<number | bigint>(nimAdd, 0)}`;
}

/** The line every hint carries: the position's Grundy value, and what it says in `ending`. */
export function valueLine(state: State<unknown>, ending: Ending): HTMLElement {
  const value = valueOf(state);
  let text: string;
  if (value === null) text = 'Grundy value unknown: too large to compute here.';
  else if (ending === 'misere') text = `Grundy value ${value}: its normal-play value; in misère play the value alone does not say who wins.`;
  else if (value === 0 || value === 0n) text = 'Grundy value 0: the player to move loses against perfect play.';
  else text = `Grundy value ${value}: the player to move wins, by moving to a position of value 0.`;
  return create('p', { className: 'hint-value', text });
}

/** The hint of a game with no hint of its own: its Grundy value. */
export function valueHint(state: State<unknown>, ending: Ending): HTMLElement {
  const wrapper = create('div');
  wrapper.append(valueLine(state, ending));
  return wrapper;
}

/** A part of a sum, for the hint: `part 2 (nim:3,4)`. */
function partName(game: Game<unknown>, part: number): string {
  const spec = game.name.replace(/ (?:normal|misere)$/, '');
  return `part ${part} (${spec})`;
}

/** The advice line, carrying the move it names (`data-move`, the sum's move text) for whoever follows it. */
function advice(text: string, move: string | null): HTMLElement {
  const line = create('p', { className: 'hint-move', text });
  if (move !== null) line.dataset.move = move;
  return line;
}

/** Normal play: the move to a nim-sum of 0, and the values after it; or why every move loses. */
function normalAdvice(state: SumState, parts: readonly State<unknown>[], values: readonly (number | bigint)[]): HTMLElement {
  const total = values.reduce<number | bigint>(nimAdd, 0);
  if (total === 0 || total === 0n) {
    return advice('No winning move: the nim-sum is 0, so every move changes one value and leaves a nim-sum other than 0, which the computer can bring back to 0.', null);
  }
  const move = state.game.winningMove?.(state) ?? null;
  if (move === null) return advice('No winning move found.', null);
  const { part, move: inner } = move;
  const before = parts[part - 1];
  if (before === undefined) return advice('No winning move found.', null);
  const after = valueOf(before.play(inner));
  const next = values.map((value, index) => (index === part - 1 ? (after ?? value) : value));
  return advice(
    `Move in ${partName(before.game, part)}: play ${before.game.formatMove(inner)}, which takes its value from ${values[part - 1]} to ${after ?? 'an unknown value'}; the values are then ${nimSumText(next)}, and the computer must move from a nim-sum of 0.`,
    state.game.formatMove(move),
  );
}

/** Misère play: the solver's answer (or Bouton's misère rule when every part is Nim), said as such. */
function misereAdvice(state: SumState, parts: readonly State<unknown>[]): HTMLElement {
  const allNim = parts.every((part) => isNimPart(part.game));
  const basis = allNim
    ? "Misère play: the nim-sum of the values does not decide a misère sum. Every part is Nim, so the sum is one Nim game, and this hint is Bouton's misère rule:"
    : 'Misère play: the nim-sum of the values does not decide a misère sum. This hint comes from the exact search of the library\'s solver over the sum\'s positions:';
  let move: SumMove | null;
  try {
    move = state.game.winningMove?.(state) ?? null;
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return advice(`${basis} the sum is too large to search here (${error.message}).`, null);
  }
  if (move === null) return advice(`${basis} every move loses against perfect play.`, null);
  const part = parts[move.part - 1];
  const where = part === undefined ? `part ${move.part}` : partName(part.game, move.part);
  const text = part === undefined ? state.game.formatMove(move) : part.game.formatMove(move.move);
  return advice(`${basis} move in ${where}, play ${text}.`, state.game.formatMove(move));
}

/** The hint of a sum: each part's value, their nim-sum, and the move it points to (or the solver's, misère). */
export function sumHint(state: SumState, ending: Ending): HTMLElement {
  const parts = state.parts();
  const values = parts.map(valueOf);
  const wrapper = create('div');
  const known = values.every((value) => value !== null);
  const sum = create('p', {
    className: 'hint-sum',
    text: known ? `The parts' values: ${nimSumText(values)} (their nim-sum, the value of the sum).` : "Some part's value is too large to compute here.",
  });
  wrapper.append(sum);
  if (ending === 'misere') wrapper.append(misereAdvice(state, parts));
  else if (known) wrapper.append(normalAdvice(state, parts, values));
  return wrapper;
}
