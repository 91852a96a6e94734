// The play engine: one notion of game, state, player and match for every nimkit game.
export { nimGame } from './games/nim.js';
export { halvingGame } from './games/halving.js';
export { sticksGame } from './games/sticks.js';
export { randomPlayer, perfectPlayer, erringPlayer } from './players.js';
export { searchPlayer } from './search.js';
export { mctsPlayer } from './mcts.js';
export { solve, createSolver } from './solve.js';
export { playMatch } from './match.js';
export { competition, tournament } from './competition.js';
export type { Game, State, Player, SyncPlayer, GenericPlayer } from './game.js';
export type { NimGame, NimState } from './games/nim.js';
export type { HalvingGame, HalvingState } from './games/halving.js';
export type { SticksGame, SticksState } from './games/sticks.js';
export type { SearchOptions } from './search.js';
export type { MctsOptions } from './mcts.js';
export type { SolveOptions, Solution, Solver } from './solve.js';
export type { MatchOptions, MatchResult, Forfeit, ForfeitReason } from './match.js';
export type { CompetitionOptions, CompetitionResult, RoundForfeit, TournamentResult } from './competition.js';
