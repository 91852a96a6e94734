// The sticks board against any of the package's sticks players: a move marks a run of unmarked sticks in one
// row, and whoever marks the last stick loses.

import { Board, createRandom, formatStickMove, sticksErringPlayer, sticksPerfectPlayer, sticksRandomPlayer, sticksSmartPlayer } from 'nimkit';
import type { RandomSource, StickMove, StickPlayer } from 'nimkit';
import { byId, create, fieldText, GameLog, radioValue, readSetup } from './dom.js';
import { parseSizeList, parseWholeNumber } from './parse.js';

const OPPONENTS: Readonly<Record<string, StickPlayer>> = {
  perfect: sticksPerfectPlayer,
  smart: sticksSmartPlayer,
  erring: sticksErringPlayer(0.25),
  random: sticksRandomPlayer,
};

interface SticksState {
  readonly board: Board;
  readonly opponent: StickPlayer;
  readonly random: RandomSource;
  humanToMove: boolean;
  over: boolean;
  /** The first stick chosen, and the second (the run lies between them). */
  anchor: StickPlace | null;
  end: number | null;
  /** The board's one tab stop (roving tabindex): the stick last focused or chosen; arrow keys move it. */
  cursor: StickPlace;
}

interface StickPlace {
  readonly row: number;
  readonly stick: number;
}

