// A tartan (two-dimensional coin turning) as a grid of coins, row 1 at the top as the rows are written. A move
// turns every coin of a set of columns × a set of rows whose last column and last row meet at a head: click the
// head (or reach it with the arrow keys and press Enter), then pick one of its moves from the list beside the
// board (a head with one move plays it at once). The coins the last move turned stay outlined.

import type { TartanMove, TartanState } from 'nimkit';
import { create } from '../dom.js';
import { hideChoices, showChoices } from './choices.js';
import { RovingCells } from './keyboard.js';
import type { Board, BoardHost, BoardView } from './types.js';

/** `columns 1, 3 × rows 2, 3`. */
function moveLabel({ columns, rows }: TartanMove): string {
  const list = (name: string, items: readonly number[]): string => `${name}${items.length === 1 ? '' : 's'} ${items.join(', ')}`;
  return `Turn ${list('column', columns)} × ${list('row', rows)} (${columns.length * rows.length} coin${columns.length * rows.length === 1 ? '' : 's'})`;
}

/** The tartan board in `host`. */
export function tartanBoard(host: BoardHost): Board {
  const cells = new RovingCells(host.surface, () => { hideChoices(host.tools); });
  host.tools.replaceChildren();
  let view: BoardView | null = null;

  function pick(current: BoardView, x: number, y: number, heads: boolean): void {
    if (!current.playable) return;
    if (!heads) {
      host.note.textContent = `The coin at column ${x}, row ${y} shows tails: a move turns coins around a head at its lower right corner.`;
      return;
    }
    const moves = (current.state.moves() as TartanMove[]).filter(({ columns, rows }) => columns.at(-1) === x && rows.at(-1) === y);
    const [only] = moves;
    if (moves.length === 0) host.note.textContent = `The head at column ${x}, row ${y} has no move under these rules.`;
    else if (moves.length === 1 && only !== undefined) host.play(only);
    else {
      host.note.textContent = `The head at column ${x}, row ${y} has ${moves.length} moves: choose one.`;
      showChoices(host.tools, `Moves of the head at column ${x}, row ${y}`, moves, moveLabel, (move) => { host.play(move); }, () => {
        hideChoices(host.tools);
        host.note.textContent = '';
        cells.settle(true);
      });
    }
  }

  function draw(current: BoardView, focus: boolean): void {
    const rows = (current.state as TartanState).position.split('/');
    const last = current.last?.move as TartanMove | undefined;
    const turned = new Set(last === undefined ? [] : last.rows.flatMap((y) => last.columns.map((x) => `${x},${y}`)));
    const grid = create('div', { className: 'tartan-grid' });
    grid.style.setProperty('--columns', String(rows[0]?.length ?? 0));
    grid.append(create('span', { className: 'queen-axis' }));
    for (let x = 1; x <= (rows[0]?.length ?? 0); x += 1) grid.append(create('span', { className: 'queen-axis', text: String(x), attributes: { 'aria-hidden': 'true' } }));
    rows.forEach((line, r) => {
      grid.append(create('span', { className: 'queen-axis', text: String(r + 1), attributes: { 'aria-hidden': 'true' } }));
      Array.from({ length: line.length }, (_, c) => line.charAt(c)).forEach((face, c) => {
        const [x, y] = [c + 1, r + 1];
        const heads = face === 'H';
        const cell = create('button', { className: 'coin-square tartan-square', attributes: { type: 'button', 'aria-label': `Column ${x}, row ${y}: ${heads ? 'heads' : 'tails'}` } });
        cell.append(create('span', { className: `coin ${heads ? 'heads' : 'tails'}`, attributes: { 'aria-hidden': 'true', 'data-face': face } }));
        if (!current.playable || !heads) cell.setAttribute('aria-disabled', 'true');
        if (turned.has(`${x},${y}`)) cell.classList.add('last', current.last?.byComputer === true ? 'by-computer' : 'by-you');
        cell.addEventListener('click', () => { pick(current, x, y, heads); });
        cells.cell(cell, { row: r, column: c });
        grid.append(cell);
      });
    });
    host.surface.replaceChildren(grid);
    cells.settle(focus);
  }

  return {
    render(next, focus) {
      if (view?.game !== next.game) cells.reset();
      view = next;
      host.note.textContent = '';
      hideChoices(host.tools);
      draw(next, focus);
    },
  };
}
