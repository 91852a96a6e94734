// Welter's game: coins on distinct squares, a move slides one down past any others. Welter's function (Conway's
// mating rule) gives its Grundy value; a theorem on couples of squares decides misère play.
export { welterValue, welterMove } from './welter.js';
export type { WelterMove } from './welter.js';
export { MAX_WELTER_SQUARE } from './positions.js';
export { welterGame } from './game.js';
export type { WelterGame, WelterState } from './game.js';
