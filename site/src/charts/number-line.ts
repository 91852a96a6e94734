// The halving game on a number line: the sizes from 1 to N, the losing sizes marked (for the player to move, in
// the game's ending), N itself, the sizes a move from N can reach, and moves (the winning one) drawn as arrows.
// A long line (N above 64) is drawn on a logarithmic scale: the losing sizes roughly double, so they stay evenly
// spread.

import { formatCount, niceStep, svg } from './svg.js';

/** One move drawn on the line: from which size to which, and what it is (`Winning move`). */
export interface LineMove {
  readonly from: number;
  readonly to: number;
  readonly by: string;
}

/** What the number line shows. */
export interface NumberLineView {
  /** The line runs from 1 to this size. */
  readonly max: number;
  readonly size: number;
  /** The losing sizes up to `max`, ascending. */
  readonly losing: readonly number[];
  /** `misère` or `normal`, for the label. */
  readonly ending: string;
  /** The moves to draw, in order. */
  readonly moves: readonly LineMove[];
  /** The sizes a move from `size` can leave (`[lowest, highest]`), or null when there is no move. */
  readonly reach: readonly [number, number] | null;
  readonly width: number;
}

const LINE_Y = 58;
const HEIGHT = 124;
/** Room left of the line for the label 1. */
const LEFT = 24;
/** Up to this starting size every size gets its own place on a linear scale. */
const LINEAR_UP_TO = 64;
/** Labels closer than this (px) to the previous one on their row are left out. */
const LABEL_GAP = 30;

/** Where size `n` stands on a line from 1 to `max` that is `length` px long. */
function scaleOf(max: number, length: number): { x: (n: number) => number; logarithmic: boolean } {
  if (max <= LINEAR_UP_TO) return { x: (n) => LEFT + ((n - 1) * length) / Math.max(1, max - 1), logarithmic: false };
  return { x: (n) => LEFT + (Math.log2(Math.max(1, n)) * length) / Math.log2(max), logarithmic: true };
}

/** The tick sizes: round steps on a linear line, 1, 10, 100, … on a logarithmic one; both ends always. */
function tickSizes(max: number, length: number, logarithmic: boolean): number[] {
  const ticks = new Set<number>([1, max]);
  if (logarithmic) {
    for (let power = 10; power < max; power *= 10) ticks.add(power);
  } else {
    const step = niceStep(max / Math.max(1, length / 24));
    for (let n = step; n < max; n += step) ticks.add(n);
  }
  return [...ticks].sort((a, b) => a - b);
}

/** Adds `text` at `x` on a row of labels unless it would crowd the row's last label; returns whether it did. */
function rowLabel(group: SVGGElement, placed: number[], x: number, y: number, text: string, className: string): boolean {
  const last = placed.at(-1);
  if (last !== undefined && x - last < LABEL_GAP + text.length * 3) return false;
  placed.push(x);
  group.append(svg('text', { class: className, x, y, 'text-anchor': 'middle' }, text));
  return true;
}

/** A sentence for the line's accessible name. */
export function describeNumberLine({ max, size, losing, ending, moves }: NumberLineView): string {
  const shown = losing.length > 12 ? `${losing.slice(0, 12).map(formatCount).join(', ')} and ${losing.length - 12} more` : losing.map(formatCount).join(', ');
  const moveText = moves.map(({ from, to, by }) => `${by}: take ${formatCount(from - to)} from ${formatCount(from)}, leaving ${formatCount(to)}.`).join(' ');
  return (
    `Number line from 1 to ${formatCount(max)}. Losing sizes for the player to move (${ending}): ${shown === '' ? 'none' : shown}. ` +
    `N = ${formatCount(size)}${losing.includes(size) ? ', a losing size' : ''}.` +
    (moveText === '' ? '' : ` ${moveText}`)
  );
}

