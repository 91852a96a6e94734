// The play engine: one notion of game, state, player and match for every nimkit game. It knows no particular
// game: each game's folder holds its engine adapter and imports this face.
export { randomPlayer, perfectPlayer, erringPlayer } from './players.js';
export { searchPlayer } from './search.js';
export { mctsPlayer } from './mcts.js';
export { solve, createSolver } from './solve.js';
export { grundyValue } from './values.js';
export { zeroValueMove } from './zero-move.js';
export { createWatchedValuer } from './values.js';
export type { GrundyOptions } from './values.js';
export { loopyValue } from './loopy.js';
export type { LoopyValue, InfiniteLoopyValue } from './loopy.js';
export { playMatch, DEFAULT_MAX_PLIES } from './match.js';
export { competition, tournament, COMPETITION_DEFAULTS } from './competition.js';
export type { Game, State, Player, SyncPlayer, GenericPlayer } from './game.js';
// The adapter's helpers, for the games' own folders (not re-exported from src/index.ts).
export { checkEnding, endingOf, checkGameHeaps, checkLive, checkMoveIndex, checkPlayable, illegal, winnerWhenStuck, badKey, splitKey, keyNumbers, keyHeapsWithin, checkRestored } from './game.js';
export type { SearchOptions } from './search.js';
export type { MctsOptions } from './mcts.js';
export type { SolveOptions, Solution, Solver } from './solve.js';
export type { MatchOptions, MatchResult, Forfeit, ForfeitReason } from './match.js';
export type { CompetitionOptions, CompetitionResult, RoundForfeit, RoundReport, TournamentResult } from './competition.js';
export { defineGame, MAX_LISTED_MOVES, checkListable } from './define.js';
export type { GameDefinition, DefinedGame, DefinedState } from './define.js';
export { formatMatchRecord, formatMatchRecords, parseMatchRecord, parseMatchRecords, recordMatch } from './records.js';
export type { MatchRecord } from './records.js';
export { matchStates, replay, replayOrThrow, replayRecord } from './replay.js';
export type { ReplayFailure, ReplayResult } from './replay.js';
