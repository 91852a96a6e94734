// Euclid's game as its two numbers and one button per move: subtract the smaller number once, twice, … from the
// larger. The buttons are one tab stop (arrow keys between them, Enter plays), like the cells of the other boards.

import type { EuclidMove, EuclidState } from 'nimkit';
import { create } from '../dom.js';
import { RovingCells } from './keyboard.js';
import type { Board, BoardHost, BoardView } from './types.js';

/** The Euclid board in `host`. */
export function euclidBoard(host: BoardHost): Board {
  const cells = new RovingCells(host.surface, () => undefined);
  host.tools.replaceChildren();
  let view: BoardView | null = null;

  function draw(current: BoardView, focus: boolean): void {
    const [a, b] = (current.state as EuclidState).position;
    const [large, small] = a >= b ? [a, b] : [b, a];
    const numbers = create('p', { className: 'euclid-numbers' });
    numbers.append(create('span', { className: 'euclid-number', text: String(a) }), create('span', { className: 'euclid-and', text: 'and' }), create('span', { className: 'euclid-number', text: String(b) }));
    const row = create('div', { className: 'euclid-moves' });
    // One short button per multiple, after the words they finish: "Subtract 5 ×" 1, 2, …
    if (small > 0) row.append(create('span', { className: 'euclid-label', text: `Subtract ${small} ×`, attributes: { 'aria-hidden': 'true' } }));
    (current.state.moves() as EuclidMove[]).forEach(({ times }, index) => {
      const left = a >= b ? [large - times * small, b] : [a, large - times * small];
      const button = create('button', { className: 'euclid-move', text: String(times), attributes: { type: 'button', 'aria-label': `Subtract ${small} × ${times} from ${large}, leaving ${left.join(' and ')}` } });
      if (!current.playable) button.setAttribute('aria-disabled', 'true');
      button.addEventListener('click', () => { if (view?.playable === true) host.play({ times }); });
      cells.cell(button, { row: 0, column: index });
      row.append(button);
    });
    if (current.last !== null) {
      const before = (current.last.before as EuclidState).position;
      const by = current.last.byComputer ? 'by-computer' : 'by-you';
      numbers.append(create('span', { className: `help euclid-before last ${by}`, text: `was ${before.join(' and ')}` }));
    }
    host.surface.replaceChildren(numbers, row);
    cells.settle(focus);
  }

  return {
    render(next, focus) {
      if (view?.game !== next.game) cells.reset();
      view = next;
      host.note.textContent = '';
      draw(next, focus);
    },
  };
}
