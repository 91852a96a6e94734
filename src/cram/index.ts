// Cram: dominoes on a board, either way round; the mirror strategy settles boards with an even side.
export { cramGame } from './game.js';
export type { CramGame, CramMove, CramState } from './game.js';
export { MAX_CRAM_SIDE } from './board.js';
