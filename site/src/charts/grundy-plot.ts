// Draws one view of a game's Grundy values as an SVG bar chart: heap sizes along the bottom, values up the side,
// the proved preperiod and each period shaded and labelled above the bars. Pure drawing: the view (which heaps
// show, and how wide the chart is) comes from grundy-chart.ts.

import { formatCount, niceStep, svg } from './svg.js';

/** A proved periodicity: `G(n + period) = G(n) + saltus` for every `n >= preperiod` (saltus 0 when not given). */
export interface Periodicity {
  readonly preperiod: number;
  readonly period: number;
  /** What each period adds to the values: 0 for a plain period. */
  readonly saltus?: number;
}

/** Grundy values by heap size, in whatever typed array the library gives (its width follows the largest value). */
export type ValueList = Readonly<ArrayLike<number>>;

/** What to draw: the values, the proved period if any, the heaps shown (`start … start + span - 1`), the size. */
export interface PlotView {
  readonly values: ValueList;
  readonly largest: number;
  readonly period: Periodicity | undefined;
  readonly start: number;
  readonly span: number;
  readonly width: number;
  readonly height: number;
}

/** Room around the plot for the axes' labels (left, bottom) and the band labels (top). */
export const PLOT_MARGIN = { left: 46, right: 12, top: 40, bottom: 40 } as const;
const MARGIN = PLOT_MARGIN;
/** Above this many visible periods the periodic part is one band: stripes a pixel wide tell nothing. */
const MAX_BANDS = 120;

/** The value axis: a round step, and the top of the axis at the first step at or above the largest value. */
function valueAxis(largest: number): { step: number; top: number } {
  const step = niceStep(Math.max(1, largest) / 5);
  return { step, top: Math.ceil(Math.max(1, largest) / step) * step };
}

/** The chart's frame: where heap `n`'s bar starts, and where value `v` stands. */
function scales({ start, span, width, height, largest }: PlotView): { x: (n: number) => number; y: (v: number) => number; plotWidth: number; plotHeight: number } {
  const plotWidth = width - MARGIN.left - MARGIN.right;
  const plotHeight = height - MARGIN.top - MARGIN.bottom;
  const { top } = valueAxis(largest);
  return {
    x: (n) => MARGIN.left + ((n - start) * plotWidth) / span,
    y: (v) => MARGIN.top + plotHeight - (v * plotHeight) / top,
    plotWidth,
    plotHeight,
  };
}

/** A label's width in px at the chart's 12 px font: an estimate, only to keep labels inside the chart. */
function labelWidth(text: string): number {
  return text.length * 6.6;
}

/**
 * The shaded bands of the preperiod and of each period in view, a dashed line where the period starts, and two
 * labels in the top margin: the preperiod's on the upper row, ending at that line, and the period's on the lower
 * row, starting from it (so they never overlap, however narrow the preperiod is).
 */
function bands(view: PlotView, group: SVGGElement): void {
  const { period, start, span, width, height } = view;
  if (period === undefined) return;
  const { x } = scales(view);
  const end = start + span;
  const bottom = height - MARGIN.bottom;
  const band = (from: number, to: number, className: string, title: string): void => {
    const [left, right] = [Math.max(from, start), Math.min(to, end)];
    if (left >= right) return;
    const rect = svg('rect', { class: className, x: x(left), y: MARGIN.top, width: x(right) - x(left), height: bottom - MARGIN.top });
    rect.append(svg('title', {}, title));
    group.append(rect);
  };
  const { preperiod, period: length } = period;
  if (preperiod > 0) band(0, preperiod, 'band-preperiod', `Preperiod: heaps 0 to ${formatCount(preperiod - 1)}`);
  const firstShown = Math.max(0, Math.floor((start - preperiod) / length));
  const lastShown = Math.ceil((end - preperiod) / length);
  if (lastShown - firstShown > MAX_BANDS) {
    band(preperiod, end, 'band-period', `Periodic from heap ${formatCount(preperiod)}, period ${formatCount(length)}`);
  } else {
    for (let index = firstShown; index < lastShown; index += 1) {
      const from = preperiod + index * length;
      band(from, from + length, index % 2 === 0 ? 'band-period' : 'band-period-alt', `Period ${index + 1}: heaps ${formatCount(from)} to ${formatCount(from + length - 1)}`);
    }
  }
  // Where the labels hang from: the start of the period, or the chart's left edge when it is out of view.
  const inView = preperiod > start && preperiod < end;
  const anchor = inView ? x(preperiod) : MARGIN.left;
  if (inView) group.append(svg('line', { class: 'period-start', x1: anchor, x2: anchor, y1: MARGIN.top - 30, y2: bottom }));
  const label = (text: string, row: number, side: 'before' | 'after'): void => {
    const size = labelWidth(text);
    const wanted = side === 'before' ? anchor - 5 - size : anchor + 5;
    const left = Math.min(Math.max(2, wanted), width - 2 - size);
    group.append(svg('text', { class: `band-label band-label-${side === 'before' ? 'preperiod' : 'period'}`, x: left, y: MARGIN.top - 6 - 15 * row }, text));
  };
  const periodText = `period ${formatCount(length)} from heap ${formatCount(preperiod)}`;
  if (preperiod > 0 && start < preperiod) label(`preperiod 0–${formatCount(preperiod - 1)}`, 1, inView ? 'before' : 'after');
  if (end > preperiod) label(periodText, 0, 'after');
}

