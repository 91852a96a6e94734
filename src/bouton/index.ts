// Bouton's nim-sum strategy for normal and misère play, and the nim.txt solver.
export { nimSum, winningMove, winningMoves, isWinning, solveNimFile } from './bouton.js';
export type { BoutonOptions } from './bouton.js';
