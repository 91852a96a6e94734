// The engine side of every random-playout benchmark: one loop, so each game's bench measures the same work.
import type { Game, RandomSource } from '../src/index.js';

/** `randomInt` of the package under test (dist), passed in so this file loads nothing itself. */
type RandomInt = (random: RandomSource, min: number, max: number) => number;

/** Plays `moves` uniformly random moves through `moveCount`/`moveAt`/`play`, restarting when a game ends. */
export function enginePlayouts<M>(game: Game<M>, moves: number, random: RandomSource, randomInt: RandomInt): void {
  let state = game.start;
  for (let done = 0; done < moves; done++) {
    if (state.isTerminal) state = game.start;
    state = state.play(state.moveAt(randomInt(random, 0, state.moveCount() - 1)));
  }
}
