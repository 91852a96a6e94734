// Multi-heap Nim against the perfect player, on the package's Nim class and Bouton's strategy.

import { AssertionError, createRandom, Nim, nimSum, randomInt, winningMove } from 'nimkit';
import type { Move, RandomSource } from 'nimkit';
import { byId, create, fieldText, GameLog, radioValue, readSetup } from './dom.js';
import { parseSizeList } from './parse.js';

/** Matches are drawn one by one up to this size; above it only the number is shown. */
const MAX_DRAWN = 40;

interface NimState {
  readonly game: Nim;
  readonly misere: boolean;
  readonly random: RandomSource;
  humanToMove: boolean;
  over: boolean;
}

/** A legal move for the computer when every move loses: one match from a random non-empty heap. */
function anyMove(heaps: readonly number[], random: RandomSource): Move {
  const nonEmpty = heaps.flatMap((size, index) => (size > 0 ? [index + 1] : []));
  return { heap: nonEmpty[randomInt(random, 0, nonEmpty.length - 1)] ?? 1, count: 1 };
}

/** The hint: the nim-sum in binary, one row per heap, and the winning move if there is one. */
function hintTable(heaps: readonly number[], misere: boolean): HTMLElement {
  const sum = nimSum(heaps);
  const width = Math.max(1, ...[...heaps, sum].map((size) => size.toString(2).length));
  const table = create('table');
  const body = create('tbody');
  heaps.forEach((size, index) => {
    const row = create('tr');
    row.append(create('th', { text: `Heap ${index + 1}`, attributes: { scope: 'row' } }), create('td', { text: String(size) }), create('td', { text: size.toString(2).padStart(width, '0') }));
    body.append(row);
  });
  const foot = create('tfoot');
  const sumRow = create('tr');
  sumRow.append(create('th', { text: 'Nim-sum', attributes: { scope: 'row' } }), create('td', { text: String(sum) }), create('td', { text: sum.toString(2).padStart(width, '0') }));
  foot.append(sumRow);
  table.append(body, foot);
  const move = winningMove(heaps, { play: misere ? 'misere' : 'normal' });
  const advice = create('p', {
    className: 'hint-move',
    text: move ? `Winning move: take ${move.count} from heap ${move.heap}.` : 'No winning move: every move loses against perfect play.',
  });
  const wrapper = create('div');
  wrapper.append(table, advice);
  return wrapper;
}

/** Wires the multi-heap Nim section of the page. */
export function setUpNim(): void {
  const setup = byId('nim-setup', HTMLFormElement);
  const setupError = byId('nim-setup-error', HTMLElement);
  const board = byId('nim-board', HTMLElement);
  const hintButton = byId('nim-hint', HTMLButtonElement);
  const hintOutput = byId('nim-hint-output', HTMLElement);
  const log = new GameLog(byId('nim-status', HTMLElement), byId('nim-log', HTMLOListElement));
  let state: NimState | null = null;

  function render(current: NimState): void {
    const canPlay = current.humanToMove && !current.over;
    board.replaceChildren(
      ...current.game.heaps.map((size, index) => {
        const heap = create('div', { className: 'heap' });
        const matches = create('div', { className: 'matches', attributes: { 'aria-hidden': 'true' } });
        if (size <= MAX_DRAWN) for (let match = 0; match < size; match += 1) matches.append(create('span', { className: 'match' }));
        const form = create('form', { className: 'heap-take' });
        const input = create('input', { attributes: { name: 'count', inputmode: 'numeric', autocomplete: 'off', 'aria-label': `Matches to take from heap ${index + 1}` } });
        const button = create('button', { text: 'Take', attributes: { type: 'submit' } });
        input.disabled = !canPlay || size === 0;
        button.disabled = input.disabled;
        form.append(input, button);
        form.addEventListener('submit', (event) => {
          event.preventDefault();
          humanMove(index + 1, input.value);
        });
        heap.append(create('span', { className: 'heap-name', text: `Heap ${index + 1}` }), matches, create('span', { className: 'match-count', text: `${size} ${size === 1 ? 'match' : 'matches'}` }), form);
        return heap;
      }),
    );
    hintButton.disabled = !canPlay;
  }

  /** Plays a move; returns the sentence, ending with the result when it ended the game. */
  function play(current: NimState, move: Move, byHuman: boolean): string {
    current.game.remove(move.heap, move.count);
    const sentence = `${byHuman ? 'You' : 'The computer'} took ${move.count} from heap ${move.heap}.`;
    log.record(sentence);
    current.humanToMove = !byHuman;
    if (!current.game.isfinished()) return sentence;
    current.over = true;
    // Normal play: whoever took the last match wins. Misère: whoever took it loses.
    const humanWon = byHuman !== current.misere;
    const result = `${sentence} ${byHuman ? 'You' : 'The computer'} took the last match. ${humanWon ? 'You win!' : 'The computer wins.'}`;
    log.say(result, humanWon ? 'won' : 'lost');
    return result;
  }

  function computerTurn(current: NimState, before: string): void {
    const move = winningMove(current.game.heaps, { play: current.misere ? 'misere' : 'normal' }) ?? anyMove(current.game.heaps, current.random);
    const sentence = play(current, move, false);
    if (!current.over) log.say(`${before}${sentence} Your move.`);
  }

  function humanMove(heap: number, text: string): void {
    const current = state;
    if (current === null || current.over || !current.humanToMove) return;
    hintOutput.replaceChildren();
    const count = /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
    let sentence: string;
    try {
      sentence = play(current, { heap, count }, true);
    } catch (error) {
      if (!(error instanceof AssertionError)) throw error;
      log.say(`Invalid move: heap ${heap} has ${current.game.heaps[heap - 1] ?? 0} matches; take 1 to all of them.`);
      return;
    }
    if (!current.game.isfinished()) computerTurn(current, `${sentence} `);
    render(current);
  }

  function newGame(): void {
    const heaps = readSetup(setupError, () => parseSizeList(fieldText(setup, 'heaps'), 'Heaps', { minCount: 2, maxCount: 12, min: 0, max: 1000 }));
    if (heaps === null) return;
    const current: NimState = {
      game: new Nim(...heaps),
      misere: radioValue(setup, 'ending') === 'misere',
      random: createRandom(7),
      humanToMove: true,
      over: false,
    };
    state = current;
    log.clear();
    hintOutput.replaceChildren();
    if (current.game.isfinished()) {
      current.over = true;
      log.say('Every heap is empty: there is nothing to play.');
    } else if (radioValue(setup, 'first') === 'computer') {
      current.humanToMove = false;
      computerTurn(current, '');
    } else {
      log.say(`New game: ${current.game.toRepr()}. Your move.`);
    }
    render(current);
  }

  setup.addEventListener('submit', (event) => {
    event.preventDefault();
    newGame();
  });
  hintButton.addEventListener('click', () => {
    if (state !== null) hintOutput.replaceChildren(hintTable(state.game.heaps, state.misere));
  });
  newGame();
}
