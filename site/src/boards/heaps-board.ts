// Heaps of matches you click to take from: Nim, greedy Nim, Moore's Nim_k, Fibonacci Nim, halving and the heap
// games, and (drawn as stairs) staircase Nim. A click on a match takes it and every match to its right, so the
// match's label says how many go. Moore's Nim takes from up to K heaps at once: clicks choose the takes, Take
// plays them. A heap game may leave several things after one take (Kayles: 1 and 3, or 2 and 2): the board
// then lists them. The computer's last take stays drawn as faded matches.

import { create } from '../dom.js';
import { hideChoices, showChoices } from './choices.js';
import { RovingCells } from './keyboard.js';
import type { Board, BoardHost, BoardView } from './types.js';
import { plural } from './types.js';

/** Counters taken from one heap (1-based), as a move does. */
export interface Take {
  readonly heap: number;
  readonly count: number;
}

/** How one game looks on a heaps board. */
export interface HeapsModel {
  /** `['match', 'matches']`. */
  readonly unit: readonly [string, string];
  /** The name of heap `heap` (1-based): `Heap 2`, `Step 2`. */
  name(heap: number): string;
  heaps(view: BoardView): readonly number[];
  /** What a move takes; a take of 0 is a split without taking (Grundy's game). */
  takes(move: unknown): readonly Take[];
  /** What a click takes, for the cell's label: `take 3`, `move 3 down`. */
  verb(count: number): string;
  /** Moore's Nim: up to this many heaps in one move, chosen first and then played with Take. */
  readonly multi?: number;
  /** Heap games: the button text of each move when one click names several (`leave 1 and 3`). */
  choiceLabel?(move: unknown): string;
  /** Heap games: the heaps (1-based, from, count) that the move put in place of the one it took from. */
  fresh?(move: unknown): { readonly from: number; readonly count: number };
  /** Staircase Nim: counters the move put on another heap (highlighted as arrived). */
  arrived?(move: unknown): Take | null;
  /** Rows are drawn top to bottom in this order of heaps (default 1, 2, …). */
  order?(count: number): number[];
  /** A class for the drawing (`stairs`). */
  readonly className?: string;
}

const key = (heap: number, count: number): string => `${heap}:${count}`;

