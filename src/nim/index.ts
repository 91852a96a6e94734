// The Nim class: heaps, moves and their text forms.
export { Nim } from './nim.js';
export type { NimConstructor } from './nim.js';
