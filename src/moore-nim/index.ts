// Moore's Nim_k: a move takes from 1 to k heaps at once; lost exactly when every bit is set in a multiple of
// k + 1 heaps.
export { isMooreNimLosing, mooreNimMove } from './theory.js';
export type { MooreMove } from './theory.js';
export { mooreNimGame } from './game.js';
export type { MooreNimGame, MooreNimState } from './game.js';
