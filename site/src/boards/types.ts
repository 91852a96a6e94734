// What the match panel and every board share: a board draws one state of an engine game, turns clicks and key
// presses into one of the state's legal moves, and highlights the move that led to the state.

import type { Game, State } from 'nimkit';

/** The move that led to the state on the board, for highlighting. */
export interface LastMove {
  readonly move: unknown;
  /** The state the move was played from. */
  readonly before: State<unknown>;
  readonly byComputer: boolean;
}

/** What a board draws. */
export interface BoardView {
  readonly game: Game<unknown>;
  readonly state: State<unknown>;
  /** Whether the person may move now (their turn, on the latest position of a match). */
  readonly playable: boolean;
  readonly last: LastMove | null;
}

/** Where a board lives on the page, and how it plays a move. */
export interface BoardHost {
  /** The drawing area (a labelled group): the board puts its cells here, one tab stop in all. */
  readonly surface: HTMLElement;
  /** Buttons that go with the board (Mark, Take, Turn) and the list of choices when a click names several moves. */
  readonly tools: HTMLElement;
  /** One line on the selection or on why a click did nothing (a polite live region). */
  readonly note: HTMLElement;
  /** Plays a legal move of the state drawn last. */
  play(move: unknown): void;
}

/** A drawn board. */
export interface Board {
  /** Draws `view`; `focus` puts the keyboard focus on the board's tab stop. */
  render(view: BoardView, focus: boolean): void;
}

/** The legal moves of `state` that `pick` accepts, each with its index in `state.moves()`. */
export function movesWhere<M>(state: State<unknown>, pick: (move: M) => boolean): M[] {
  return (state.moves() as M[]).filter(pick);
}

/** `1 match`, `3 matches`. */
export function plural(count: number, [one, many]: readonly [string, string]): string {
  return `${count} ${count === 1 ? one : many}`;
}
