// Which board draws which game of the match panel.

import type { GameKind } from '../game-spec.js';
import { canonBoard, canonHelp } from './canon-boards.js';
import { coinsBoard } from './coins-board.js';
import { heapGameModel, mooreModel, nimModel, singleHeapModel } from './heap-models.js';
import { heapsBoard } from './heaps-board.js';
import { queenBoard } from './queen-board.js';
import { staircaseBoard } from './staircase-board.js';
import { sticksBoard } from './sticks-board.js';
import { sumBoard } from './sum-board.js';
import type { Board, BoardHost } from './types.js';

/** The board of a game of `kind` named `name` (the game's name: `moore:2:1,2,3 normal` gives Moore's K). */
export function boardFor(kind: GameKind, name: string, host: BoardHost): Board {
  switch (kind) {
    case 'sum':
      return sumBoard(host, boardFor);
    case 'nim':
      return heapsBoard(host, nimModel('nim'));
    case 'greedy':
      return heapsBoard(host, nimModel('position'));
    case 'moore':
      return heapsBoard(host, mooreModel(Number(name.split(':')[1] ?? '1')));
    case 'halving':
    case 'fibonacci':
      return heapsBoard(host, singleHeapModel(kind));
    case 'heap':
      return heapsBoard(host, heapGameModel());
    case 'staircase':
      return staircaseBoard(host);
    case 'sticks':
      return sticksBoard(host);
    case 'wythoff':
      return queenBoard(host);
    case 'welter':
      return coinsBoard(host, 'slide');
    case 'turning':
      return coinsBoard(host, 'turn');
    default:
      return canonBoard(kind, name, host);
  }
}

/** The board kind's name, for the page (`data-board` on the board area, used by styles and tests). */
export function boardKind(kind: GameKind): string {
  switch (kind) {
    case 'sum':
      return 'sum';
    case 'nim':
    case 'greedy':
    case 'moore':
    case 'halving':
    case 'fibonacci':
    case 'heap':
      return 'heaps';
    case 'staircase':
      return 'staircase';
    case 'sticks':
      return 'sticks';
    case 'wythoff':
      return 'queen';
    case 'welter':
    case 'turning':
      return 'coins';
    default:
      return kind;
  }
}

/** How to play the board of `kind` (the help under it). */
export function boardHelp(kind: GameKind, name: string): string {
  const keys = 'Or Tab to the board, move with the arrow keys and press Enter.';
  switch (kind) {
    case 'sum':
      return "Each part is a game of its own, on its own board: a move is a move in one part, clicked there as on that game's board. Or Tab to a part's board, move with the arrow keys and press Enter.";
    case 'moore':
      return `Click a match to take it and every match to its right, in up to ${name.split(':')[1] ?? '1'} heaps, then press Take. ${keys}`;
    case 'staircase':
      return `Click a counter to move it and every counter to its right down one step (from step 1, off the stairs). ${keys}`;
    case 'sticks':
      return `Choose the first and the last stick of a run of unmarked sticks in one row, then press Mark; one chosen stick marks just that stick. ${keys}`;
    case 'wythoff':
      return `Click a square the queen can reach: left, down, or diagonally down-left. ${keys}`;
    case 'welter':
      return `Click a coin, then an empty square to its left to slide it there. ${keys}`;
    case 'turning':
      return `Click the coins to turn over (the rightmost must show heads), then press Turn. ${keys}`;
    case 'heap':
      return `Click a match to take it and every match to its right; where the rest may split, choose how. ${keys}`;
    case 'hackenbush':
    case 'chomp':
    case 'cram':
    case 'tartan':
    case 'euclid':
    case 'node-kayles':
      return canonHelp(kind, keys);
    default:
      return `Click a match to take it and every match to its right. ${keys}`;
  }
}