/** Wires the sticks section of the page. */
export function setUpSticks(): void {
  const setup = byId('sticks-setup', HTMLFormElement);
  const setupError = byId('sticks-setup-error', HTMLElement);
  const boardView = byId('sticks-board', HTMLElement);
  const markButton = byId('sticks-mark', HTMLButtonElement);
  const clearButton = byId('sticks-clear', HTMLButtonElement);
  const selectionView = byId('sticks-selection', HTMLElement);
  const log = new GameLog(byId('sticks-status', HTMLElement), byId('sticks-log', HTMLOListElement));
  let state: SticksState | null = null;

  function selectedMove(current: SticksState): StickMove | null {
    if (current.anchor === null) return null;
    const end = current.end ?? current.anchor.stick;
    return { row: current.anchor.row, left: Math.min(current.anchor.stick, end), right: Math.max(current.anchor.stick, end) };
  }

  /** Redraws the board; `focus` puts the keyboard focus on the board's tab stop. */
  function render(current: SticksState, focus = false): void {
    const canPlay = current.humanToMove && !current.over;
    const move = selectedMove(current);
    boardView.replaceChildren(
      ...current.board.rows.map((length, rowIndex) => {
        const row = rowIndex + 1;
        const line = create('div', { className: 'stick-row' });
        const sticks = create('div', { className: 'stick-row-sticks' });
        for (let stick = 1; stick <= length; stick += 1) {
          const unmarked = current.board.isUnmarked(row, stick);
          const button = create('button', {
            className: 'stick',
            attributes: {
              type: 'button',
              'aria-label': `Row ${row}, stick ${stick}, ${unmarked ? 'unmarked' : 'marked'}`,
              'data-row': String(row),
              'data-stick': String(stick),
              tabindex: current.cursor.row === row && current.cursor.stick === stick ? '0' : '-1',
            },
          });
          if (!unmarked || !canPlay) button.setAttribute('aria-disabled', 'true');
          button.classList.toggle('marked', !unmarked);
          const selected = move !== null && move.row === row && stick >= move.left && stick <= move.right;
          button.classList.toggle('in-selection', selected);
          button.setAttribute('aria-pressed', String(selected));
          button.addEventListener('click', () => { choose(row, stick); });
          sticks.append(button);
          if (focus && current.cursor.row === row && current.cursor.stick === stick) queueMicrotask(() => { button.focus(); });
        }
        line.append(create('span', { className: 'stick-row-name', text: `Row ${row}` }), sticks);
        return line;
      }),
    );
    markButton.disabled = !canPlay || move === null;
    selectionView.textContent = move === null ? '' : `Selected ${formatStickMove(move)}`;
  }

  function choose(row: number, stick: number): void {
    const current = state;
    if (current === null || current.over || !current.humanToMove || !current.board.isUnmarked(row, stick)) return;
    if (current.anchor?.row !== row || current.end !== null) {
      current.anchor = { row, stick };
      current.end = null;
    } else {
      current.end = stick;
    }
    current.cursor = { row, stick };
    render(current, true);
  }

  /** Marks a move; returns the sentence, ending with the result when it ended the game. */
  function play(current: SticksState, move: StickMove, byHuman: boolean): string {
    current.board.mark(move);
    const sentence = `${byHuman ? 'You' : 'The computer'} marked ${formatStickMove(move)}.`;
    log.record(sentence);
    current.humanToMove = !byHuman;
    if (!current.board.isOver()) return sentence;
    current.over = true;
    const result = `${sentence} ${byHuman ? 'You marked the last stick. The computer wins.' : 'The computer marked the last stick. You win!'}`;
    log.say(result, byHuman ? 'lost' : 'won');
    return result;
  }

  function computerTurn(current: SticksState, before: string): void {
    const sentence = play(current, current.opponent(current.board, current.random), false);
    if (!current.over) log.say(`${before}${sentence} Your move.`);
  }

  function markSelection(): void {
    const current = state;
    if (current === null || current.over || !current.humanToMove) return;
    const move = selectedMove(current);
    if (move === null) return;
    current.anchor = null;
    current.end = null;
    // Mark is disabled once the selection is gone: a keyboard player goes back to the board, not to the page.
    const refocus = document.activeElement === markButton || boardView.contains(document.activeElement);
    if (current.board.check(move) !== null) {
      log.say(`Invalid move ${formatStickMove(move)}: a run must be unmarked sticks next to each other in one row.`);
      render(current, refocus);
      return;
    }
    const sentence = play(current, move, true);
    if (!current.board.isOver()) computerTurn(current, `${sentence} `);
    render(current, refocus);
  }

  function newGame(): void {
    const settings = readSetup(setupError, () => ({
      rows: parseSizeList(fieldText(setup, 'rows'), 'Rows', { minCount: 1, maxCount: 8, min: 1, max: 32 }),
      seed: parseWholeNumber(fieldText(setup, 'seed'), 'Random seed', 0, 2 ** 32 - 1),
    }));
    if (settings === null) return;
    const { rows, seed } = settings;
    const opponent = OPPONENTS[fieldText(setup, 'opponent')] ?? sticksPerfectPlayer;
    const current: SticksState = {
      board: new Board(rows),
      opponent,
      random: createRandom(seed),
      humanToMove: true,
      over: false,
      anchor: null,
      end: null,
      cursor: { row: 1, stick: 1 },
    };
    state = current;
    log.clear();
    if (radioValue(setup, 'first') === 'computer') {
      current.humanToMove = false;
      computerTurn(current, '');
    } else {
      log.say(`New game on rows ${rows.join(', ')}. Your move.`);
    }
    render(current);
  }

  /** Where an arrow key, Home or End moves the focus from a stick: along its row, or to the nearest stick in the next row. */
  function keyTarget(key: string, row: number, stick: number, rows: readonly number[]): StickPlace | null {
    const length = rows[row - 1] ?? 0;
    const nearestIn = (target: number): StickPlace | null => {
      const targetLength = rows[target - 1];
      return targetLength === undefined ? null : { row: target, stick: Math.min(stick, targetLength) };
    };
    switch (key) {
      case 'ArrowLeft':
        return stick > 1 ? { row, stick: stick - 1 } : null;
      case 'ArrowRight':
        return stick < length ? { row, stick: stick + 1 } : null;
      case 'ArrowUp':
        return nearestIn(row - 1);
      case 'ArrowDown':
        return nearestIn(row + 1);
      case 'Home':
        return { row, stick: 1 };
      case 'End':
        return { row, stick: length };
      default:
        return null;
    }
  }

  boardView.addEventListener('keydown', (event) => {
    const from = event.target;
    if (state === null || !(from instanceof HTMLElement) || !from.classList.contains('stick')) return;
    const target = keyTarget(event.key, Number(from.dataset.row), Number(from.dataset.stick), state.board.rows);
    if (target === null) return;
    event.preventDefault();
    boardView.querySelector<HTMLElement>(`.stick[data-row="${target.row}"][data-stick="${target.stick}"]`)?.focus();
  });
  // Whichever stick gets the focus (arrow key, click, or script) becomes the tab stop, so Tab leaves the board and
  // Shift+Tab comes back to the same stick.
  boardView.addEventListener('focusin', (event) => {
    const stick = event.target;
    if (state === null || !(stick instanceof HTMLElement) || !stick.classList.contains('stick')) return;
    state.cursor = { row: Number(stick.dataset.row), stick: Number(stick.dataset.stick) };
    for (const other of boardView.querySelectorAll('.stick[tabindex="0"]')) other.setAttribute('tabindex', '-1');
    stick.setAttribute('tabindex', '0');
  });

  setup.addEventListener('submit', (event) => {
    event.preventDefault();
    newGame();
  });
  markButton.addEventListener('click', markSelection);
  clearButton.addEventListener('click', () => {
    if (state === null) return;
    state.anchor = null;
    state.end = null;
    render(state);
  });
  newGame();
}
