// The one public entry point: every public name is listed here explicitly, re-exported from the face
// (index.ts) of each system's folder. Anything not re-exported is private.

/**
 * nimkit: Nim and the impartial heap games, played, solved and analysed exactly.
 *
 * @packageDocumentation
 * @module nimkit
 */

export { Nim, nimGame } from './nim/index.js';
export type { NimConstructor, NimGame, NimState } from './nim/index.js';
export { NimkitError, AssertionError, NimFileError, GameValidatorError, IllegalMoveError, isNimkitError } from './errors/index.js';
export { createRandom, randomInt } from './random/index.js';

export type { AssertionErrorCode, NimFileErrorCode, GameValidatorErrorCode, IllegalMoveCode } from './errors/index.js';
export type { NimkitErrorCode, NimkitErrorName, NimkitErrorTypes } from './errors/index.js';
export type { Move, Heap, RandomSource, Ending, EndingOptions } from './types.js';

// Bouton's strategy
export { nimSum, winningMove, winningMoves, isWinning, solveNimFile, analyzeNimFile, MAX_HEAP_DIGITS } from './bouton/index.js';
export type { AnyHeapInput, BoutonOptions, HeapInput, NimFileOutcome } from './bouton/index.js';

// The halving game
export {
  halvingGrundy,
  halvingLosingNumbers,
  halvingLosingNumbersUpTo,
  halvingMaxTake,
  halvingMove,
  halvingMultiMove,
  halvingRobotMove,
  isHalvingLosing,
  isHalvingMoveLegal,
  halvingGame,
} from './halving/index.js';
export type { HalvingOptions, HalvingPlay, HalvingRobotOptions, HalvingGame, HalvingState } from './halving/index.js';

// Recorded game files
export {
  createGameValidator,
  validateGame,
  simulateGame,
  simulateGameLines,
  MAX_TRANSCRIPT_LENGTH,
  INVALID_GAME_TEXT,
  transcriptStart,
  transcriptMove,
  transcriptEnd,
} from './records/index.js';
export type {
  GameCheck,
  GameDiagnostic,
  GameErrorCode,
  GameMove,
  GameValidator,
  GameValidatorOptions,
  InvalidGame,
  ValidGame,
} from './records/index.js';

// The sticks board
export {
  Board,
  STANDARD_ROWS,
  sticksRandomPlayer,
  sticksSmartPlayer,
  sticksPerfectPlayer,
  sticksErringPlayer,
  playSticksRound,
  sticksCompetition,
  sticksTournament,
  formatStickMove,
  parseStickMove,
  sticksGame,
} from './sticks/index.js';
export type {
  StickMove,
  Segment,
  StickMoveProblem,
  ReadonlyBoard,
  StickPlayer,
  SticksPlayOptions,
  SticksCompetitionOptions,
  SticksRoundResult,
  SticksCompetitionResult,
  SticksTournamentResult,
  SticksGame,
  SticksState,
} from './sticks/index.js';
// A failing player of a match (the sticks matches throw it today; it is not sticks-specific).
export { PlayerError } from './errors/index.js';
export type { PlayerErrorCode } from './errors/index.js';

// The play engine
export {
  defineGame,
  MAX_LISTED_MOVES,
  randomPlayer,
  perfectPlayer,
  erringPlayer,
  searchPlayer,
  mctsPlayer,
  solve,
  createSolver,
  grundyValue,
  playMatch,
  competition,
  tournament,
} from './play/index.js';
export type {
  GameDefinition,
  DefinedGame,
  DefinedState,
  Game,
  State,
  Player,
  SyncPlayer,
  CompetitionOptions,
  CompetitionResult,
  TournamentResult,
  GenericPlayer,
  SearchOptions,
  MctsOptions,
  SolveOptions,
  Solution,
  Solver,
  GrundyOptions,
  MatchOptions,
  MatchResult,
  Forfeit,
  ForfeitReason,
  RoundForfeit,
} from './play/index.js';

// Heap games: take-and-break rules in code notation
export { HeapGame, heapGame, WorkLimitError } from './heap-games/index.js';
export { HeapGameCodeError } from './errors/index.js';
export type { HeapGameCodeErrorCode } from './errors/index.js';
export type { HeapGameMove, HeapGameName, HeapGamePeriod, PeriodOptions, SubtractionOptions, HeapPlayGame, HeapPlayState, HeapPlayMove } from './heap-games/index.js';

// Every engine game by its spec, as the CLI's --game writes it
export { gameFromSpec, GAME_SPECS } from './catalog/index.js';
export type { GameSpecForm } from './catalog/index.js';

// Coin-turning games (Winning Ways ch. 14): Turtles, Mock Turtles, Ruler
export { turningGame, turningValue, turningMove, MAX_TURNING_COINS } from './turning/index.js';
export type { TurningRule, TurningMove, TurningGame, TurningState } from './turning/index.js';

// Welter's game
export { welterGame, welterValue, welterMove, MAX_WELTER_SQUARE } from './welter/index.js';
export type { WelterMove, WelterGame, WelterState } from './welter/index.js';

// Fibonacci Nim and staircase Nim
export { fibonacciNimGame, zeckendorf, fibonacciNimMove } from './fibonacci-nim/index.js';
export type { FibonacciNimGame, FibonacciNimPosition, FibonacciNimState } from './fibonacci-nim/index.js';
export { staircaseNimGame, staircaseNimMove, isStaircaseNimLosing } from './staircase-nim/index.js';
export type { StaircaseMove, StaircaseNimGame, StaircaseNimState } from './staircase-nim/index.js';

