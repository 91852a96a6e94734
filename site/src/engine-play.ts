// Playing the play engine's games against a person: the opponents, by the names of `nimkit match --players`,
// the computer's turn (which may give up on a position too large for its search), and the sentence that ends a
// game. The match panel (match-session.ts) uses them.

import { erringPlayer, mctsPlayer, perfectPlayer, randomPlayer, searchPlayer } from 'nimkit';
import type { Ending, RandomSource, State, SyncPlayer } from 'nimkit';

/** The opponents' names, in the order the panels list them (the same names as `nimkit match --players`). */
export const OPPONENT_NAMES = ['perfect', 'search', 'mcts', 'erring', 'random'] as const;
export type OpponentName = (typeof OPPONENT_NAMES)[number];

/** The settings of the tunable opponents. */
export interface OpponentSettings {
  /** Plies the search looks ahead. */
  readonly depth: number;
  /** MCTS playouts per move. */
  readonly iterations: number;
  /** The chance that the erring player moves at random. */
  readonly rate: number;
}

/** Whether `name` is one of {@link OPPONENT_NAMES}. */
export function isOpponentName(name: string): name is OpponentName {
  return (OPPONENT_NAMES as readonly string[]).includes(name);
}

/** The engine player called `name`, with `settings` for the tunable ones. */
export function createOpponent<M>(name: OpponentName, settings: OpponentSettings): SyncPlayer<M> {
  switch (name) {
    case 'perfect':
      return perfectPlayer;
    case 'search':
      return searchPlayer({ depth: settings.depth });
    case 'mcts':
      return mctsPlayer({ iterations: settings.iterations });
    case 'erring':
      return erringPlayer(settings.rate);
    case 'random':
      return randomPlayer;
  }
}

/**
 * The computer's move, or why it gives up: the exact solver behind some players throws a `RangeError` when a
 * position needs more memory than it may take, and the page says so rather than failing.
 */
export function askOpponent<M>(opponent: SyncPlayer<M>, state: State<M>, random: RandomSource): { move: M } | { gaveUp: string } {
  try {
    return { move: opponent(state, random) };
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return { gaveUp: `The computer gives up: ${error.message}` };
  }
}

/**
 * The end of a finished game, from the person's side (`seat`): why it ended and who won. `before` is the
 * sentence of the last move, or '' when the game starts with no move possible.
 */
export function endSentence(state: State<unknown>, seat: 0 | 1, ending: Ending, before: string): { message: string; won: boolean } {
  const won = state.winner === seat;
  const toMove = state.player === seat ? 'You' : 'The computer';
  const lastMover = toMove === 'You' ? 'The computer' : 'You';
  const why = before === '' ? 'No move is possible from this position.' : ending === 'normal' ? `${toMove} cannot move.` : `${lastMover} made the last move.`;
  return { message: `${before === '' ? '' : `${before} `}${why} ${won ? 'You win!' : 'The computer wins.'}`, won };
}
