// The Nim class: heaps, moves and their text forms.
export { Nim } from './nim.js';
export type { NimConstructor } from './nim.js';
export { nimGame } from './game.js';
export type { NimGame, NimState } from './game.js';
