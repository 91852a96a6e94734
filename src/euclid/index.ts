// Euclid's game: the theory (the golden ratio, in exact integers) and the engine game.
export { isEuclidWin, euclidMove } from './euclid.js';
export type { EuclidMove } from './euclid.js';
export { euclidGame } from './game.js';
export type { EuclidGame, EuclidState, EuclidPosition } from './game.js';
