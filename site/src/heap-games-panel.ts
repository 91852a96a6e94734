// Heap games, analysed: type a take-and-break code, see its canonical form, its Grundy values (charted, listed and
// in a table) and its proved period, and who wins a sum of heaps, with every winning move. Playing one is the
// Play panel's job: the "Play this sum" button sets it up there.

import { HeapGame, heapValuesCore } from 'nimkit';
import type { Ending, HeapGameMove, MisereQuotient } from 'nimkit';
import { GrundyChart } from './charts/grundy-chart.js';
import { byId, create, fieldText, radioValue, readSetup } from './dom.js';
import { parseHeapCode } from './game-spec.js';
import { InputError, parseSizeList, parseWholeNumber } from './parse.js';
import { playInMatch } from './play-in-match.js';

/** Values listed as text under the chart. */
const LISTED = 40;
/** How many values the chart may show: 20,000 bars still draw at once. */
const MAX_CHARTED = 20_000;
/** Heap sizes of a sum analysed here: normal play is instant; misère play searches, within the library's limits. */
const MAX_SUM_HEAPS = 8;
const MAX_SUM_SIZE = 1000;
/** Winning moves listed; the rest are counted. */
const LISTED_MOVES = 12;

interface Analysis {
  readonly rules: HeapGame;
  readonly count: number;
  readonly heaps: number[];
  readonly play: Ending;
}

/** The limits of a quotient computed here: a moment of work, so the page stays responsive. */
const QUOTIENT_LIMITS = { maxHeap: 300, maxOrder: 512, maxWork: 2 ** 24 } as const;
/** Heaps of the pretending function shown. */
const PRETENDING_SHOWN = 30;

/** The misère quotient as a few lines: order, P-portion, presentation, pretending function, final or bounded. */
export function quotientReport(quotient: MisereQuotient): HTMLElement[] {
  const list = create('dl', { className: 'quotient-facts' });
  const shown = quotient.pretending(Math.min(quotient.heapsProved + 1, PRETENDING_SHOWN));
  const period = quotient.period;
  const facts: [string, string][] = [
    ['Order', String(quotient.order)],
    ['P-portion', `{${quotient.pPortion.join(', ')}}`],
    ['Presentation', quotient.presentation],
    ['Generators', quotient.generators.map(({ name, heap }) => `${name} = heap ${heap}`).join(', ')],
    ['Pretending function', `${shown.map((element, n) => `${n}→${element}`).join(' ')}${shown.length <= quotient.heapsProved ? ' …' : ''}`],
    ['Period', period === undefined ? 'none proved' : `${period.period} from heap ${period.preperiod}, proved`],
    [
      'Valid',
      quotient.final
        ? 'for every heap size (final): misère sums are played from it'
        : `for heaps up to ${quotient.heapsProved} only (bounded, stopped by ${quotient.stoppedBy ?? 'maxHeap'})`,
    ],
  ];
  for (const [term, detail] of facts) list.append(create('dt', { text: term }), create('dd', { text: detail }));
  return [list];
}

/** `1 and 3`, `nothing`. */
function heapList(sizes: readonly number[]): string {
  return sizes.length === 0 ? 'nothing' : sizes.join(' and ');
}

/** A winning move as the panel writes it: `Heap 2 (7): take 2, leave 2 and 3`. */
export function describeHeapMove(heaps: readonly number[], { heap, take, leave }: HeapGameMove): string {
  return `Heap ${heap} (${heaps[heap - 1] ?? 0}): take ${take}, leave ${heapList(leave)}`;
}

/** The canonical code and what is proved about its period, as one sentence. */
function periodSentence(rules: HeapGame): string {
  const period = rules.period();
  if (period === undefined) return `Canonical code ${rules.name}. Period: not proved.`;
  // An arithmetic period (Nim, Lasker's Nim): each period adds the saltus to the values of the one before.
  const growth = period.saltus === 0 ? '' : `, each adding ${period.saltus} to the values`;
  return `Canonical code ${rules.name}. Period ${period.period} from heap ${period.preperiod} on${growth}, proved.`;
}

