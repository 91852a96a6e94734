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

/** A word the shell reads as it is written; anything else is single-quoted (bash reads `!` and `*` otherwise). */
const SHELL_PLAIN = /^[\w.,:@%+=/-]+$/;

/** `text` quoted for a POSIX shell: as it is when plain, else in single quotes (a quote inside as `'\''`). */
export function shellQuote(text: string): string {
  return SHELL_PLAIN.test(text) ? text : `'${text.replaceAll("'", "'\\''")}'`;
}

/** The `nimkit match --players` name of an opponent with the page's settings (the page's defaults differ). */
function playerSpec(name: OpponentName, settings: OpponentSettings): string {
  switch (name) {
    case 'search':
      return `search:${settings.depth}`;
    case 'mcts':
      return `mcts:${settings.iterations}`;
    case 'erring':
      return `erring:${settings.rate}`;
    default:
      return name;
  }
}

/** What the page knows of a game when it suggests the command that plays it in a terminal. */
export interface CommandGame {
  /** The game's spec, the first word of its name (`nim:3,4,5`, `heap:4!.0:5,7`). */
  readonly spec: string;
  readonly ending: Ending;
  /** The ending `nimkit match` plays for this kind when none is given. */
  readonly defaultEnding: Ending;
  readonly seed: number;
}

/**
 * The `nimkit match` command that plays the page's game in a terminal, ready to paste: the perfect player takes
 * the person's seat (`--players` is required), the opponent keeps its settings, one round with the page's seed,
 * the ending said when it is not the kind's default, and every word shell-quoted where needed.
 */
export function matchCommandFor(game: CommandGame, opponent: OpponentName, settings: OpponentSettings, personFirst: boolean): string {
  const players = personFirst ? ['perfect', playerSpec(opponent, settings)] : [playerSpec(opponent, settings), 'perfect'];
  const words = ['nimkit', 'match', '--game', game.spec, '--players', players.join(','), '--rounds', '1', '--seed', String(game.seed)];
  if (game.ending !== game.defaultEnding) words.push('--play', game.ending);
  return words.map(shellQuote).join(' ');
}