/** The heaps board for `model`, in `host`. */
export function heapsBoard(host: BoardHost, model: HeapsModel): Board {
  const cells = new RovingCells(host.surface, () => { clear(true); });
  const pending = new Map<number, number>();
  let view: BoardView | null = null;
  const takeButton = create('button', { text: 'Take', attributes: { type: 'button', id: 'board-take' } });
  const clearButton = create('button', { text: 'Clear selection', attributes: { type: 'button' } });
  if (model.multi !== undefined) host.tools.replaceChildren(takeButton, clearButton);
  else host.tools.replaceChildren();

  function clear(focus: boolean): void {
    pending.clear();
    hideChoices(host.tools);
    if (view !== null) draw(view, focus);
  }

  function pendingMove(current: BoardView): unknown {
    const wanted = [...pending].sort(([a], [b]) => a - b).map(([heap, count]) => key(heap, count)).join('+');
    return current.state.moves().find((move) => model.takes(move).map(({ heap, count }) => key(heap, count)).join('+') === wanted);
  }

  function choose(heap: number, count: number): void {
    const current = view;
    if (current?.playable !== true) return;
    if (model.multi !== undefined) {
      if (pending.get(heap) === count) pending.delete(heap);
      else if (pending.has(heap) || pending.size < model.multi) pending.set(heap, count);
      else {
        host.note.textContent = `A move takes from at most ${model.multi} heaps: clear one first.`;
        return;
      }
      draw(current, true);
      return;
    }
    const named = current.state.moves().filter((move) => {
      const takes = model.takes(move);
      return takes.length === 1 && takes[0]?.heap === heap && takes[0].count === count;
    });
    const [only] = named;
    if (named.length === 1) host.play(only);
    else if (named.length === 0) host.note.textContent = `${model.name(heap)}: you cannot ${model.verb(count)} here.`;
    else {
      const label = (move: unknown): string => model.choiceLabel?.(move) ?? current.game.formatMove(move);
      showChoices(host.tools, `${model.name(heap)}: ${count === 0 ? 'split into' : `${model.verb(count)}, then`}`, named, label, (move) => { host.play(move); }, () => { clear(true); });
    }
  }

  function draw(current: BoardView, focus: boolean): void {
    const heaps = model.heaps(current);
    const legal = new Set<string>();
    for (const move of current.state.moves()) {
      const takes = model.takes(move);
      if (model.multi !== undefined || takes.length === 1) for (const { heap, count } of takes) legal.add(key(heap, count));
    }
    const last = current.last;
    const gone = new Map<number, number>();
    let fresh: { from: number; count: number } | null = null;
    let arrived: Take | null = null;
    if (last !== null) {
      if (model.fresh) fresh = model.fresh(last.move);
      else for (const { heap, count } of model.takes(last.move)) gone.set(heap, count);
      arrived = model.arrived?.(last.move) ?? null;
    }
    const board = create('div', { className: `heaps-board ${model.className ?? ''}`.trim() });
    const order = model.order?.(heaps.length) ?? heaps.map((_, index) => index + 1);
    order.forEach((heap, row) => {
      const size = heaps[heap - 1] ?? 0;
      const line = create('div', { className: 'heap-row', attributes: { 'data-heap': String(heap) } });
      line.style.setProperty('--level', String(heap));
      if (fresh !== null && heap >= fresh.from && heap < fresh.from + fresh.count) line.classList.add('last', last?.byComputer ? 'by-computer' : 'by-you');
      const matches = create('div', { className: 'heap-matches' });
      if (legal.has(key(heap, 0))) {
        const split = create('button', { className: 'heap-split', text: 'Split', attributes: { type: 'button', 'aria-label': `${model.name(heap)}: split without taking` } });
        if (!current.playable) split.setAttribute('aria-disabled', 'true');
        split.addEventListener('click', () => { choose(heap, 0); });
        cells.cell(split, { row, column: 0 });
        matches.append(split);
      }
      const chosen = pending.get(heap) ?? 0;
      const arrivedHere = arrived?.heap === heap ? arrived.count : 0;
      for (let index = 1; index <= size; index += 1) {
        const count = size - index + 1;
        const match = create('button', {
          className: 'board-match',
          attributes: { type: 'button', 'aria-label': `${model.name(heap)}, ${model.unit[0]} ${index} of ${size}: ${model.verb(count)}` },
        });
        if (!current.playable || !legal.has(key(heap, count))) match.setAttribute('aria-disabled', 'true');
        if (model.multi !== undefined) match.setAttribute('aria-pressed', String(count === chosen));
        if (count <= chosen) match.classList.add('in-selection');
        if (count <= arrivedHere) match.classList.add('arrived', last?.byComputer ? 'by-computer' : 'by-you');
        match.addEventListener('click', () => { choose(heap, count); });
        cells.cell(match, { row, column: index });
        matches.append(match);
      }
      for (let index = 0; index < (gone.get(heap) ?? 0); index += 1) {
        matches.append(create('span', { className: `board-match gone ${last?.byComputer ? 'by-computer' : 'by-you'}`, attributes: { 'aria-hidden': 'true' } }));
      }
      line.append(create('span', { className: 'heap-name', text: model.name(heap) }), matches, create('span', { className: 'heap-count', text: plural(size, model.unit) }));
      board.append(line);
    });
    if (heaps.length === 0) board.append(create('p', { className: 'help', text: 'No heaps left.' }));
    host.surface.replaceChildren(board);
    cells.settle(focus);
    if (model.multi !== undefined) {
      const move = pending.size === 0 ? undefined : pendingMove(current);
      takeButton.disabled = !current.playable || move === undefined;
      clearButton.disabled = pending.size === 0;
      host.note.textContent = pending.size === 0 ? '' : `Selected: ${[...pending].sort(([a], [b]) => a - b).map(([heap, count]) => `${count} from heap ${heap}`).join(' and ')}.`;
    }
  }

  takeButton.addEventListener('click', () => {
    const move = view === null ? undefined : pendingMove(view);
    if (move === undefined) return;
    pending.clear();
    host.play(move);
  });
  clearButton.addEventListener('click', () => { clear(true); });

  return {
    render(next, focus) {
      if (view?.state !== next.state) {
        pending.clear();
        hideChoices(host.tools);
        if (view?.game !== next.game) cells.reset();
      }
      view = next;
      host.note.textContent = '';
      draw(next, focus);
    },
  };
}
