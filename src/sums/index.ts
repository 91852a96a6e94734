// Sums of games: the disjunctive sum of any engine games, valued and played by the Sprague–Grundy theorem.
export { sumGame } from './game.js';
export type { SumGame, SumState } from './game.js';
export type { SumMove } from './move.js';
