// The sticks board: rows of sticks; a move marks a run of unmarked sticks next to each other in one row. Choose
// the first and the last stick of the run (click, or the arrow keys and Enter), then Mark; one chosen stick marks
// just that stick. The run the last move marked stays highlighted.

import { formatStickMove } from 'nimkit';
import type { StickMove, SticksState } from 'nimkit';
import { create } from '../dom.js';
import { RovingCells } from './keyboard.js';
import type { Board, BoardHost, BoardView } from './types.js';

interface Place {
  readonly row: number;
  readonly stick: number;
}

/** The sticks board in `host`. */
export function sticksBoard(host: BoardHost): Board {
  const cells = new RovingCells(host.surface, () => { clear(true); });
  const markButton = create('button', { text: 'Mark', attributes: { type: 'button', id: 'board-mark' } });
  const clearButton = create('button', { text: 'Clear selection', attributes: { type: 'button' } });
  host.tools.replaceChildren(markButton, clearButton);
  let view: BoardView | null = null;
  /** The first stick chosen, and the second (the run lies between them). */
  let anchor: Place | null = null;
  let end: number | null = null;

  function selectedMove(): StickMove | null {
    if (anchor === null) return null;
    const last = end ?? anchor.stick;
    return { row: anchor.row, left: Math.min(anchor.stick, last), right: Math.max(anchor.stick, last) };
  }

  function clear(focus: boolean): void {
    anchor = null;
    end = null;
    if (view !== null) draw(view, focus);
  }

  function choose(row: number, stick: number): void {
    const current = view;
    if (current === null || !current.playable || !(current.state as SticksState).board().isUnmarked(row, stick)) return;
    if (anchor?.row !== row || end !== null) {
      anchor = { row, stick };
      end = null;
    } else {
      end = stick;
    }
    draw(current, true);
  }

  function draw(current: BoardView, focus: boolean): void {
    const board = (current.state as SticksState).board();
    const move = selectedMove();
    const last = current.last === null ? null : (current.last.move as StickMove);
    const lines = board.rows.map((length, rowIndex) => {
      const row = rowIndex + 1;
      const line = create('div', { className: 'stick-row' });
      const sticks = create('div', { className: 'stick-row-sticks' });
      for (let stick = 1; stick <= length; stick += 1) {
        const unmarked = board.isUnmarked(row, stick);
        const button = create('button', {
          className: 'stick',
          attributes: { type: 'button', 'aria-label': `Row ${row}, stick ${stick}, ${unmarked ? 'unmarked' : 'marked'}` },
        });
        if (!unmarked || !current.playable) button.setAttribute('aria-disabled', 'true');
        button.classList.toggle('marked', !unmarked);
        const selected = move !== null && move.row === row && stick >= move.left && stick <= move.right;
        button.classList.toggle('in-selection', selected);
        button.setAttribute('aria-pressed', String(selected));
        if (last !== null && last.row === row && stick >= last.left && stick <= last.right) button.classList.add('last', current.last?.byComputer ? 'by-computer' : 'by-you');
        button.addEventListener('click', () => { choose(row, stick); });
        cells.cell(button, { row: rowIndex, column: stick - 1 });
        sticks.append(button);
      }
      line.append(create('span', { className: 'stick-row-name', text: `Row ${row}` }), sticks);
      return line;
    });
    host.surface.replaceChildren(create('div', { className: 'sticks' }));
    host.surface.firstElementChild?.append(...lines);
    cells.settle(focus);
    markButton.disabled = !current.playable || move === null;
    clearButton.disabled = move === null;
    host.note.textContent = move === null ? '' : `Selected ${formatStickMove(move)}`;
  }

  markButton.addEventListener('click', () => {
    const current = view;
    const move = selectedMove();
    if (current === null || move === null) return;
    anchor = null;
    end = null;
    const text = formatStickMove(move);
    const legal = current.state.moves().find((candidate) => current.game.formatMove(candidate) === text);
    if (legal === undefined) {
      draw(current, true);
      host.note.textContent = `You cannot mark ${text}: a run must be unmarked sticks next to each other in one row.`;
      return;
    }
    host.play(legal);
  });
  clearButton.addEventListener('click', () => { clear(true); });

  return {
    render(next, focus) {
      if (view?.state !== next.state) {
        anchor = null;
        end = null;
        if (view?.game !== next.game) cells.reset();
      }
      view = next;
      draw(next, focus);
    },
  };
}
