// The boards of the classroom games (canon-spec.ts): which draws which, its kind's name and its help.

import type { CanonKind } from '../canon-spec.js';
import { chompBoard } from './chomp-board.js';
import { cramBoard } from './cram-board.js';
import { euclidBoard } from './euclid-board.js';
import { hackenbushBoard } from './hackenbush-board.js';
import { nodeKaylesBoard } from './node-kayles-board.js';
import { tartanBoard } from './tartan-board.js';
import type { Board, BoardHost } from './types.js';

/** The board of a classroom game of `kind` named `name`. */
export function canonBoard(kind: CanonKind, name: string, host: BoardHost): Board {
  switch (kind) {
    case 'hackenbush':
      return hackenbushBoard(host, name);
    case 'chomp':
      return chompBoard(host);
    case 'cram':
      return cramBoard(host);
    case 'tartan':
      return tartanBoard(host);
    case 'euclid':
      return euclidBoard(host);
    case 'node-kayles':
      return nodeKaylesBoard(host);
  }
}

/** How to play the board of `kind`; `keys` is the sentence on the keyboard every board shares. */
export function canonHelp(kind: CanonKind, keys: string): string {
  switch (kind) {
    case 'hackenbush':
      return `Click an edge to cut it; whatever no longer touches the ground falls. Or Tab to the picture, go from edge to edge with the arrow keys and press Enter.`;
    case 'chomp':
      return `Click a square to eat it and every square above it and to its right; the poisoned square (bottom left) is never eaten. ${keys}`;
    case 'cram':
      return `Click an empty square, then an empty square beside it, to place a domino on the two. ${keys}`;
    case 'tartan':
      return `Click a head, then choose one of its moves: each turns the coins of some columns × some rows, the head at the lower right corner. ${keys}`;
    case 'euclid':
      return `Press a button to subtract the smaller number that many times from the larger; whoever makes a 0 wins. ${keys}`;
    case 'node-kayles':
      return 'Click a vertex to take it; its neighbours go with it. Or Tab to the picture, go from vertex to vertex with the arrow keys and press Enter.';
  }
}