/** Draws the line; its accessible name is {@link describeNumberLine}. */
export function drawNumberLine(view: NumberLineView): SVGSVGElement {
  const { max, size, losing, moves, reach, width } = view;
  const maxLabel = formatCount(max);
  // The line's ends are named beside it, so nothing under the line competes with the move arrows.
  const length = width - LEFT - 12 - maxLabel.length * 7.5;
  const { x, logarithmic } = scaleOf(max, length);
  const root = svg('svg', { class: 'number-line', role: 'img', viewBox: `0 0 ${width} ${HEIGHT}`, width, height: HEIGHT });
  root.append(svg('title', {}, describeNumberLine(view)));
  const defs = svg('defs');
  const marker = svg('marker', { id: 'number-line-arrow', viewBox: '0 0 10 10', refX: 9, refY: 5, markerWidth: 7, markerHeight: 7, orient: 'auto-start-reverse' });
  marker.append(svg('path', { class: 'move-arrow-head', d: 'M0 0L10 5L0 10Z' }));
  defs.append(marker);
  root.append(defs);
  if (reach !== null) {
    const [lowest, highest] = reach;
    const band = svg('rect', { class: 'reach', x: x(lowest) - 3, y: LINE_Y - 7, width: x(highest) - x(lowest) + 6, height: 14, rx: 3 });
    band.append(svg('title', {}, `A move from ${formatCount(size)} can leave ${formatCount(lowest)} to ${formatCount(highest)}`));
    root.append(band);
  }
  root.append(svg('line', { class: 'line', x1: x(1), x2: x(max), y1: LINE_Y, y2: LINE_Y }));
  const ticks = svg('g', { class: 'ticks' });
  for (const n of tickSizes(max, length, logarithmic)) ticks.append(svg('line', { class: 'tick', x1: x(n), x2: x(n), y1: LINE_Y - 4, y2: LINE_Y + 4 }));
  ticks.append(svg('text', { class: 'tick-label', x: x(1) - 9, y: LINE_Y + 5, 'text-anchor': 'end' }, '1'));
  ticks.append(svg('text', { class: 'tick-label', x: x(max) + 9, y: LINE_Y + 5, 'text-anchor': 'start' }, maxLabel));
  root.append(ticks);
  // Losing sizes: squares on the line, named above it (those too crowded to name keep their square).
  const marks = svg('g', { class: 'losing-sizes' });
  const losingRow: number[] = [];
  for (const n of losing) {
    const square = svg('rect', { class: 'losing', x: x(n) - 5, y: LINE_Y - 5, width: 10, height: 10 });
    square.append(svg('title', {}, `${formatCount(n)}: the player to move loses`));
    marks.append(square);
    rowLabel(marks, losingRow, x(n), LINE_Y - 12, formatCount(n), 'losing-label');
  }
  root.append(marks);
  // The moves: arcs under the line from the size before to the size after, each named at its lowest point.
  moves.forEach(({ from, to }, index) => {
    const [start, end] = [x(from), x(to)];
    const depth = 18 + 12 * index;
    const middle = (start + end) / 2;
    root.append(svg('path', { class: `move-arrow move-${index}`, d: `M${start} ${LINE_Y + 6}Q${middle} ${LINE_Y + 6 + 2 * depth} ${end} ${LINE_Y + 8}`, 'marker-end': 'url(#number-line-arrow)' }));
    const label = `take ${formatCount(from - to)}`;
    const half = label.length * 3.4;
    const labelX = Math.min(Math.max(middle, half + 2), width - half - 2);
    root.append(svg('text', { class: 'move-label', x: labelX, y: LINE_Y + 40 + 18 * index, 'text-anchor': 'middle' }, label));
  });
  // N: a dot on the line, a marker above the losing sizes' labels, and its number on top.
  const now = svg('g', { class: 'current' });
  now.append(svg('circle', { class: 'current-dot', cx: x(size), cy: LINE_Y, r: 6 }));
  now.append(svg('path', { class: 'current-marker', d: `M${x(size) - 7} ${LINE_Y - 40}h14l-7 12Z` }));
  const nowLabel = `N = ${formatCount(size)}`;
  const half = nowLabel.length * 3.6;
  now.append(svg('text', { class: 'current-label', x: Math.min(Math.max(x(size), half + 2), width - half - 2), y: LINE_Y - 44, 'text-anchor': 'middle' }, nowLabel));
  root.append(now);
  return root;
}
