// Greedy Nim: a move takes from a largest heap only; lost exactly when the number of largest heaps is even.
export { greedyNimMove, isGreedyNimLosing } from './theory.js';
export { greedyNimGame } from './game.js';
export type { GreedyNimGame, GreedyNimState } from './game.js';
