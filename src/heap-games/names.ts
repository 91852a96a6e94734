// The classic heap games by name (kayles, grundy, ...): what HeapGame.named and HeapGame.parse accept besides a
// code, and the error for a name nimkit does not know. Internal: the public face is HeapGame in ./heap-game.ts.

import { HeapGameCodeError } from '../errors/index.js';
import { describeValue } from '../internal/integers.js';

/**
 * The names of the classic heap games, each with its canonical take-and-break code.
 *
 * @category Heap games
 */
export const HEAP_GAME_NAMES: Readonly<Record<HeapGameName, string>> = /* @__PURE__ */ Object.freeze({
  kayles: '0.77',
  'dawsons-kayles': '0.07',
  'dawsons-chess': '0.137',
  grundy: '4!.0',
  lasker: '4.[3]',
  treblecross: '0.007',
  officers: '0.6',
});

/**
 * A name {@link HeapGame.named} knows: `'kayles'` (0.77), `'dawsons-kayles'` (0.07), `'dawsons-chess'` (0.137),
 * `'grundy'` (Grundy's game, 4!.0), `'lasker'` (Lasker's Nim, 4.[3]), `'treblecross'` (0.007), `'officers'` (0.6).
 *
 * @example
 * ```ts
 * const name: HeapGameName = 'kayles';
 * ```
 *
 * @category Heap games
 */
export type HeapGameName = 'kayles' | 'dawsons-kayles' | 'dawsons-chess' | 'grundy' | 'lasker' | 'treblecross' | 'officers';

/** Text shaped like a name rather than a code: a letter first, then letters, digits, `-` or `'`. */
const NAME_SHAPE = /^[a-z][a-z0-9'-]*$/i;
/** What a code may hold: a name-shaped text with anything else is no code. */
const CODE_CHARACTER = /[0-9a-z.!?=&;*{},+[\]]/i;

/** The code of a known name (any letter case), or `undefined`. */
export function codeOfName(text: string): string | undefined {
  const key = text.toLowerCase();
  return Object.hasOwn(HEAP_GAME_NAMES, key) ? HEAP_GAME_NAMES[key as HeapGameName] : undefined;
}

/** The names and their codes, as a message lists them. */
function nameList(): string {
  return Object.entries(HEAP_GAME_NAMES)
    .map(([name, code]) => `${name} (${code})`)
    .join(', ');
}

/**
 * The 0-based position of the first character of a name-shaped `text` that no code may hold, or -1 when the
 * text is not name-shaped or could be a code. Every letter is a code digit (`A`-`Z`), but a code without a
 * point holds one digit: so a name-shaped text of two or more characters is no code from its second one
 * (`dead` is an unknown name, at position 0), and one letter (`k`) is a code.
 */
export function notACodeAt(text: string): number {
  if (!NAME_SHAPE.test(text)) return -1;
  for (let position = 0; position < text.length; position++) {
    if (!CODE_CHARACTER.test(text.charAt(position))) return position;
  }
  return text.length >= 2 ? 0 : -1;
}

/**
 * Throws the {@link HeapGameCodeError} for an unknown name: code `bad-character` at `position` (the first
 * character that is neither a name's nor a code's), and every known name in the message.
 */
export function unknownName(text: string, position: number): never {
  throw new HeapGameCodeError(
    `unknown heap game ${describeValue(text)}: give a take-and-break code such as 0.77, or one of the names ${nameList()}`,
    'bad-character',
    position,
  );
}
