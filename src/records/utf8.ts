// UTF-8 helpers of the game-file parser: one shared encoder and decoder, and the lengths of sequences.

let sharedEncoder: TextEncoder | undefined;
let sharedDecoder: TextDecoder | undefined;

export function encoder(): TextEncoder {
  sharedEncoder ??= new TextEncoder();
  return sharedEncoder;
}

export function decoder(): TextDecoder {
  sharedDecoder ??= new TextDecoder('utf-8', { ignoreBOM: true }); // keep a quoted U+FEFF
  return sharedDecoder;
}

export function isHighSurrogate(unit: number): boolean {
  return unit >= 0xd800 && unit <= 0xdbff;
}

/** How many bytes the UTF-8 sequence led by `byte` has; 1 for ASCII and for bytes that cannot lead one.
 *
 * @category Records
 */
export function sequenceLength(byte: number): number {
  if (byte >= 0xc2 && byte <= 0xdf) return 2;
  if (byte >= 0xe0 && byte <= 0xef) return 3;
  if (byte >= 0xf0 && byte <= 0xf4) return 4;
  return 1;
}
