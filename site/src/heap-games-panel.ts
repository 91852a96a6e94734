// Heap games: type a take-and-break code, see its canonical form, its first Grundy values (listed and plotted)
// and its proved period, and play a sum of heaps against any of the play engine's players, the same list as
// `nimkit match --players`.

import { createRandom, HeapGame, heapGame } from 'nimkit';
import type { Ending, HeapPlayMove, HeapPlayState } from 'nimkit';
import { byId, create, fieldText, GameLog, radioValue, readSetup } from './dom.js';
import { createOpponent, createTurns, isOpponentName } from './engine-play.js';
import type { EngineMatch } from './engine-play.js';
import { parseHeapCode } from './game-spec.js';
import { parseSizeList, parseWholeNumber } from './parse.js';

/** Values listed as text, and values plotted. */
const LISTED = 40;
const PLOTTED = 300;
/** Counters are drawn one by one up to this size; above it only the number is shown. */
const MAX_DRAWN = 40;
const SVG = 'http://www.w3.org/2000/svg';

/** The tunable opponents' settings, as the opponent list in index.html describes them. */
const SETTINGS = { depth: 6, iterations: 1000, rate: 0.25 };

interface Match extends EngineMatch<HeapPlayMove> {
  state: HeapPlayState;
}

/** `1 and 3`, `nothing`. */
function heapList(sizes: readonly number[]): string {
  return sizes.length === 0 ? 'nothing' : sizes.join(' and ');
}

/** A plot of the first values: one short dash per heap size, higher for a larger value. */
function valuePlot(values: Uint32Array, label: string): SVGSVGElement {
  const largest = Math.max(1, ...values);
  // A margin of 5 above and below, so the 3 px dashes of the smallest and largest values are not clipped.
  const [width, height, margin] = [values.length * 2, 100, 5];
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 0 ${width} ${height + 2 * margin}`);
  svg.setAttribute('role', 'img');
  svg.setAttribute('class', 'value-plot');
  svg.setAttribute('preserveAspectRatio', 'none');
  const title = document.createElementNS(SVG, 'title');
  title.textContent = label;
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', [...values].map((value, n) => `M${n * 2} ${margin + height - Math.round((value * height) / largest)}h2`).join(''));
  svg.append(title, path);
  return svg;
}

/** Wires the heap-games section of the page. */
export function setUpHeapGames(): void {
  const setup = byId('heap-setup', HTMLFormElement);
  const setupError = byId('heap-setup-error', HTMLElement);
  const canonical = byId('heap-canonical', HTMLElement);
  const valuesView = byId('heap-values', HTMLElement);
  const plot = byId('heap-plot', HTMLElement);
  const board = byId('heap-board', HTMLElement);
  const moveForm = byId('heap-move', HTMLFormElement);
  const moveSelect = byId('heap-move-select', HTMLSelectElement);
  const moveButton = moveForm.querySelector('button');
  const log = new GameLog(byId('heap-status', HTMLElement), byId('heap-log', HTMLOListElement));
  let match: Match | null = null;

  function showRules(rules: HeapGame): void {
    const period = rules.period();
    canonical.textContent =
      `Canonical code ${rules.name}. ` +
      (period === undefined ? 'Period: not proved.' : `Period ${period.period} from heap ${period.preperiod} on, proved.`);
    const values = rules.grundyValues(PLOTTED);
    valuesView.textContent = `Grundy values of heaps 0 to ${LISTED - 1}: ${[...values.subarray(0, LISTED)].join(' ')}`;
    plot.replaceChildren(valuePlot(values, `The Grundy values of heaps 0 to ${PLOTTED - 1}, largest ${Math.max(...values)}`));
  }

  function render(current: Match): void {
    board.replaceChildren(
      ...current.state.heaps().map((size, index) => {
        const row = create('div', { className: 'heap' });
        const matches = create('div', { className: 'matches', attributes: { 'aria-hidden': 'true' } });
        if (size <= MAX_DRAWN) for (let drawn = 0; drawn < size; drawn += 1) matches.append(create('span', { className: 'match' }));
        row.append(create('span', { className: 'heap-name', text: `Heap ${index + 1}` }), matches, create('span', { className: 'match-count', text: `${size} ${size === 1 ? 'counter' : 'counters'}` }));
        return row;
      }),
    );
    if (current.state.heaps().length === 0) board.append(create('p', { className: 'help', text: 'No heaps left.' }));
    const { state } = current;
    const canPlay = !state.isTerminal && state.player === current.seat;
    // Listed by heap, then by what is left: easier to scan than the engine's order (by heap size).
    const moves = state.moves().map((move, index) => ({ move, index }));
    moves.sort((a, b) => a.move.heap - b.move.heap || a.index - b.index);
    const heaps = state.heaps();
    moveSelect.replaceChildren(
      ...(canPlay ? moves : []).map(({ move, index }) =>
        create('option', { text: `Heap ${move.heap} (${heaps[move.heap - 1] ?? 0}): take ${move.take}, leave ${heapList(move.leave)}`, attributes: { value: String(index) } }),
      ),
    );
    moveSelect.disabled = !canPlay;
    if (moveButton) moveButton.disabled = !canPlay;
  }

  const { finish, computerTurn, personTurn } = createTurns<HeapPlayMove, Match>({
    log,
    play(current, move) {
      const size = current.state.heaps()[move.heap - 1] ?? 0;
      current.state = current.state.play(move);
      return `took ${move.take} from heap ${move.heap} (${size}), leaving ${heapList(move.leave)}.`;
    },
    ending: (current) => current.state.game.ending,
    gaveUp() {
      match = null;
      moveSelect.replaceChildren();
      moveSelect.disabled = true;
      if (moveButton) moveButton.disabled = true;
    },
  });

  function newGame(): void {
    const settings = readSetup(setupError, () => {
      return {
        rules: parseHeapCode(fieldText(setup, 'code')),
        heaps: parseSizeList(fieldText(setup, 'heaps'), 'Heaps', { minCount: 1, maxCount: 8, min: 0, max: 60 }),
        seed: parseWholeNumber(fieldText(setup, 'seed'), 'Random seed', 0, 2 ** 32 - 1),
      };
    });
    if (settings === null) return;
    const { rules, heaps, seed } = settings;
    const play: Ending = radioValue(setup, 'ending') === 'misere' ? 'misere' : 'normal';
    const name = fieldText(setup, 'opponent');
    const opponent = createOpponent<HeapPlayMove>(isOpponentName(name) ? name : 'perfect', SETTINGS);
    showRules(rules);
    const seat = radioValue(setup, 'first') === 'computer' ? 1 : 0;
    const current: Match = { state: heapGame(rules, heaps, { play }).start, opponent, random: createRandom(seed), seat };
    match = current;
    log.clear();
    let live = true;
    if (current.state.isTerminal) finish(current, '');
    else if (seat === 1) live = computerTurn(current, '');
    else log.say(`New game of ${rules.name} on ${heaps.join(', ')}. Your move.`);
    if (live) render(current);
  }

  setup.addEventListener('submit', (event) => {
    event.preventDefault();
    newGame();
  });
  moveForm.addEventListener('submit', (event) => {
    event.preventDefault();
    const current = match;
    if (current === null || current.state.isTerminal || current.state.player !== current.seat) return;
    const move = current.state.moves()[Number(moveSelect.value)];
    if (move === undefined) return;
    if (personTurn(current, move)) render(current);
    if (!moveSelect.disabled) moveSelect.focus();
  });
  newGame();
}
