// Cram as a grid: row 1 at the top. A move covers two empty squares side by side with a domino: click one empty
// square, then one next to it (the squares that would do are ringed); or the same with the arrow keys and Enter;
// Escape drops the choice. Squares blocked from the start are hatched, covered ones filled; the last domino stays
// outlined.

import type { CramMove, CramState } from 'nimkit';
import { create } from '../dom.js';
import { RovingCells } from './keyboard.js';
import type { Board, BoardHost, BoardView } from './types.js';

/** The move covering the squares at `a` and `b` (each `[row, col]` from 1), if they are side by side. */
function dominoOf([r1, c1]: readonly [number, number], [r2, c2]: readonly [number, number]): CramMove | null {
  if (r1 === r2 && Math.abs(c1 - c2) === 1) return { row: r1, col: Math.min(c1, c2), direction: 'right' };
  if (c1 === c2 && Math.abs(r1 - r2) === 1) return { row: Math.min(r1, r2), col: c1, direction: 'down' };
  return null;
}

/** The squares a Cram move covers, as `row,col` keys. */
function coveredBy({ row, col, direction }: CramMove): string[] {
  return [`${row},${col}`, direction === 'right' ? `${row},${col + 1}` : `${row + 1},${col}`];
}

/** The Cram board in `host`. */
export function cramBoard(host: BoardHost): Board {
  const cells = new RovingCells(host.surface, () => { choose(null); });
  host.tools.replaceChildren();
  let view: BoardView | null = null;
  let chosen: [number, number] | null = null;

  function legal(current: BoardView, move: CramMove | null): CramMove | undefined {
    if (move === null) return undefined;
    return (current.state.moves() as CramMove[]).find((candidate) => candidate.row === move.row && candidate.col === move.col && candidate.direction === move.direction);
  }

  function choose(square: [number, number] | null): void {
    chosen = square;
    if (view !== null) draw(view, true);
  }

  function click(current: BoardView, square: [number, number], empty: boolean): void {
    if (!current.playable) return;
    if (!empty) {
      host.note.textContent = `Square ${square.join(',')} is not empty.`;
      return;
    }
    if (chosen === null || (chosen[0] === square[0] && chosen[1] === square[1])) {
      choose(chosen === null ? square : null);
      return;
    }
    const move = legal(current, dominoOf(chosen, square));
    if (move !== undefined) {
      chosen = null;
      host.play(move);
      return;
    }
    const from = chosen.join(',');
    choose(square);
    host.note.textContent = `Square ${square.join(',')} is not next to square ${from}: it is chosen instead; now choose an empty square beside it.`;
  }

  function draw(current: BoardView, focus: boolean): void {
    const rows = (current.state as CramState).position.split('/');
    const blocked = (current.game.start as CramState).position.split('/');
    const last = new Set(current.last === null ? [] : coveredBy(current.last.move as CramMove));
    const grid = create('div', { className: 'cram-grid' });
    grid.style.setProperty('--columns', String(rows[0]?.length ?? 0));
    rows.forEach((line, r) => {
      Array.from({ length: line.length }, (_, c) => line.charAt(c)).forEach((mark, c) => {
        const square: [number, number] = [r + 1, c + 1];
        const empty = mark === '.';
        const isBlocked = blocked[r]?.[c] === '#';
        const isChosen = chosen !== null && chosen[0] === square[0] && chosen[1] === square[1];
        const pairs = chosen !== null && empty && !isChosen && legal(current, dominoOf(chosen, square)) !== undefined;
        const what = isBlocked ? 'blocked' : !empty ? 'covered' : isChosen ? 'empty, chosen' : pairs ? 'empty, place the domino here' : 'empty';
        const cell = create('button', { className: 'cram-square', attributes: { type: 'button', 'aria-label': `Square ${square.join(',')}: ${what}`, 'aria-pressed': String(isChosen) } });
        cell.classList.toggle('covered', !empty && !isBlocked);
        cell.classList.toggle('blocked', isBlocked);
        cell.classList.toggle('in-selection', isChosen);
        cell.classList.toggle('reachable', pairs);
        if (!current.playable || !empty) cell.setAttribute('aria-disabled', 'true');
        if (last.has(square.join(','))) cell.classList.add('last', current.last?.byComputer === true ? 'by-computer' : 'by-you');
        cell.addEventListener('click', () => { click(current, square, empty); });
        cells.cell(cell, { row: r, column: c });
        grid.append(cell);
      });
    });
    host.surface.replaceChildren(grid);
    cells.settle(focus);
    host.note.textContent = chosen === null ? '' : `Square ${chosen.join(',')} is chosen: now choose an empty square beside it.`;
  }

  return {
    render(next, focus) {
      if (view?.state !== next.state) chosen = null;
      if (view?.game !== next.game) cells.reset();
      view = next;
      draw(next, focus);
    },
  };
}
