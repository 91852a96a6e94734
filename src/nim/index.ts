// The Nim class: heaps, moves and their text forms.
export { Nim } from './nim.js';
export type { NimConstructor } from './nim.js';
export { nimGame } from './game.js';
// The move reader and text, for games whose moves are Nim's (not re-exported from src/index.ts).
export { nimMoveAt, parseNimMove, readNimMove } from './game.js';
export type { NimGame, NimState } from './game.js';
