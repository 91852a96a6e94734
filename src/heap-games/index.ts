// The public face of heap games: everything exported here is re-exported by name from src/index.ts.

export { HeapGame } from './heap-game.js';
export type { HeapGameMove, HeapGamePeriod, PeriodOptions, SubtractionOptions } from './heap-game.js';
export type { HeapGameName } from './names.js';
export { heapGame } from './game.js';
export { WorkLimitError } from './cost.js';
export type { HeapPlayGame, HeapPlayState, HeapPlayMove } from './game.js';