/** The heaps, their values and nim-sum; who wins; the winning moves. Errors of a too-large search are told. */
function sumReport({ rules, heaps, play }: Analysis, quotient: MisereQuotient | undefined): HTMLElement[] {
  const table = create('table', { className: 'sum-table' });
  table.append(create('caption', { text: `The sum ${heaps.join(' + ')}` }));
  const head = create('tr');
  head.append(...['Heap', 'Size', 'Grundy value'].map((title) => create('th', { text: title, attributes: { scope: 'col' } })));
  const body = create('tbody');
  let nimSum = 0;
  heaps.forEach((size, index) => {
    const value = rules.grundy(size);
    nimSum ^= value;
    const row = create('tr');
    row.append(create('th', { text: String(index + 1), attributes: { scope: 'row' } }), create('td', { text: String(size) }), create('td', { text: String(value) }));
    body.append(row);
  });
  const foot = create('tfoot');
  const total = create('tr');
  total.append(create('th', { text: 'Nim-sum', attributes: { scope: 'row', colspan: '2' } }), create('td', { text: String(nimSum) }));
  foot.append(total);
  table.append(create('thead'), body, foot);
  table.tHead?.append(head);
  const outcome = create('p', { className: 'sum-outcome', attributes: { id: 'heap-outcome' } });
  const moves = create('ul', { className: 'sum-moves', attributes: { id: 'heap-winning-moves', 'aria-label': 'Winning moves' } });
  try {
    // Misère play from a final quotient when one is shown; otherwise the library's own choice.
    const fromQuotient = play === 'misere' && quotient?.final === true ? quotient : undefined;
    const winner = fromQuotient !== undefined ? fromQuotient.outcome(heaps) : rules.outcome(heaps, { play });
    const why = play === 'normal' ? `the nim-sum of the values is ${nimSum}` : fromQuotient !== undefined ? `misère play, from the misère quotient of order ${fromQuotient.order}` : 'misère play, by exact search';
    outcome.textContent = winner === 'N' ? `The player to move wins (${why}).` : `The player to move loses against best play (${why}).`;
    outcome.classList.add(winner === 'N' ? 'won' : 'lost');
    const winning = winner === 'N' ? (fromQuotient !== undefined ? fromQuotient.winningMoves(heaps) : rules.winningMoves(heaps, { play })) : [];
    moves.append(...winning.slice(0, LISTED_MOVES).map((move) => create('li', { text: describeHeapMove(heaps, move) })));
    if (winning.length > LISTED_MOVES) moves.append(create('li', { text: `and ${winning.length - LISTED_MOVES} more winning moves` }));
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    outcome.textContent = `This sum is too large to decide here: ${error.message}`;
  }
  return [table, outcome, moves];
}

/** Wires the heap-games section of the page. */
export function setUpHeapGames(): void {
  const setup = byId('heap-setup', HTMLFormElement);
  const setupError = byId('heap-setup-error', HTMLElement);
  const canonical = byId('heap-canonical', HTMLElement);
  const valuesView = byId('heap-values', HTMLElement);
  const sumView = byId('heap-sum', HTMLElement);
  const playButton = byId('heap-play', HTMLButtonElement);
  const quotientButton = byId('heap-quotient-button', HTMLButtonElement);
  const quotientView = byId('heap-quotient', HTMLElement);
  /** The quotients asked for, by game: misère sums of those games are played from them. */
  const quotients = new Map<string, MisereQuotient>();
  const chart = new GrundyChart(byId('heap-chart', HTMLElement), 'heap-chart');
  let shown: Analysis | null = null;

  function read(): Analysis | null {
    return readSetup(setupError, () => {
      const rules = parseHeapCode(fieldText(setup, 'code'));
      const count = parseWholeNumber(fieldText(setup, 'count'), 'Values', 10, MAX_CHARTED);
      // Without a proved period every value is computed: the game's own limit applies.
      if (rules.period() === undefined && count > rules.valueLimit()) throw new InputError(`Values: ${rules.name} computes at most ${rules.valueLimit()} values here.`);
      const heaps = parseSizeList(fieldText(setup, 'heaps'), 'Heaps', { minCount: 1, maxCount: MAX_SUM_HEAPS, min: 0, max: MAX_SUM_SIZE });
      const reach = rules.period() === undefined ? rules.valueLimit() : Infinity;
      if (heaps.some((size) => size >= reach)) throw new InputError(`Heaps: ${rules.name} computes values of heaps below ${reach} here.`);
      const play: Ending = radioValue(setup, 'ending') === 'misere' ? 'misere' : 'normal';
      return { rules, count, heaps, play };
    });
  }

  function analyse(): void {
    const analysis = read();
    if (analysis === null) return;
    const { rules, count } = analysis;
    const previous = shown;
    shown = analysis;
    canonical.textContent = periodSentence(rules);
    sumView.replaceChildren(...sumReport(analysis, quotients.get(rules.name)));
    if (previous?.rules.name !== rules.name) {
      const quotient = quotients.get(rules.name);
      quotientView.replaceChildren(...(quotient === undefined ? [] : quotientReport(quotient)));
    }
    // The chart is redrawn only for a new game or count: a new sum keeps its zoom.
    if (previous?.rules.name !== rules.name || previous.count !== count) {
      const values = rules.grundyValues(count);
      chart.show({ name: rules.name, values, period: rules.period() });
      valuesView.textContent = `Grundy values of heaps 0 to ${LISTED - 1}: ${Array.from({ length: LISTED }, (_, n) => values[n] ?? 0).join(' ')}`;
      // Which core computed them: the WebAssembly one wherever the browser runs it (the browser tests check).
      valuesView.dataset.core = heapValuesCore();
    }
  }

  setup.addEventListener('submit', (event) => {
    event.preventDefault();
    analyse();
  });
  quotientButton.addEventListener('click', () => {
    if (shown === null) return;
    const { rules } = shown;
    const quotient = quotients.get(rules.name) ?? rules.misereQuotient(QUOTIENT_LIMITS);
    quotients.set(rules.name, quotient);
    quotientView.replaceChildren(...quotientReport(quotient));
    sumView.replaceChildren(...sumReport(shown, quotient));
  });
  playButton.addEventListener('click', () => {
    if (shown === null) return;
    if (!playInMatch('heap', `${shown.rules.name}:${shown.heaps.join(',')}`, shown.play)) setupError.textContent = 'The Play panel is not on this page.';
  });
  analyse();
}
