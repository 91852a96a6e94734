// The halving game against the original blog post's robot: one heap, a move takes 1 to floor(n / 2) counters.
// The heap is drawn as counters and on a number line with the losing sizes marked (charts/number-line.ts).

import { createRandom, halvingLosingNumbers, halvingLosingNumbersUpTo, halvingMaxTake, halvingRobotMove, isHalvingMoveLegal } from 'nimkit';
import type { HalvingPlay, RandomSource } from 'nimkit';
import { drawNumberLine } from './charts/number-line.js';
import type { LineMove } from './charts/number-line.js';
import { byId, create, fieldText, GameLog, radioValue, readSetup } from './dom.js';
import { parseWholeNumber } from './parse.js';

/** Counters are drawn one by one up to this size; above it only the number is shown. */
const MAX_DRAWN = 200;

interface HalvingState {
  /** The starting size: the number line runs from 1 to it. */
  readonly start: number;
  size: number;
  /** The moves of the last turn (the person's, then the robot's), drawn on the number line. */
  turn: LineMove[];
  readonly play: HalvingPlay;
  readonly random: RandomSource;
  humanToMove: boolean;
  over: boolean;
}

/** The number line's key: what its marks mean. */
function legend(play: HalvingPlay): HTMLElement {
  const key = create('p', { className: 'line-legend help' });
  const item = (kind: string, text: string): HTMLElement => {
    const entry = create('span', { className: 'legend-item' });
    entry.append(create('span', { className: `swatch ${kind}`, attributes: { 'aria-hidden': 'true' } }), text);
    return entry;
  };
  key.append(
    item('swatch-losing', `losing size for the player to move (${play === 'misere' ? 'misère' : 'normal'} play)`),
    item('swatch-current', 'now'),
    item('swatch-reach', 'sizes your move can leave'),
    item('swatch-move', 'the last moves'),
  );
  return key;
}

