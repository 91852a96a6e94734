// A row of coins: Welter's game (coins on numbered squares; a move slides one coin left to an empty square:
// choose the coin, then the square) and the coin-turning games (heads and tails; a move turns a set of coins
// whose rightmost is a head: choose the coins, then Turn). The last move's squares stay highlighted.

import type { TurningMove, TurningState, WelterMove, WelterState } from 'nimkit';
import { create } from '../dom.js';
import { RovingCells } from './keyboard.js';
import type { Board, BoardHost, BoardView } from './types.js';

/** The coins board in `host`: `slide` for Welter's game, `turn` for the coin-turning games. */
export function coinsBoard(host: BoardHost, kind: 'slide' | 'turn'): Board {
  const cells = new RovingCells(host.surface, () => { clear(); });
  const turnButton = create('button', { text: 'Turn', attributes: { type: 'button', id: 'board-turn' } });
  const clearButton = create('button', { text: 'Clear selection', attributes: { type: 'button' } });
  host.tools.replaceChildren(...(kind === 'turn' ? [turnButton, clearButton] : []));
  let view: BoardView | null = null;
  /** Welter: the square of the chosen coin. Turning: the chosen squares. */
  let from: number | null = null;
  const chosen = new Set<number>();

  function clear(): void {
    from = null;
    chosen.clear();
    if (view !== null) draw(view, true);
  }

  function chosenTurn(current: BoardView): TurningMove | undefined {
    const wanted = [...chosen].sort((a, b) => a - b).join(',');
    return (current.state.moves() as TurningMove[]).find((move) => move.coins.join(',') === wanted);
  }

  function choose(square: number): void {
    const current = view;
    if (current?.playable !== true) return;
    if (kind === 'turn') {
      if (!chosen.delete(square)) chosen.add(square);
      draw(current, true);
      return;
    }
    const coins = (current.state as WelterState).position;
    if (coins.includes(square)) {
      from = from === square ? null : square;
      draw(current, true);
      return;
    }
    const move = (current.state.moves() as WelterMove[]).find((candidate) => candidate.from === from && candidate.to === square);
    if (move === undefined) host.note.textContent = from === null ? 'Choose a coin first, then an empty square to its left.' : `The coin on square ${from} cannot slide to square ${square}.`;
    else host.play(move);
  }

  function squaresOf(current: BoardView): { first: number; last: number; heads: (square: number) => boolean | null } {
    if (kind === 'turn') {
      const coins = (current.state as TurningState).position;
      return { first: 1, last: coins.length, heads: (square) => coins[square - 1] === 'H' };
    }
    const start = (current.game.start as WelterState).position;
    const coins = new Set((current.state as WelterState).position);
    return { first: 0, last: Math.max(0, ...start), heads: (square) => (coins.has(square) ? true : null) };
  }

  function draw(current: BoardView, focus: boolean): void {
    const { first, last, heads } = squaresOf(current);
    const moves = current.state.moves();
    const lastMove = current.last?.move;
    const touched = new Set<number>(lastMove === undefined ? [] : kind === 'turn' ? (lastMove as TurningMove).coins : [(lastMove as WelterMove).from, (lastMove as WelterMove).to]);
    const movable = new Set(kind === 'slide' ? (moves as WelterMove[]).map((move) => move.from) : []);
    const targets = new Set(kind === 'slide' ? (moves as WelterMove[]).filter((move) => move.from === from).map((move) => move.to) : []);
    const row = create('div', { className: `coin-row ${kind}` });
    for (let square = first; square <= last; square += 1) {
      const face = heads(square);
      const what = kind === 'turn' ? (face === true ? 'heads' : 'tails') : face === true ? 'coin' : 'empty';
      const enabled = kind === 'turn' || (face === true ? movable.has(square) : targets.has(square));
      const cell = create('button', { className: 'coin-square', attributes: { type: 'button', 'aria-label': `Square ${square}: ${what}${targets.has(square) ? ', slide here' : ''}` } });
      // The letter and the number are drawn by the stylesheet from data attributes: the button's name is its label,
      // and text inside it that the label does not start with would make the two disagree for speech input.
      if (face !== null) cell.append(create('span', { className: `coin ${face ? 'heads' : 'tails'}`, attributes: { 'aria-hidden': 'true', 'data-face': kind === 'turn' ? (face ? 'H' : 'T') : '' } }));
      cell.append(create('span', { className: 'coin-number', attributes: { 'aria-hidden': 'true', 'data-square': String(square) } }));
      const selected = kind === 'turn' ? chosen.has(square) : from === square;
      cell.setAttribute('aria-pressed', String(selected));
      cell.classList.toggle('in-selection', selected);
      cell.classList.toggle('reachable', targets.has(square));
      if (!current.playable || !enabled) cell.setAttribute('aria-disabled', 'true');
      if (touched.has(square)) cell.classList.add('last', current.last?.byComputer ? 'by-computer' : 'by-you');
      cell.addEventListener('click', () => { choose(square); });
      cells.cell(cell, { row: 0, column: square });
      row.append(cell);
    }
    host.surface.replaceChildren(row);
    cells.settle(focus);
    if (kind === 'turn') {
      turnButton.disabled = !current.playable || chosenTurn(current) === undefined;
      clearButton.disabled = chosen.size === 0;
      const list = [...chosen].sort((a, b) => a - b).join(', ');
      host.note.textContent = chosen.size === 0 ? '' : `Selected squares ${list}${chosenTurn(current) === undefined ? ': not a move (the rightmost must be a head, and the rule must allow the set)' : ''}.`;
    } else {
      host.note.textContent = from === null ? '' : `The coin on square ${from} is chosen: now choose an empty square to its left.`;
    }
  }

  turnButton.addEventListener('click', () => {
    const move = view === null ? undefined : chosenTurn(view);
    if (move === undefined) return;
    chosen.clear();
    host.play(move);
  });
  clearButton.addEventListener('click', clear);

  return {
    render(next, focus) {
      if (view?.state !== next.state) {
        from = null;
        chosen.clear();
        if (view?.game !== next.game) cells.reset();
      }
      view = next;
      host.note.textContent = '';
      draw(next, focus);
    },
  };
}
