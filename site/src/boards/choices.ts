// When one click names several legal moves (Kayles: knock one pin out of the middle, leaving 1 and 3 or 2 and
// 2), the board lists them as buttons beside it; the first gets the focus, Escape or Cancel goes back.

import { create } from '../dom.js';

/** Shows `moves` as buttons in `tools`, each named by `label`; `play` plays one, `cancel` puts the focus back. */
export function showChoices<M>(tools: HTMLElement, heading: string, moves: readonly M[], label: (move: M) => string, play: (move: M) => void, cancel: () => void): void {
  const group = create('div', { className: 'board-choices', attributes: { role: 'group', 'aria-label': heading } });
  group.append(create('span', { className: 'board-choices-title', text: heading }));
  for (const move of moves) {
    const button = create('button', { text: label(move), attributes: { type: 'button' } });
    button.addEventListener('click', () => {
      play(move);
    });
    group.append(button);
  }
  const back = create('button', { text: 'Cancel', attributes: { type: 'button' } });
  back.addEventListener('click', cancel);
  group.append(back);
  group.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') cancel();
  });
  tools.querySelector('.board-choices')?.remove();
  tools.append(group);
  group.querySelector('button')?.focus();
}

/** Removes the list of choices, if any. */
export function hideChoices(tools: HTMLElement): void {
  tools.querySelector('.board-choices')?.remove();
}
