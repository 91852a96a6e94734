// The general impartial game on a directed graph, cycles allowed: the loopy games' model and test bed.
export { digraphGame } from './game.js';
export type { DigraphGame, DigraphState } from './game.js';
