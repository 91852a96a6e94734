// The halving game's theory, explored: pick a heap size N and an ending, and see on a number line
// (charts/number-line.ts) the losing sizes of that ending, N, the sizes a move from N can leave, and whether N is
// winning, with its winning move. Playing it is the Play panel's job: "Play it on the board" sets it up there.

import { halvingLosingNumbers, halvingLosingNumbersUpTo, halvingMaxTake, halvingMove, isHalvingLosing } from 'nimkit';
import type { HalvingPlay } from 'nimkit';
import { drawNumberLine } from './charts/number-line.js';
import { byId, create, fieldText, radioValue, readSetup } from './dom.js';
import { LIMITS } from './game-spec.js';
import { parseWholeNumber } from './parse.js';
import { playInMatch } from './play-in-match.js';

interface Explored {
  readonly size: number;
  readonly play: HalvingPlay;
}

/** `misère` or `normal`, as the page writes the ending. */
function endingName(play: HalvingPlay): string {
  return play === 'misere' ? 'misère' : 'normal';
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
    item('swatch-losing', `losing size for the player to move (${endingName(play)} play)`),
    item('swatch-current', 'N'),
    item('swatch-reach', 'sizes a move from N can leave'),
    item('swatch-move', 'the winning move'),
  );
  return key;
}

/** Whether N is winning and how, in one or two sentences. N is at least 2, so a move exists. */
export function halvingVerdict({ size, play }: Explored): { text: string; winning: boolean } {
  const ending = endingName(play);
  const maxTake = halvingMaxTake(size);
  const take = halvingMove(size, { play });
  if (take === null || isHalvingLosing(size, { play })) {
    return {
      text: `${size} is a losing size (${ending}): every move, taking 1 to ${maxTake}, leaves the opponent a winning size.`,
      winning: false,
    };
  }
  return { text: `${size} is a winning size (${ending}): take ${take}, leaving ${size - take}, a losing size for the opponent.`, winning: true };
}

/** Wires the halving section of the page. */
export function setUpHalving(): void {
  const setup = byId('halving-setup', HTMLFormElement);
  const setupError = byId('halving-setup-error', HTMLElement);
  const board = byId('halving-board', HTMLElement);
  const verdict = byId('halving-verdict', HTMLElement);
  const reachView = byId('halving-reach', HTMLElement);
  const strategy = byId('halving-strategy', HTMLElement);
  const playButton = byId('halving-play', HTMLButtonElement);
  const playError = byId('halving-play-error', HTMLElement);
  let shown: Explored | null = null;

  /** Draws the number line at the width of its box. */
  function drawLine({ size, play }: Explored, box: HTMLElement): void {
    const take = halvingMove(size, { play });
    const maxTake = halvingMaxTake(size);
    box.replaceChildren(
      drawNumberLine({
        max: size,
        size,
        losing: halvingLosingNumbersUpTo(size, { play }),
        ending: endingName(play),
        moves: take === null ? [] : [{ from: size, to: size - take, by: 'Winning move' }],
        reach: maxTake > 0 ? [size - maxTake, size - 1] : null,
        width: Math.max(260, Math.floor(board.clientWidth)),
      }),
    );
  }

  // The line is drawn in pixels, so a new width redraws it.
  let drawnWidth = 0;
  new ResizeObserver(() => {
    const box = board.querySelector<HTMLElement>('.number-line-box');
    if (shown === null || box === null || Math.floor(board.clientWidth) === drawnWidth) return;
    drawnWidth = Math.floor(board.clientWidth);
    drawLine(shown, box);
  }).observe(board);

  function explore(): void {
    const size = readSetup(setupError, () => parseWholeNumber(fieldText(setup, 'size'), 'N', 2));
    if (size === null) return;
    const play: HalvingPlay = radioValue(setup, 'ending') === 'normal' ? 'normal' : 'misere';
    const current: Explored = { size, play };
    shown = current;
    playError.textContent = '';
    const line = create('div', { className: 'number-line-box' });
    board.replaceChildren(line, legend(play));
    drawLine(current, line);
    const { text, winning } = halvingVerdict(current);
    verdict.textContent = text;
    verdict.classList.toggle('won', winning);
    verdict.classList.toggle('lost', !winning);
    const maxTake = halvingMaxTake(size);
    reachView.textContent = `A move from ${size} takes 1 to ${maxTake} counters, leaving ${size - maxTake} to ${size - 1}.`;
    const losing = halvingLosingNumbers(8, { play }).join(', ');
    const formula = play === 'misere' ? '3·2^k − 1' : '2^k − 1';
    strategy.textContent =
      `In ${endingName(play)} play the player to move loses against best play exactly from the sizes ${formula}: ${losing}, … ` +
      'From any other size the winning move takes the heap down to the largest of them below it.';
  }

  setup.addEventListener('submit', (event) => {
    event.preventDefault();
    explore();
  });
  // A new ending is shown at once; a new size when it is submitted (typing shouldn't redraw on each key).
  for (const radio of setup.querySelectorAll<HTMLInputElement>('input[name=ending]')) radio.addEventListener('change', explore);
  playButton.addEventListener('click', () => {
    if (shown === null) return;
    if (shown.size > LIMITS.halvingSize) {
      playError.textContent = `The board plays halving from at most ${LIMITS.halvingSize} counters: pick an N up to ${LIMITS.halvingSize}.`;
      return;
    }
    playError.textContent = '';
    if (!playInMatch('halving', String(shown.size), shown.play)) playError.textContent = 'The Play panel is not on this page.';
  });
  explore();
}
