// Chomp: eat a square and all above and to the right of it; the poisoned corner loses. Won for the first player
// on every board but 1 × 1 (strategy stealing); winning moves from the theory of squares, two rows and Ls.
export { chompGame, MAX_CHOMP_SIDE } from './game.js';
export type { ChompGame, ChompState } from './game.js';
export { MAX_CHOMP_SEARCH } from './theory.js';
export type { ChompMove } from './theory.js';
