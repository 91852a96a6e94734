// The hint of the classroom games: the position's Grundy value (its nim value in normal play, from the game's
// theory where it has one and an exact mex otherwise) and, in normal play, a move to value 0 if there is one.

import { grundyValue } from 'nimkit';
import type { Ending, Game, State } from 'nimkit';
import { create } from '../dom.js';

/** The hint for `state` of `game` played with `ending`. */
export function grundyHint(game: Game<unknown>, state: State<unknown>, ending: Ending): HTMLElement {
  const wrapper = create('div');
  let value: number | bigint;
  try {
    value = grundyValue(state);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    wrapper.append(create('p', { text: `Grundy value: not computed here (${error.message}).` }));
    return wrapper;
  }
  wrapper.append(create('p', { className: 'hint-value', text: `Grundy value: ${value}.` }));
  let advice: string;
  if (ending === 'misere') advice = 'In misère play the Grundy value alone does not say who wins: it is the value of the same position in normal play.';
  else {
    const move = game.winningMove?.(state) ?? null;
    advice = move === null ? 'No winning move: every move loses against perfect play.' : `Winning move: ${game.formatMove(move)} (a move to Grundy value 0).`;
  }
  wrapper.append(create('p', { className: 'hint-move', text: advice }));
  return wrapper;
}
