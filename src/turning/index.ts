// The coin-turning games of Winning Ways ch. 14 (Turtles, Mock Turtles, Ruler, Twins, Moebius, Mogul): each head's value, the winning
// move from the values, and the engine game.
export { turningValue, turningMove } from './values.js';
export { turningGame } from './game.js';
export type { TurningGame, TurningState } from './game.js';
export { MAX_TURNING_COINS, MAX_MOEBIUS_SQUARE, MAX_MOGUL_SQUARE } from './rules.js';
export type { TurningRule, TurningMove } from './rules.js';
