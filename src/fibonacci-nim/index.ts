// Fibonacci Nim: one heap; the first move takes 1 to n - 1 counters, each later move 1 to twice the previous
// take. Its theory reads the smallest term of the heap's Zeckendorf representation.
export { zeckendorf } from './zeckendorf.js';
export { fibonacciNimMove } from './fibonacci-nim.js';
export { fibonacciNimGame } from './game.js';
export type { FibonacciNimGame, FibonacciNimPosition, FibonacciNimState } from './game.js';
