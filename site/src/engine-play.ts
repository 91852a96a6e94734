// What the panels that play the play engine's games against a person share: the opponents, by the names of
// `nimkit match --players`, the computer's turn (which may give up on a position too large for its search),
// and the sentence that ends a game.

import { erringPlayer, mctsPlayer, perfectPlayer, randomPlayer, searchPlayer } from 'nimkit';
import type { Ending, RandomSource, State, SyncPlayer } from 'nimkit';
import type { GameLog } from './dom.js';

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

/** A game in progress between the person and an engine player, as {@link createTurns} plays it. */
export interface EngineMatch<M> {
  state: State<M>;
  readonly opponent: SyncPlayer<M>;
  readonly random: RandomSource;
  /** The seat the person plays: 0 moves first. */
  readonly seat: 0 | 1;
}

/** What a panel tells {@link createTurns}: how to play and word a move, the ending, and what a give-up resets. */
export interface TurnHooks<M, T extends EngineMatch<M>> {
  readonly log: GameLog;
  /** Plays `move` on `current.state` (and updates the panel's view); returns the sentence after "You"/"The computer". */
  play(current: T, move: M): string;
  ending(current: T): Ending;
  /** The computer gave up: the match is over and the panel's move controls are reset. */
  gaveUp(): void;
}

/**
 * The turns of a panel's match, shared by the panels: a move is played and logged (with the result when it
 * ends the game), and the computer answers, or gives up on a position too large for its search.
 */
export function createTurns<M, T extends EngineMatch<M>>(hooks: TurnHooks<M, T>): {
  readonly finish: (current: T, before: string) => void;
  readonly computerTurn: (current: T, before: string) => boolean;
  readonly personTurn: (current: T, move: M) => boolean;
} {
  const { log } = hooks;
  function finish(current: T, before: string): void {
    const { message, won } = endSentence(current.state, current.seat, hooks.ending(current), before);
    log.say(message, won ? 'won' : 'lost');
  }
  function apply(current: T, move: M): { sentence: string; over: boolean } {
    const who = current.state.player === current.seat ? 'You' : 'The computer';
    const sentence = `${who} ${hooks.play(current, move)}`;
    log.record(sentence);
    if (current.state.isTerminal) finish(current, sentence);
    return { sentence, over: current.state.isTerminal };
  }
  /** Returns false when the computer gave up and the match ended. */
  function computerTurn(current: T, before: string): boolean {
    const answer = askOpponent(current.opponent, current.state, current.random);
    if ('gaveUp' in answer) {
      log.say(answer.gaveUp, 'won');
      hooks.gaveUp();
      return false;
    }
    const { sentence, over } = apply(current, answer.move);
    if (!over) log.say(`${before}${sentence} Your move.`);
    return true;
  }
  /** The person's move, then the computer's answer unless the game is over; false when the computer gave up. */
  function personTurn(current: T, move: M): boolean {
    const { sentence, over } = apply(current, move);
    return over || computerTurn(current, `${sentence} `);
  }
  return { finish, computerTurn, personTurn };
}
