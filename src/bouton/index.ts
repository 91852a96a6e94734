// Bouton's nim-sum strategy for normal and misère play, and the nim.txt solver.
export { nimSum } from './nim-sum.js';
export { winningMove, winningMoves, isWinning } from './strategy.js';
export { analyzeNimFile, solveNimFile, MAX_HEAP_DIGITS } from './nim-file.js';
export type { NimFileOutcome } from './nim-file.js';
export type { AnyHeapInput, BoutonOptions, HeapInput } from './heaps.js';
