// Staircase Nim: counters on steps; a move carries some from one step down to the next. Bouton's nim-sum on
// the odd-numbered steps decides it.
export { isStaircaseNimLosing, staircaseNimMove } from './staircase-nim.js';
export type { StaircaseMove } from './staircase-nim.js';
export { staircaseNimGame } from './game.js';
export type { StaircaseNimGame, StaircaseNimState } from './game.js';
