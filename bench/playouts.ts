// Every game's random-playout benchmark: the engine side and a naive baseline, each fed by its own seeded
// source and picking a move the same way (Math.floor(random() * count)), registered as one pair so each
// game's bench measures the same work: `moves` random moves, a finished game restarting before the next.
import { bench } from 'vitest';
import type { Game, RandomSource } from '../src/index.js';

/** What the pair needs of the package under test (dist), passed in so this file loads nothing itself. */
interface PlayoutLibrary {
  createRandom(seed: number): RandomSource;
}

/**
 * Registers, in the current `describe`, `moves` uniformly random moves through the engine (`moveCount`,
 * `moveAt`, `play`, restarting when a game ends) beside `baseline`, which plays the same number of moves its
 * own way.
 */
export function benchPlayouts<M>(
  lib: PlayoutLibrary,
  game: Game<M>,
  moves: number,
  baseline: { readonly name: string; run(random: RandomSource): void },
  options: { readonly time: number; readonly warmupTime: number },
): void {
  const random = lib.createRandom(7);
  bench('nimkit engine (state.moveAt + play)', () => {
    let state = game.start;
    for (let done = 0; done < moves; done++) {
      if (state.isTerminal) state = game.start;
      state = state.play(state.moveAt(Math.floor(random() * state.moveCount())));
    }
  }, options);
  const naiveRandom = lib.createRandom(7);
  bench(baseline.name, () => {
    baseline.run(naiveRandom);
  }, options);
}
