// Chomp as a bar of chocolate: row 1 at the bottom, the poisoned square in its bottom-left corner. Click a square
// (or reach it with the arrow keys and press Enter) to eat it and every square above it and to its right; hovering
// or focusing a square lights the bite. The squares eaten last stay outlined.

import type { ChompMove, ChompState } from 'nimkit';
import { create } from '../dom.js';
import { RovingCells } from './keyboard.js';
import type { Board, BoardHost, BoardView } from './types.js';

/** The Chomp board in `host`. */
export function chompBoard(host: BoardHost): Board {
  const cells = new RovingCells(host.surface, () => undefined);
  host.tools.replaceChildren();
  let view: BoardView | null = null;

  function eat(row: number, col: number): void {
    const current = view;
    if (current?.playable !== true) return;
    const move = (current.state.moves() as ChompMove[]).find((candidate) => candidate.row === row && candidate.col === col);
    if (move !== undefined) host.play(move);
    else host.note.textContent = row === 1 && col === 1 ? 'The poisoned square is never eaten: whoever is left with it alone loses.' : `Square ${row},${col} is already eaten.`;
  }

  /** Lights the squares a bite at `row`, `col` would take. */
  function showBite(grid: HTMLElement, row: number | null, col: number | null): void {
    for (const square of grid.querySelectorAll<HTMLElement>('.chomp-square')) {
      const [r, c] = [Number(square.dataset.chompRow), Number(square.dataset.chompCol)];
      square.classList.toggle('in-bite', row !== null && col !== null && r >= row && c >= col && !square.classList.contains('eaten'));
    }
  }

  function draw(current: BoardView, focus: boolean): void {
    const lengths = (current.state as ChompState).position;
    const start = (current.game.start as ChompState).position;
    const [rows, cols] = [start.length, start[0] ?? 0];
    const before = current.last === null ? null : (current.last.before as ChompState).position;
    const grid = create('div', { className: 'chomp-grid' });
    grid.style.setProperty('--columns', String(cols));
    for (let row = rows; row >= 1; row -= 1) {
      for (let col = 1; col <= cols; col += 1) {
        const left = col <= (lengths[row - 1] ?? 0);
        const poison = row === 1 && col === 1;
        const what = poison ? 'poisoned' : left ? 'eat this and every square above and to the right' : 'eaten';
        const square = create('button', { className: 'chomp-square', attributes: { type: 'button', 'aria-label': `Square ${row},${col}: ${what}` } });
        square.dataset.chompRow = String(row);
        square.dataset.chompCol = String(col);
        if (poison) square.classList.add('poison');
        if (!left) square.classList.add('eaten');
        if (!current.playable || poison || !left) square.setAttribute('aria-disabled', 'true');
        if (before !== null && !left && col <= (before[row - 1] ?? 0)) square.classList.add('last', current.last?.byComputer === true ? 'by-computer' : 'by-you');
        square.addEventListener('click', () => { eat(row, col); });
        if (current.playable && left && !poison) {
          const light = (): void => { showBite(grid, row, col); };
          square.addEventListener('mouseenter', light);
          square.addEventListener('focus', light);
        }
        cells.cell(square, { row: rows - row, column: col });
        grid.append(square);
      }
    }
    grid.addEventListener('mouseleave', () => { showBite(grid, null, null); });
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