/** Gridlines and labels of both axes, and the axis titles. */
function axes(view: PlotView, group: SVGGElement): void {
  const { start, span, largest, width, height } = view;
  const { x, y, plotWidth } = scales(view);
  const bottom = height - MARGIN.bottom;
  const { step: yStep, top } = valueAxis(largest);
  for (let value = 0; value <= top; value += yStep) {
    group.append(svg('line', { class: value === 0 ? 'axis-line' : 'grid-line', x1: MARGIN.left, x2: width - MARGIN.right, y1: y(value), y2: y(value) }));
    group.append(svg('text', { class: 'tick-label', x: MARGIN.left - 6, y: y(value) + 4, 'text-anchor': 'end' }, String(value)));
  }
  group.append(svg('line', { class: 'axis-line', x1: MARGIN.left, x2: MARGIN.left, y1: MARGIN.top, y2: bottom }));
  // Ticks at round heap numbers, about one per 70 px, each under the middle of its bar.
  const xStep = niceStep(span / Math.max(1, plotWidth / 70));
  const slot = plotWidth / span;
  for (let n = Math.ceil(start / xStep) * xStep; n < start + span; n += xStep) {
    const middle = x(n) + slot / 2;
    group.append(svg('line', { class: 'axis-line', x1: middle, x2: middle, y1: bottom, y2: bottom + 4 }));
    group.append(svg('text', { class: 'tick-label', x: middle, y: bottom + 16, 'text-anchor': 'middle' }, formatCount(n)));
  }
  group.append(svg('text', { class: 'axis-title', x: MARGIN.left + plotWidth / 2, y: height - 6, 'text-anchor': 'middle' }, 'heap size n'));
  const middleY = MARGIN.top + (bottom - MARGIN.top) / 2;
  group.append(svg('text', { class: 'axis-title', x: 12, y: middleY, 'text-anchor': 'middle', transform: `rotate(-90 12 ${middleY})` }, 'Grundy value G(n)'));
}

/** The values in view as one path of bars (one element whatever the count: 20,000 bars stay cheap). */
function bars(view: PlotView): SVGPathElement {
  const { values, start, span } = view;
  const { x, y, plotWidth } = scales(view);
  const slot = plotWidth / span;
  const gap = slot >= 5 ? 1 : 0;
  // A zero value still shows: a 1 px line on the axis would vanish, so its bar is 2 px tall.
  const base = y(0);
  let path = '';
  for (let n = start; n < start + span && n < values.length; n += 1) {
    const value = values[n] ?? 0;
    const top = value === 0 ? base - 2 : y(value);
    const left = x(n);
    path += `M${left.toFixed(2)} ${base.toFixed(2)}V${top.toFixed(2)}H${(left + Math.max(slot - gap, 0.6)).toFixed(2)}V${base.toFixed(2)}Z`;
  }
  return svg('path', { class: 'value-bars', d: path });
}

/** Draws `view` into a new SVG element labelled by `label` (its accessible name, as a `title`). */
export function drawGrundyPlot(view: PlotView, label: string): SVGSVGElement {
  const root = svg('svg', { class: 'grundy-plot', role: 'img', viewBox: `0 0 ${view.width} ${view.height}`, width: view.width, height: view.height });
  root.append(svg('title', {}, label));
  const background = svg('g', { class: 'plot-bands' });
  const frame = svg('g', { class: 'plot-axes' });
  bands(view, background);
  axes(view, frame);
  root.append(background, frame, bars(view));
  return root;
}