/** Wires the halving section of the page. */
export function setUpHalving(): void {
  const setup = byId('halving-setup', HTMLFormElement);
  const setupError = byId('halving-setup-error', HTMLElement);
  const board = byId('halving-board', HTMLElement);
  const moveForm = byId('halving-move', HTMLFormElement);
  const takeInput = byId('halving-take', HTMLInputElement);
  const takeButton = moveForm.querySelector('button');
  const takeHelp = byId('halving-take-help', HTMLElement);
  const strategy = byId('halving-strategy', HTMLElement);
  const log = new GameLog(byId('halving-status', HTMLElement), byId('halving-log', HTMLOListElement));
  let state: HalvingState | null = null;

  /** Draws the number line at the width of its box. */
  function drawLine(current: HalvingState, box: HTMLElement): void {
    const canPlay = current.humanToMove && !current.over;
    const maxTake = halvingMaxTake(current.size);
    box.replaceChildren(
      drawNumberLine({
        max: current.start,
        size: current.size,
        losing: halvingLosingNumbersUpTo(current.start, { play: current.play }),
        ending: current.play === 'misere' ? 'misère' : 'normal',
        moves: current.turn,
        reach: canPlay && maxTake > 0 ? [current.size - maxTake, current.size - 1] : null,
        width: Math.max(260, Math.floor(board.clientWidth)),
      }),
    );
  }

  // The line is drawn in pixels, so a new width redraws it.
  let drawnWidth = 0;
  new ResizeObserver(() => {
    const box = board.querySelector<HTMLElement>('.number-line-box');
    if (state === null || box === null || Math.floor(board.clientWidth) === drawnWidth) return;
    drawnWidth = Math.floor(board.clientWidth);
    drawLine(state, box);
  }).observe(board);

  function render(current: HalvingState): void {
    const heading = create('p', { className: 'heap-size', text: `${current.size} ${current.size === 1 ? 'counter' : 'counters'}` });
    const counters = create('div', { className: 'counters', attributes: { 'aria-hidden': 'true' } });
    if (current.size <= MAX_DRAWN) {
      for (let index = 0; index < current.size; index += 1) counters.append(create('span', { className: 'counter' }));
    }
    const line = create('div', { className: 'number-line-box' });
    board.replaceChildren(heading, counters, line, legend(current.play));
    drawLine(current, line);
    const canPlay = current.humanToMove && !current.over;
    takeInput.disabled = !canPlay;
    if (takeButton) takeButton.disabled = !canPlay;
    takeHelp.textContent = canPlay ? `1 to ${halvingMaxTake(current.size)}` : '';
    takeInput.max = String(halvingMaxTake(current.size));
  }

  /** Applies a move; returns the sentence describing it, ending with the result when it ended the game. */
  function applyMove(current: HalvingState, take: number, byHuman: boolean): { message: string; over: boolean } {
    current.turn.push({ from: current.size, to: current.size - take, by: byHuman ? 'you' : 'robot' });
    current.size -= take;
    current.humanToMove = !byHuman;
    const who = byHuman ? 'You' : 'The robot';
    const sentence = `${who} took ${take}, leaving ${current.size}.`;
    log.record(sentence);
    if (halvingMaxTake(current.size) > 0) return { message: sentence, over: false };
    current.over = true;
    // The heap is down to one counter: nobody can move any more.
    let result: string;
    if (current.play === 'misere') {
      result = byHuman ? 'You left a single counter. The robot wins.' : 'The robot left a single counter. You win!';
    } else {
      result = byHuman ? 'The robot cannot move. You win!' : 'You cannot move. The robot wins.';
    }
    return { message: `${sentence} ${result}`, over: true };
  }

  function outcomeOf(message: string): 'won' | 'lost' {
    return message.endsWith('You win!') ? 'won' : 'lost';
  }

  /** The robot's move; returns whether it ended the game. */
  function robotTurn(current: HalvingState, before: string): boolean {
    const take = halvingRobotMove(current.size, { play: current.play, random: current.random });
    if (take === null) return true; // unreachable: a game is over as soon as no move is left
    const { message: sentence, over } = applyMove(current, take, false);
    const message = `${before}${sentence}`;
    if (over) log.say(message, outcomeOf(message));
    else log.say(`${message} Your move: take 1 to ${halvingMaxTake(current.size)}.`);
    return over;
  }

  function newGame(): void {
    const settings = readSetup(setupError, () => ({
      size: parseWholeNumber(fieldText(setup, 'size'), 'Counters', 2),
      seed: parseWholeNumber(fieldText(setup, 'seed'), "Robot's random seed", 0, 2 ** 32 - 1),
    }));
    if (settings === null) return;
    const { size, seed } = settings;
    const play = radioValue(setup, 'ending') === 'normal' ? 'normal' : 'misere';
    const current: HalvingState = { start: size, size, turn: [], play, random: createRandom(seed), humanToMove: true, over: false };
    state = current;
    log.clear();
    const losing = halvingLosingNumbers(8, { play }).join(', ');
    strategy.textContent =
      `The player to move loses against best play exactly from these sizes: ${losing}, … ` +
      'From any other size there is a move to one of them, and that is the move the robot makes.';
    if (radioValue(setup, 'first') === 'computer') {
      current.humanToMove = false;
      robotTurn(current, '');
    } else {
      log.say(`New game with ${size} counters. Your move: take 1 to ${halvingMaxTake(size)}.`);
    }
    takeInput.value = '';
    render(current);
  }

  function humanTake(): void {
    const current = state;
    if (current === null || current.over || !current.humanToMove) return;
    const maxTake = halvingMaxTake(current.size);
    const text = takeInput.value.trim();
    const take = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    if (!isHalvingMoveLegal(current.size, take)) {
      log.say(`You can take 1 to ${maxTake} counters from ${current.size}.`);
      takeInput.focus();
      return;
    }
    current.turn = [];
    const { message, over } = applyMove(current, take, true);
    if (over) log.say(message, outcomeOf(message));
    const gameOver = over || robotTurn(current, `${message} `);
    takeInput.value = '';
    render(current);
    if (!gameOver) takeInput.focus();
  }

  setup.addEventListener('submit', (event) => {
    event.preventDefault();
    newGame();
  });
  moveForm.addEventListener('submit', (event) => {
    event.preventDefault();
    humanTake();
  });
  newGame();
}
