// A winning move read from nim values, for the games whose theory is their values (Node Kayles, Cram).
import type { State } from './game.js';
import { limitsOf } from './loopy.js';
import type { GrundyOptions } from './loopy.js';
import { createValuer } from './values.js';

/**
 * A move to a follower of nim value 0, a winning move in normal play, or `null` when every follower has a
 * non-zero value (the mover loses). One valuer serves every follower, so the parts they share (a board's
 * untouched regions) are valued once.
 */
export function zeroValueMove<M>(state: State<M>, options: GrundyOptions = {}): M | null {
  const value = createValuer(limitsOf(options));
  const count = state.moveCount();
  for (let index = 0; index < count; index++) {
    const move = state.moveAt(index);
    if (value(state.play(move)) === 0) return move;
  }
  return null;
}
