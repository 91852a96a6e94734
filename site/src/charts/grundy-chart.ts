// The Grundy value chart of the heap-games panel: a bar chart (grundy-plot.ts) with a view that zooms and pans by
// buttons, by keys on the focused chart (arrows, + and −, Home, End, 0), by dragging and by Ctrl + wheel. The
// values stay readable as text: the chart's accessible name sums it up, and a table lists the heaps in view.

import { create } from '../dom.js';
import { drawGrundyPlot, PLOT_MARGIN } from './grundy-plot.js';
import type { Periodicity, ValueList } from './grundy-plot.js';
import { formatCount } from './svg.js';

/** The narrowest view, in heaps. */
const MIN_SPAN = 10;
/** The table lists at most this many heaps of the view (a longer view is summed up by the chart). */
const MAX_TABLE = 500;
const TABLE_COLUMNS = 10;
const HEIGHT = 250;

/** What the chart shows: a game's name, its values from heap 0, and its period when proved. */
export interface GrundyData {
  readonly name: string;
  readonly values: ValueList;
  readonly period: Periodicity | undefined;
}

/** One chart in `host`, whose ids start with `id`. Call {@link GrundyChart.show} with each game's values. */
export class GrundyChart {
  readonly #frame: HTMLElement;
  readonly #range: HTMLElement;
  readonly #table: HTMLElement;
  readonly #tableDetails: HTMLDetailsElement;
  readonly #buttons: Record<'in' | 'out' | 'earlier' | 'later' | 'all', HTMLButtonElement>;
  #data: GrundyData | null = null;
  #largest = 0;
  #start = 0;
  #span = MIN_SPAN;
  #drawnWidth = 0;

  constructor(host: HTMLElement, id: string) {
    const button = (text: string, label?: string): HTMLButtonElement =>
      create('button', { text, attributes: { type: 'button', ...(label === undefined ? {} : { 'aria-label': label }) } });
    this.#buttons = { in: button('Zoom in'), out: button('Zoom out'), earlier: button('◀', 'Earlier heaps'), later: button('▶', 'Later heaps'), all: button('Show all') };
    this.#range = create('span', { className: 'chart-range', attributes: { id: `${id}-range`, 'aria-live': 'polite' } });
    const tools = create('div', { className: 'actions chart-tools' });
    tools.append(...Object.values(this.#buttons), this.#range);
    const keys = create('p', {
      className: 'help',
      text: 'On the focused chart: ← and → move along the heaps, + and − zoom, Home and End go to either end, 0 shows all. Drag to move, Ctrl + wheel to zoom.',
      attributes: { id: `${id}-keys` },
    });
    this.#frame = create('div', {
      className: 'chart-frame',
      attributes: { id: `${id}-frame`, tabindex: '0', role: 'group', 'aria-label': 'Grundy value chart', 'aria-describedby': `${id}-keys ${id}-range` },
    });
    this.#table = create('div', { className: 'chart-table', attributes: { role: 'region', 'aria-label': 'The values in view' } });
    this.#tableDetails = create('details', { className: 'chart-details' });
    this.#tableDetails.append(create('summary', { text: 'The values in view as a table' }), this.#table);
    this.#tableDetails.addEventListener('toggle', () => { this.#fillTable(); });
    host.replaceChildren(tools, this.#frame, keys, this.#tableDetails);
    this.#wire();
  }

  /** Shows a game's values, zoomed out to all of them. */
  show(data: GrundyData): void {
    this.#data = data;
    this.#largest = Array.from(data.values).reduce((largest, value) => Math.max(largest, value), 0);
    this.#setView(0, data.values.length);
  }

  /** The heaps in view: `start … start + span - 1`. */
  get view(): { start: number; span: number } {
    return { start: this.#start, span: this.#span };
  }

  #total(): number {
    return this.#data?.values.length ?? 0;
  }

  /** Moves the view, kept within the values and at least {@link MIN_SPAN} wide; redraws when it changed. */
  #setView(start: number, span: number): void {
    const total = this.#total();
    const clampedSpan = Math.min(total, Math.max(Math.min(MIN_SPAN, total), Math.round(span)));
    const clampedStart = Math.min(Math.max(0, Math.round(start)), total - clampedSpan);
    this.#start = clampedStart;
    this.#span = clampedSpan;
    this.#draw();
  }

