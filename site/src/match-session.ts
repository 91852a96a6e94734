// One game on the match panel: the plies played so far, the one shown (undo, redo and the move list step
// through them), the person's seat and the computer's answers. A position in the past can be played from:
// the plies after it are dropped, as an undo does.

import type { Ending, Game, RandomSource, State, SyncPlayer } from 'nimkit';
import type { LastMove } from './boards/types.js';
import { askOpponent, endSentence } from './engine-play.js';

/** One move of the game and the state it led to. */
export interface Ply {
  readonly move: unknown;
  readonly state: State<unknown>;
  readonly byComputer: boolean;
  /** `You played 1:1, leaving nim 0,3,5,7.` */
  readonly sentence: string;
}

/** What a session is made of. `opponent` null: a record to step through, not a game to play. */
export interface SessionSetup {
  readonly game: Game<unknown>;
  readonly ending: Ending;
  /** The seat the person plays: 0 moves first. */
  readonly seat: 0 | 1;
  readonly opponent: SyncPlayer<unknown> | null;
  readonly random: RandomSource;
  /** The seed `random` was made from (a record keeps it; play again starts from it). */
  readonly seed: number;
  /** The names of the two players, seat 0 first, as a record writes them. */
  readonly players: readonly [string, string];
}

/** The position as the engine writes it, without the player to move or the winner (the status line says those). */
export function positionText(state: State<unknown>): string {
  // Cut at the last "player" by hand: a pattern such as /,?\s*player …$/ backtracks quadratically on long runs of spaces.
  const text = String(state);
  const at = text.lastIndexOf('player ');
  const head = (at < 0 ? text : text.slice(0, at)).trimEnd();
  return head.endsWith(',') ? head.slice(0, -1) : head;
}

export class MatchSession {
  readonly setup: SessionSetup;
  readonly plies: Ply[] = [];
  /** How many plies the board shows: 0 is the start. */
  at = 0;
  /** Why the computer gave up (its solver ran out of room), if it did. */
  gaveUp: string | null = null;

  constructor(setup: SessionSetup) {
    this.setup = setup;
  }

  stateAt(index: number): State<unknown> {
    return index === 0 ? this.setup.game.start : (this.plies[index - 1]?.state ?? this.setup.game.start);
  }

  get state(): State<unknown> {
    return this.stateAt(this.at);
  }

  /** The person may move: their turn, a live game, and not past a give-up. */
  get playable(): boolean {
    const { state } = this;
    return this.setup.opponent !== null && !state.isTerminal && state.player === this.setup.seat && (this.gaveUp === null || this.at < this.plies.length);
  }

  /** The move that led to the shown state. */
  get last(): LastMove | null {
    const ply = this.plies[this.at - 1];
    return ply === undefined ? null : { move: ply.move, before: this.stateAt(this.at - 1), byComputer: ply.byComputer };
  }

  /** Plays `move` from the shown state, dropping any plies after it; `who` names the mover in a record. */
  play(move: unknown, byComputer: boolean, who = byComputer ? 'The computer' : 'You'): Ply {
    const { game } = this.setup;
    this.plies.length = this.at;
    this.gaveUp = null;
    const text = game.formatMove(move);
    const state = this.state.play(move);
    const after = positionText(state);
    // A board drawn over several lines (sticks) is not repeated in a sentence.
    const sentence = `${who} played ${text}${after.includes('\n') ? '' : `, leaving ${after}`}.`;
    const ply = { move, state, byComputer, sentence };
    this.plies.push(ply);
    this.at = this.plies.length;
    return ply;
  }

  /** The computer's move at the shown state, or false when it gave up. */
  computerTurn(): Ply | false {
    const { opponent, random } = this.setup;
    if (opponent === null) return false;
    const answer = askOpponent(opponent, this.state, random);
    if ('gaveUp' in answer) {
      this.gaveUp = answer.gaveUp;
      return false;
    }
    return this.play(answer.move, true);
  }

  /** The sentence that ends the game shown, after `before` (the last move's sentence). */
  ending(before: string): { message: string; won: boolean } {
    return endSentence(this.state, this.setup.seat, this.setup.ending, before);
  }

  /** The plies at which the person was to move (the places undo and redo stop at). */
  #isTurn(index: number): boolean {
    const state = this.stateAt(index);
    return !state.isTerminal && state.player === this.setup.seat;
  }

  undoTarget(): number | null {
    for (let index = this.at - 1; index >= 0; index -= 1) if (this.#isTurn(index)) return index;
    return null;
  }

  redoTarget(): number | null {
    for (let index = this.at + 1; index <= this.plies.length; index += 1) if (this.#isTurn(index) || index === this.plies.length) return index;
    return null;
  }
}
