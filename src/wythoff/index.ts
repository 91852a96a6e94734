// Wythoff's game and Fraenkel's generalisation: two heaps; a move takes from one heap, or from both (the same
// amount, or amounts differing by less than a). Exact theory for numbers and bigints, a Grundy table, and the
// play-engine game.
export { isWythoffLosing, wythoffMove } from './wythoff.js';
export { wythoffLosingPositions } from './sequence.js';
export { wythoffGrundy, WYTHOFF_GRUNDY_LIMIT } from './grundy.js';
export { wythoffGame } from './game.js';
export type { WythoffMove, WythoffOptions } from './options.js';
export type { WythoffGame, WythoffPosition, WythoffState } from './game.js';
