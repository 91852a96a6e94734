// A game written by hand against the engine's Game/State contract, not with defineGame, so a test can give it
// the faults a careless or hostile implementation may have: an end with no winner, a `play` that throws
// something other than an IllegalMoveError, a key shared by two positions, no `game` on a state.
import { IllegalMoveError } from '../../src/index.js';
import type { Game, State } from '../../src/index.js';

/** What the hand-made game gets wrong; every fault is off by default. */
export interface Faults {
  /** The winner its end names (default: the player to move, who did not take the last counter). */
  readonly winner?: 0 | 1 | undefined;
  /** Thrown by `play` instead of moving (an IllegalMoveError is still thrown after the end or for a move that is not 'take'). */
  readonly playThrows?: Error;
  /** Every state's key (default `PLAYER:LEFT`). */
  readonly key?: string;
  /** The value of each state's `game` (default the game). */
  readonly stateGame?: unknown;
}

/**
 * A countdown from `size`: the only move, `'take'`, takes one counter; whoever takes the last one wins, so the
 * first mover wins exactly when `size` is odd.
 */
export function countdownGame(size: number, faults: Faults = {}): Game<'take'> {
  const game: Game<'take'> = {
    name: `countdown:${size} normal`,
    actionCount: 1,
    get start() {
      return position(size, 0);
    },
    formatMove: (move) => move,
    parseMove: (text) => (text === 'take' ? 'take' : null),
  };
  const position = (left: number, player: 0 | 1): State<'take'> => {
    const isTerminal = left === 0;
    const state: State<'take'> = {
      game: ('stateGame' in faults ? faults.stateGame : game) as Game<'take'>,
      player,
      isTerminal,
      winner: isTerminal ? ('winner' in faults ? faults.winner : player === 0 ? 1 : 0) : undefined,
      moves: () => (isTerminal ? [] : ['take']),
      moveCount: () => (isTerminal ? 0 : 1),
      moveAt: () => 'take',
      play: (move) => {
        if (isTerminal) throw new IllegalMoveError(`no move can be played in ${game.name}: the game is over`, 'game-over', move);
        // Read as unknown: a player may answer anything.
        if ((move as unknown) !== 'take') throw new IllegalMoveError(`not a move of ${game.name}`, 'not-a-move', move);
        if (faults.playThrows !== undefined) throw faults.playThrows;
        return position(left - 1, player === 0 ? 1 : 0);
      },
      actions: () => (isTerminal ? [] : [0]),
      playAction: () => state.play('take'),
      key: () => faults.key ?? `${player}:${left}`,
      toString: () => `countdown ${left}`,
    };
    return state;
  };
  return game;
}