  #zoom(factor: number, centre = this.#start + this.#span / 2): void {
    const span = this.#span * factor;
    this.#setView(centre - ((centre - this.#start) * span) / this.#span, span);
  }

  #pan(heaps: number): void {
    this.#setView(this.#start + heaps, this.#span);
  }

  #draw(): void {
    const data = this.#data;
    if (data === null) return;
    const width = Math.max(260, Math.floor(this.#frame.clientWidth));
    this.#drawnWidth = width;
    const { name, values, period } = data;
    const total = values.length;
    const [first, last] = [this.#start, this.#start + this.#span - 1];
    const saltus = period?.saltus === undefined || period.saltus === 0 ? '' : `, saltus ${formatCount(period.saltus)}`;
    const periodText = period === undefined ? 'no period proved' : `preperiod ${formatCount(period.preperiod)}, period ${formatCount(period.period)}${saltus}, proved`;
    const label =
      `Bar chart of the Grundy values of ${name} for heaps ${formatCount(first)} to ${formatCount(last)} ` +
      `(of 0 to ${formatCount(total - 1)}); largest value ${this.#largest}; ${periodText}.`;
    this.#frame.replaceChildren(drawGrundyPlot({ values, largest: this.#largest, period, start: this.#start, span: this.#span, width, height: HEIGHT }, label));
    this.#range.textContent = `Heaps ${formatCount(first)} to ${formatCount(last)} of ${formatCount(total)}`;
    const whole = this.#span >= total;
    this.#buttons.in.disabled = this.#span <= Math.min(MIN_SPAN, total);
    this.#buttons.out.disabled = whole;
    this.#buttons.all.disabled = whole;
    this.#buttons.earlier.disabled = this.#start === 0;
    this.#buttons.later.disabled = this.#start + this.#span >= total;
    this.#fillTable();
  }

  /** The table of the heaps in view (while its details are open), ten heaps a row as tables of values print. */
  #fillTable(): void {
    const data = this.#data;
    if (data === null || !this.#tableDetails.open) return;
    const first = this.#start - (this.#start % TABLE_COLUMNS);
    const end = Math.min(this.#start + this.#span, first + MAX_TABLE);
    const table = create('table');
    const caption = `Grundy values G(n) of ${data.name}, heaps ${formatCount(this.#start)} to ${formatCount(end - 1)}` + (end < this.#start + this.#span ? ' (zoom in to list the rest)' : '');
    table.append(create('caption', { text: caption }));
    const head = create('tr');
    head.append(create('th', { text: 'n', attributes: { scope: 'col' } }), ...Array.from({ length: TABLE_COLUMNS }, (_, column) => create('th', { text: `+${column}`, attributes: { scope: 'col' } })));
    const body = create('tbody');
    for (let row = first; row < end; row += TABLE_COLUMNS) {
      const line = create('tr');
      line.append(create('th', { text: formatCount(row), attributes: { scope: 'row' } }));
      for (let n = row; n < row + TABLE_COLUMNS; n += 1) line.append(create('td', { text: n >= this.#start && n < end ? String(data.values[n] ?? '') : '' }));
      body.append(line);
    }
    table.append(create('thead'), body);
    table.tHead?.append(head);
    this.#table.replaceChildren(table);
    // A table wider than the screen scrolls in its box, which is then a tab stop so the keyboard can scroll it.
    if (this.#table.scrollWidth > this.#table.clientWidth) this.#table.tabIndex = 0;
    else this.#table.removeAttribute('tabindex');
  }

  #wire(): void {
    const { in: zoomIn, out: zoomOut, earlier, later, all } = this.#buttons;
    zoomIn.addEventListener('click', () => { this.#zoom(0.5); });
    zoomOut.addEventListener('click', () => { this.#zoom(2); });
    earlier.addEventListener('click', () => { this.#pan(-Math.max(1, Math.round(this.#span / 2))); });
    later.addEventListener('click', () => { this.#pan(Math.max(1, Math.round(this.#span / 2))); });
    all.addEventListener('click', () => { this.#setView(0, this.#total()); });
    this.#frame.addEventListener('keydown', (event) => {
      const step = Math.max(1, Math.round(this.#span / 10));
      const actions: Record<string, () => void> = {
        ArrowLeft: () => { this.#pan(-step); },
        ArrowRight: () => { this.#pan(step); },
        PageUp: () => { this.#pan(-this.#span); },
        PageDown: () => { this.#pan(this.#span); },
        Home: () => { this.#setView(0, this.#span); },
        End: () => { this.#setView(this.#total() - this.#span, this.#span); },
        '+': () => { this.#zoom(0.5); },
        '=': () => { this.#zoom(0.5); },
        '-': () => { this.#zoom(2); },
        '0': () => { this.#setView(0, this.#total()); },
      };
      const action = event.ctrlKey || event.metaKey || event.altKey ? undefined : actions[event.key];
      if (action === undefined) return;
      event.preventDefault();
      action();
    });
    // Dragging moves the view by as many heaps as the pointer moved over.
    let dragFrom: { x: number; start: number } | null = null;
    this.#frame.addEventListener('pointerdown', (event) => {
      dragFrom = { x: event.clientX, start: this.#start };
      this.#frame.setPointerCapture(event.pointerId);
    });
    this.#frame.addEventListener('pointermove', (event) => {
      if (dragFrom === null) return;
      const heapsPerPixel = this.#span / Math.max(1, this.#frame.clientWidth - PLOT_MARGIN.left - PLOT_MARGIN.right);
      this.#setView(dragFrom.start - (event.clientX - dragFrom.x) * heapsPerPixel, this.#span);
    });
    const endDrag = (): void => { dragFrom = null; };
    this.#frame.addEventListener('pointerup', endDrag);
    this.#frame.addEventListener('pointercancel', endDrag);
    // A plain wheel scrolls the page as everywhere else; Ctrl + wheel zooms around the pointer.
    this.#frame.addEventListener('wheel', (event) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      const box = this.#frame.getBoundingClientRect();
      const fraction = Math.min(1, Math.max(0, (event.clientX - box.left - PLOT_MARGIN.left) / Math.max(1, box.width - PLOT_MARGIN.left - PLOT_MARGIN.right)));
      this.#zoom(event.deltaY < 0 ? 0.5 : 2, this.#start + fraction * this.#span);
    }, { passive: false });
    new ResizeObserver(() => {
      if (Math.floor(this.#frame.clientWidth) !== this.#drawnWidth) this.#draw();
    }).observe(this.#frame);
  }
}
