// The hint of the classroom games: the line every game's hint carries (the position's Grundy value, from the
// game's theory where it has one and an exact mex otherwise), and in normal play the game's own winning move.

import type { Ending, State } from 'nimkit';
import { create } from '../dom.js';
import { valueHint } from './value-hint.js';

/** The hint for `state` played with `ending`. */
export function grundyHint(state: State<unknown>, ending: Ending): HTMLElement {
  const wrapper = valueHint(state, ending);
  if (ending === 'normal') {
    const move = state.game.winningMove?.(state) ?? null;
    if (move !== null) wrapper.append(create('p', { className: 'hint-move', text: `Winning move: ${state.game.formatMove(move)}.` }));
  }
  return wrapper;
}
