// Staircase Nim on a drawn staircase: step 1 at the bottom, each step one tread higher. A click on a counter moves
// it and every counter to its right down one step (off the stairs from step 1); the counters the last move
// brought down stay highlighted.

import type { DefinedState, StaircaseMove } from 'nimkit';
import { heapsBoard } from './heaps-board.js';
import type { Board, BoardHost } from './types.js';

/** The staircase board in `host`. */
export function staircaseBoard(host: BoardHost): Board {
  return heapsBoard(host, {
    unit: ['counter', 'counters'],
    name: (step) => `Step ${step}`,
    verb: (count) => `move ${count} down`,
    heaps: (view) => (view.state as DefinedState<readonly number[], StaircaseMove>).position,
    takes: (move) => [{ heap: (move as StaircaseMove).step, count: (move as StaircaseMove).count }],
    arrived: (move) => {
      const { step, count } = move as StaircaseMove;
      return step > 1 ? { heap: step - 1, count } : null;
    },
    // The top step first, so the rows climb to the right as a staircase does.
    order: (count) => Array.from({ length: count }, (_, index) => count - index),
    className: 'stairs',
  });
}
