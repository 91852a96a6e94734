// Each heap-shaped game as a heaps board draws it: where its heaps are in a state, and what a move takes.

import type { DefinedState, FibonacciNimPosition, HalvingState, HeapPlayMove, HeapPlayState, MooreMove, Move, NimState } from 'nimkit';
import type { HeapsModel, Take } from './heaps-board.js';
import type { BoardView } from './types.js';

const MATCHES = ['match', 'matches'] as const;
const heapName = (heap: number): string => `Heap ${heap}`;
const take = (count: number): string => `take ${count}`;

/** The heaps of a game made by defineGame whose position is its heaps. */
function positionHeaps(view: BoardView): readonly number[] {
  return (view.state as DefinedState<readonly number[], unknown>).position;
}

function nimTake(move: unknown): Take[] {
  const { heap, count } = move as Move;
  return [{ heap, count }];
}

/** Nim, and greedy Nim (whose position is the heaps). */
export function nimModel(source: 'nim' | 'position'): HeapsModel {
  return {
    unit: MATCHES,
    name: heapName,
    verb: take,
    heaps: (view) => (source === 'nim' ? (view.state as NimState).heaps() : positionHeaps(view)),
    takes: nimTake,
  };
}

/** Moore's Nim_k: takes from up to `k` heaps, chosen on the board and played with Take. */
export function mooreModel(k: number): HeapsModel {
  return {
    unit: MATCHES,
    name: heapName,
    verb: take,
    heaps: positionHeaps,
    takes: (move) => (move as MooreMove).map(({ heap, count }) => ({ heap, count })),
    multi: k,
  };
}

/** One heap where a move is a number taken: halving and Fibonacci Nim. */
export function singleHeapModel(kind: 'halving' | 'fibonacci'): HeapsModel {
  return {
    unit: MATCHES,
    name: () => 'The heap',
    verb: take,
    heaps: (view) => [kind === 'halving' ? (view.state as HalvingState).size : (view.state as DefinedState<FibonacciNimPosition, number>).position.heap],
    takes: (move) => [{ heap: 1, count: move as number }],
  };
}

/** `1 and 3`, `nothing`. */
function heapList(sizes: readonly number[]): string {
  return sizes.length === 0 ? 'nothing' : sizes.join(' and ');
}

/** A take-and-break game: a take may leave one of several splits, listed after the click. */
export function heapGameModel(): HeapsModel {
  return {
    unit: MATCHES,
    name: heapName,
    verb: take,
    heaps: (view) => (view.state as HeapPlayState).heaps(),
    takes: (move) => [{ heap: (move as HeapPlayMove).heap, count: (move as HeapPlayMove).take }],
    choiceLabel: (move) => `leave ${heapList((move as HeapPlayMove).leave)}`,
    fresh: (move) => ({ from: (move as HeapPlayMove).heap, count: (move as HeapPlayMove).leave.length }),
  };
}