// Moore's Nim and greedy Nim
export { mooreNimGame, mooreNimMove, isMooreNimLosing } from './moore-nim/index.js';
export type { MooreMove, MooreNimGame, MooreNimState } from './moore-nim/index.js';
export { greedyNimGame, greedyNimMove, isGreedyNimLosing } from './greedy-nim/index.js';
export type { GreedyNimGame, GreedyNimState } from './greedy-nim/index.js';

// Wythoff's game (and Fraenkel's generalisation)
export { wythoffGame, wythoffLosingPositions, isWythoffLosing, wythoffMove, wythoffGrundy, WYTHOFF_GRUNDY_LIMIT } from './wythoff/index.js';
export type { WythoffMove, WythoffOptions, WythoffGame, WythoffState, WythoffPosition } from './wythoff/index.js';

// Match records: the shared series defaults, every round of a series, records as text, replay (RECORDS)
export {
  COMPETITION_DEFAULTS,
  formatMatchRecord,
  formatMatchRecords,
  parseMatchRecord,
  parseMatchRecords,
  recordMatch,
  matchStates,
  replay,
  replayOrThrow,
  replayRecord,
} from './play/index.js';
export type { MatchRecord, ReplayFailure, ReplayResult, RoundReport } from './play/index.js';
export { matchRecordGame } from './catalog/index.js';
export { sumSpecParts } from './catalog/index.js';
export { MatchRecordError } from './errors/index.js';
export type { MatchRecordErrorCode } from './errors/index.js';

// The census of octal games 0.d1d2d3 and 4.d1d2d3: solved (proved period) or unsolved at N, with equivalences (RUNS)
export { census, censusRow, censusCodes, CENSUS_COUNT } from './heap-games/census.js';
export type { CensusRow, CensusOptions } from './heap-games/census.js';
export { censusShard } from './heap-games/census.js';
export type { CensusShard } from './heap-games/census.js';

// The Grundy-value engine at research scale: the rare/common split chosen from the data, options of long runs (ENGINE)
export { chooseRareSplit, walshHadamard, RARE_SPLIT_MAX_BITS } from './heap-games/rare-split.js';
export type { RareSplit } from './heap-games/rare-split.js';
export type { GrundyValuesOptions } from './heap-games/heap-game.js';

// Loopy games: Smith's generalised nim values, draws, and the general digraph game
export { loopyValue } from './play/index.js';
export type { LoopyValue, InfiniteLoopyValue } from './play/index.js';
export { digraphGame } from './digraph/index.js';
export type { DigraphGame, DigraphState } from './digraph/index.js';
export { DEFAULT_MAX_PLIES } from './play/index.js';

// Misère theory of heap games: misère quotients (Plambeck–Siegel), perfect misère play from them, Conway's genus
export { MisereQuotient } from './heap-games/misere-play.js';
export type { MisereQuotientData, QuotientGenerator } from './heap-games/misere-play.js';
export type { MisereQuotientOptions } from './heap-games/misere-options.js';
export type { QuotientStop as MisereQuotientStop } from './heap-games/misere-quotient.js';
export { formatGenus, GENUS_STATE_LIMIT } from './heap-games/genus.js';
export type { Genus } from './heap-games/genus.js';

// Sums of games
export { sumGame } from './sums/index.js';
export type { SumGame, SumMove, SumState } from './sums/index.js';

// The nim field: nim multiplication, inverse, division, square root and powers (nim-sum is its addition)
export { nimProduct, nimInverse, nimDivide, nimSqrt, nimPower, MAX_NIMBER_BITS } from './nim-field/index.js';
export { MAX_MOEBIUS_SQUARE, MAX_MOGUL_SQUARE } from './turning/index.js';

// Two-dimensional coin turning (Tartans: Turning Corners, Rugs), valued by the nim product
export { tartanGame, tartanValue, MAX_TARTAN_SIDE } from './tartan/index.js';
export type { TartanGame, TartanState, TartanMove } from './tartan/index.js';

// Green Hackenbush (fusion and colon principles)
export { hackenbushGame, hackenbushValue, MAX_HACKENBUSH_EDGES } from './hackenbush/index.js';
export type { HackenbushGame, HackenbushState, HackenbushEdge } from './hackenbush/index.js';

// Euclid's game (the golden ratio, exact)
export { euclidGame, euclidMove, isEuclidWin } from './euclid/index.js';
export type { EuclidGame, EuclidState, EuclidPosition, EuclidMove } from './euclid/index.js';

// Board and graph games: Node Kayles, Cram, Chomp
export { nodeKaylesGame, pathGraph, cycleGraph, edgeListGraph, MAX_NODE_KAYLES_VERTICES, MAX_NODE_KAYLES_EDGES } from './node-kayles/index.js';
export type { NodeKaylesGame, NodeKaylesState, NodeKaylesPosition } from './node-kayles/index.js';
export { cramGame, MAX_CRAM_SIDE } from './cram/index.js';
export type { CramGame, CramMove, CramState } from './cram/index.js';
export { chompGame, MAX_CHOMP_SIDE, MAX_CHOMP_SEARCH } from './chomp/index.js';
export type { ChompGame, ChompState, ChompMove } from './chomp/index.js';
// Which core computes heap-game values (WebAssembly, or the TypeScript fallback).
export { heapValuesCore } from './heap-games/sparse-core.js';
export type { HeapValuesCore } from './heap-games/sparse-core.js';
