// A sum of games: each part drawn side by side (wrapping on a narrow screen) on its own board, the one its kind
// has alone, labelled with its number and its Grundy value. A click or key press in a part's board plays that
// move in that part, the sum's move { part, move }; each part's board is one tab stop with its own tools.

import type { Game, SumGame, SumMove, SumState } from 'nimkit';
import { create } from '../dom.js';
import { isGameKind, kindOfSpec, specOfGame } from '../game-spec.js';
import type { GameKind } from '../game-spec.js';
import type { Board, BoardHost, BoardView } from './types.js';
import { valueOf, valueText } from './value-hint.js';

/** Makes the board of a single game (board-for.ts passes its own, so that this module needs no board). */
export type PartBoardMaker = (kind: GameKind, name: string, host: BoardHost) => Board;

interface Part {
  readonly game: Game<unknown>;
  readonly board: Board;
  readonly element: HTMLElement;
  readonly label: HTMLElement;
}

/** The kind of a part's game, from its spec (`heap:0.77:7` is a heap game). */
function kindOfPart(game: Game<unknown>): GameKind {
  const { kind } = kindOfSpec(specOfGame(game));
  if (!isGameKind(kind) || kind === 'sum') throw new Error(`no board draws a part of kind ${kind}`);
  return kind;
}

/** The sum board in `host`; `makeBoard` draws each part. */
export function sumBoard(host: BoardHost, makeBoard: PartBoardMaker): Board {
  host.tools.replaceChildren();
  let shown: SumGame | null = null;
  let parts: Part[] = [];
  /** The part the person last played in: it keeps the focus after the move. */
  let playedIn = 0;

  function build(game: SumGame): void {
    const list = create('div', { className: 'sum-board' });
    parts = game.parts.map((partGame, index) => {
      const number = index + 1;
      const labelId = `sum-part-${number}-label`;
      const element = create('div', { className: 'sum-part', attributes: { role: 'group', 'aria-labelledby': labelId, 'data-part': String(number) } });
      const label = create('p', { className: 'sum-part-label', attributes: { id: labelId } });
      const spec = create('p', { className: 'sum-part-spec', text: specOfGame(partGame) });
      const surface = create('div', { className: 'board-surface' });
      const tools = create('div', { className: 'actions board-tools' });
      const note = create('p', { className: 'selection', attributes: { 'aria-live': 'polite' } });
      element.append(label, spec, surface, tools, note);
      const play = (move: unknown): void => {
        playedIn = index;
        host.play({ part: number, move } satisfies SumMove);
      };
      const board = makeBoard(kindOfPart(partGame), partGame.name, { surface, tools, note, play });
      // A board's tool buttons carry ids (board-take, board-mark, board-turn): one per part on the page.
      for (const withId of tools.querySelectorAll('[id]')) withId.id = `${withId.id}-part-${number}`;
      list.append(element);
      return { game: partGame, board, element, label };
    });
    host.surface.replaceChildren(list);
  }

  return {
    render(view: BoardView, focus: boolean) {
      const game = view.game as SumGame;
      if (shown !== game) {
        shown = game;
        playedIn = 0;
        build(game);
      }
      const states = (view.state as SumState).parts();
      const { last } = view;
      const lastMove = last === null ? null : (last.move as SumMove);
      const before = last === null ? [] : (last.before as SumState).parts();
      // The part holding the focus keeps it; after a click that is the part played in.
      const focused = parts.findIndex(({ element }) => element.contains(document.activeElement));
      const focusPart = focus ? (focused >= 0 ? focused : playedIn) : -1;
      host.note.textContent = '';
      parts.forEach(({ game: partGame, board, label }, index) => {
        const state = states[index] ?? partGame.start;
        const lastHere = last !== null && lastMove?.part === index + 1 ? { move: lastMove.move, before: before[index] ?? partGame.start, byComputer: last.byComputer } : null;
        board.render({ game: partGame, state, playable: view.playable, last: lastHere }, index === focusPart);
        label.textContent = `Part ${index + 1} · ${valueText(valueOf(state))}`;
      });
      // A part emptied by the move has no cell left to focus: the first tab stop of the sum takes the focus.
      if (focus && !host.surface.contains(document.activeElement)) host.surface.querySelector<HTMLElement>('[data-row][tabindex="0"]')?.focus();
    },
  };
}
