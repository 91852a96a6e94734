// Wythoff's game as a queen on a grid: the two heaps are the queen's column and row, and a move takes her left,
// down, or diagonally down-left (Fraenkel's variant: any amounts differing by less than A). Click a square she
// can reach, or move there with the arrow keys and press Enter. The square she came from last stays marked.

import type { WythoffMove, WythoffState } from 'nimkit';
import { create } from '../dom.js';
import { RovingCells } from './keyboard.js';
import type { Board, BoardHost, BoardView } from './types.js';

/** The queen board in `host`. */
export function queenBoard(host: BoardHost): Board {
  const cells = new RovingCells(host.surface, () => undefined);
  host.tools.replaceChildren();
  let view: BoardView | null = null;

  function choose(first: number, second: number): void {
    const current = view;
    if (current?.playable !== true) return;
    const move = (current.state.moves() as WythoffMove[]).find((candidate) => candidate.first === first && candidate.second === second);
    if (move === undefined) host.note.textContent = 'The queen cannot reach that square: she moves left, down, or diagonally down-left.';
    else host.play(move);
  }

  function draw(current: BoardView, focus: boolean): void {
    const [x, y] = (current.state as WythoffState).position;
    // The grid keeps the size of the start, so the squares the queen has left stay on the board.
    const [width, height] = (current.game.start as WythoffState).position;
    const reach = new Set((current.state.moves() as WythoffMove[]).map(({ first, second }) => `${x - first},${y - second}`));
    const from = current.last === null ? null : (current.last.before as WythoffState).position;
    const grid = create('div', { className: 'queen-grid' });
    grid.style.setProperty('--columns', String(width + 1));
    for (let row = 0; row <= height; row += 1) {
      const cy = height - row;
      grid.append(create('span', { className: 'queen-axis', text: String(cy), attributes: { 'aria-hidden': 'true' } }));
      for (let cx = 0; cx <= width; cx += 1) {
        const isQueen = cx === x && cy === y;
        const canReach = reach.has(`${cx},${cy}`);
        const what = isQueen ? 'the queen' : canReach ? `move here, taking ${x - cx} and ${y - cy}` : 'out of reach';
        const square = create('button', { className: 'square', attributes: { type: 'button', 'aria-label': `Square ${cx}, ${cy}: ${what}` } });
        if ((cx + cy) % 2 === 1) square.classList.add('dark');
        if (isQueen) square.append(create('span', { className: 'queen', text: '♛', attributes: { 'aria-hidden': 'true' } }));
        if (canReach) square.classList.add('reachable');
        if (!current.playable || !canReach) square.setAttribute('aria-disabled', 'true');
        if (from !== null && cx === from[0] && cy === from[1]) square.classList.add('last', current.last?.byComputer ? 'by-computer' : 'by-you');
        square.addEventListener('click', () => { choose(x - cx, y - cy); });
        cells.cell(square, { row, column: cx });
        grid.append(square);
      }
    }
    grid.append(create('span', { className: 'queen-axis' }));
    for (let cx = 0; cx <= width; cx += 1) grid.append(create('span', { className: 'queen-axis', text: String(cx), attributes: { 'aria-hidden': 'true' } }));
    host.surface.replaceChildren(grid);
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
