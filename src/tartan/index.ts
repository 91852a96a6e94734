// Two-dimensional coin turning (Winning Ways ch. 14, "Tartans"): the product of two coin-turning rules, valued by
// the nim product of the one-dimensional values (the Tartan theorem).
export { tartanValue } from './tartan.js';
export type { TartanMove } from './tartan.js';
export { tartanGame, MAX_TARTAN_SIDE } from './game.js';
export type { TartanGame, TartanState } from './game.js';
