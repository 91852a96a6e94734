// The incremental byte-level parser behind `createGameValidator`, `validateGame` and `simulateGame`.
//
// Two paths read the same grammar. The fast path takes whole, plain move lines (`digits;digits` then `\n` or
// `\r\n`, at most 15 digits a number, all inside the current chunk) and applies them with plain numbers; it
// commits a line only when the move is legal, and otherwise leaves the line untouched for the general path.
// The general path reads one byte at a time, survives chunk boundaries anywhere, reads long numbers exactly as
// bigints and reports the first problem with its line and column. So every diagnostic comes from one place,
// and the fast path cannot disagree with it.
//
// Columns: the only characters a valid line may hold are ASCII, and the parser stops at the first other
// character, so a column is always the byte offset within the line plus 1, which equals the character column.
/* eslint-disable @typescript-eslint/no-non-null-assertion -- every `!` indexes bytes or piles within bounds checked just before */
import { GameValidatorError } from '../errors/index.js';
import { describeValue, MAX_DECIMAL_DIGITS } from '../internal/integers.js';
import { diagnosticOf } from './diagnostic.js';
import { GameRules, piles } from './rules.js';
import type { GameCheck, GameMove, GameValidator } from './types.js';
import { decoder, encoder, isHighSurrogate } from './utf8.js';

const LF = 0x0a;
const CR = 0x0d;
const SPACE = 0x20;
const TAB = 0x09;
const SEMICOLON = 0x3b;
const ZERO = 0x30;
const NINE = 0x39;

const NO_BYTES = new Uint8Array(0);
/** The UTF-8 byte order mark, skipped at the very start of the input. */
const BOM = Uint8Array.of(0xef, 0xbb, 0xbf);
/** `bomMatched` once the start of the input is known to be, or not to be, a BOM. */
const BOM_DECIDED = -1;

/** Numbers of up to 15 digits are below 10^15 < 2^53, so doubles hold them exactly. */
const FAST_DIGITS = 15;
/** The fast path reads at most this many bytes of a line: two 15-digit numbers and `;`, `\r`, `\n`, with room. */
const FAST_MARGIN = 2 * FAST_DIGITS + 4;
/** Longer numbers are bigints, up to this many significant digits (see {@link MAX_DECIMAL_DIGITS}). */
export const MAX_DIGITS = MAX_DECIMAL_DIGITS;
const MAX_SAFE_BIG = BigInt(Number.MAX_SAFE_INTEGER);

/** Strings are encoded in slices of this many UTF-16 units, so a huge string is never copied whole. */
const TEXT_SLICE = 1 << 16;

// Where the general path is within a field.
const BEFORE_NUMBER = 0;
const IN_NUMBER = 1;
const AFTER_NUMBER = 2;

function isDigit(byte: number | undefined): boolean {
  return byte !== undefined && byte >= ZERO && byte <= NINE;
}

export class GameParser extends GameRules implements GameValidator {
  /** Bytes written so far: the stream offset of the next chunk's first byte. */
  private consumed = 0;
  private bomMatched = 0;
  /** A high surrogate at the end of a string chunk, waiting for its low half. */
  private pendingHighSurrogate = '';
  /** The first blank line not yet followed by content; 0 when none. */
  private firstBlankLine = 0;
  /** The offset of a `\r` waiting for its `\n`; -1 when none. */
  private crOffset = -1;
  private fieldPhase = BEFORE_NUMBER;
  /** The number's value while it has at most 15 significant digits. */
  private numberValue = 0;
  private significantDigits = 0;
  /** All significant digits once there are more than 15. */
  private digitText = '';

  private result: GameCheck | null = null;

  constructor(
    onStart: ((piles: readonly number[] | readonly bigint[]) => void) | undefined,
    onMove: ((move: GameMove) => void) | undefined,
    /** Tests lower it to reach `number-too-long` without writing that many digits. */
    private readonly maxDigits = MAX_DIGITS,
  ) {
    super(onStart, onMove);
    // Run the fast path's exit code once now, with no input (it changes nothing). Otherwise V8 optimizes its
    // loop mid-call before that code has type feedback, and the optimized loop bails out at every exit: on a
    // first 60 MB file that costs about a third of the time.
    this.fastMoves(NO_BYTES, 0, 0);
  }

  write(chunk: Uint8Array | string): void {
    if (this.result !== null) throw new GameValidatorError(
        'write after end: end() has already returned the verdict, and a validator reads one file; create another',
        'write-after-end',
      );
    if (typeof chunk === 'string') this.writeText(chunk);
    else if (chunk instanceof Uint8Array) this.writeBytes(chunk);
    else throw new TypeError(`chunk must be a string or a Uint8Array, got ${describeValue(chunk)}`);
  }

  get isInvalid(): boolean {
    return this.failure !== null && this.failure.foundNeed === 0;
  }

  end(): GameCheck {
    if (this.result !== null) return this.result;
    if (this.pendingHighSurrogate !== '') {
      const lone = this.pendingHighSurrogate;
      this.pendingHighSurrogate = '';
      this.writeBytes(encoder().encode(lone));
    }
    if (this.bomMatched > 0) this.releaseBomPrefix();
    if (this.failure === null) {
      if (this.crOffset >= 0) this.failAt('lone-carriage-return', this.crOffset, 'a carriage return must be followed by a line feed');
      else if (this.lineHasContent) this.endLine(this.consumed, this.consumed);
    }
    if (this.failure === null) this.checkEndOfFile();
    this.result = this.failure === null ? this.validResult() : { valid: false, error: diagnosticOf(this.failure) };
    return this.result;
  }

  private writeText(text: string): void {
    let rest = this.pendingHighSurrogate === '' ? text : this.pendingHighSurrogate + text;
    this.pendingHighSurrogate = '';
    if (rest.length > 0 && isHighSurrogate(rest.charCodeAt(rest.length - 1))) {
      this.pendingHighSurrogate = rest.slice(-1);
      rest = rest.slice(0, -1);
    }
    for (let position = 0; position < rest.length; ) {
      if (this.failure !== null && this.failure.foundNeed === 0) return;
      let end = Math.min(rest.length, position + TEXT_SLICE);
      if (end < rest.length && isHighSurrogate(rest.charCodeAt(end - 1))) end--;
      this.writeBytes(encoder().encode(position === 0 && end === rest.length ? rest : rest.slice(position, end)));
      position = end;
    }
  }

  private writeBytes(bytes: Uint8Array): void {
    let start = 0;
    if (this.bomMatched !== BOM_DECIDED) {
      while (start < bytes.length && this.bomMatched < 3 && bytes[start] === BOM[this.bomMatched]) {
        this.bomMatched++;
        start++;
      }
      if (this.bomMatched === 3) {
        this.bomMatched = BOM_DECIDED;
        this.lineStart = 3;
      } else if (start < bytes.length) {
        this.releaseBomPrefix();
      }
    }
    if (start < bytes.length) this.scan(bytes, start, this.consumed);
    this.consumed += bytes.length;
  }

  /** The input started like a BOM but is not one: read the bytes held back as ordinary input. */
  private releaseBomPrefix(): void {
    const matched = this.bomMatched;
    this.bomMatched = BOM_DECIDED;
    if (matched > 0) this.scan(BOM.subarray(0, matched), 0, 0);
  }

  /** Reads `bytes` from `start`; `base` is the stream offset of `bytes[0]`. */
  private scan(bytes: Uint8Array, start: number, base: number): void {
    let index = start;
    while (this.failure === null && index < bytes.length) {
      if (this.fastReady && base + index === this.lineStart) {
        index = this.fastMoves(bytes, index, base); // stops FAST_MARGIN bytes short of the end, at the latest
      }
      index = this.generalLine(bytes, index, base);
    }
    if (this.failure !== null) this.collectFound(bytes, index);
  }

  /**
   * Applies plain, legal move lines from `start` (a line start) and returns where it stopped: the start of
   * the first line it did not take, which the general path then reads. Only lines starting before
   * `length - FAST_MARGIN` are taken, so every byte it reads is inside `bytes` without a bounds check.
   */
  private fastMoves(bytes: Uint8Array, start: number, base: number): number {
    const safeEnd = bytes.length - FAST_MARGIN;
    const pileValues = this.piles;
    const pileLimit = this.pileLimit;
    const onMove = this.onMove;
    let remaining = this.remaining;
    let moves = this.moves;
    let index = start;
    while (index < safeEnd) {
      // `(d >>> 0) <= 9` tests 0 <= d <= 9 in one comparison.
      let position = index;
      let pile = bytes[position]! - ZERO;
      if (pile >>> 0 > 9) break;
      const pileEnd = index + FAST_DIGITS;
      let digit = bytes[++position]! - ZERO;
      while (digit >>> 0 <= 9 && position < pileEnd) {
        pile = pile * 10 + digit;
        digit = bytes[++position]! - ZERO;
      }
      if (digit !== SEMICOLON - ZERO) break; // a 16th digit lands here too
      let count = bytes[++position]! - ZERO;
      if (count >>> 0 > 9) break;
      const countEnd = position + FAST_DIGITS;
      digit = bytes[++position]! - ZERO;
      while (digit >>> 0 <= 9 && position < countEnd) {
        count = count * 10 + digit;
        digit = bytes[++position]! - ZERO;
      }
      if (digit === CR - ZERO) digit = bytes[++position]! - ZERO;
      if (digit !== LF - ZERO || pile >= pileLimit) break;
      const inPile = pileValues[pile]!;
      const left = remaining - count;
      // Anything illegal (a zero count, too many, emptying every pile) goes to the general path to be reported.
      if (count === 0 || count > inPile || left === 0) break;
      pileValues[pile] = inPile - count;
      remaining = left;
      moves++;
      index = position + 1;
      if (onMove !== undefined) {
        onMove({ moveIndex: moves - 1, player: moves % 2 === 1 ? 1 : 2, pileIndex: pile, count, piles: pileValues });
      }
      if (left === 1) break;
    }
    // Unconditional: with no line taken these stores change nothing.
    this.line += moves - this.moves;
    this.lastContentLine = this.line - 1;
    this.lineStart = base + index;
    this.remaining = remaining;
    this.moves = moves;
    if (remaining === 1) {
      this.ended = true;
      this.fastReady = false;
    }
    return index;
  }

  /**
   * Reads one byte at a time until the current line ends (returning the index after it), the chunk ends, or
   * a problem is found (returning the index after the offending byte, where a quoted character continues).
   */
  private generalLine(bytes: Uint8Array, start: number, base: number): number {
    for (let index = start; index < bytes.length; index++) {
      const byte = bytes[index]!;
      const offset = base + index;
      if (this.crOffset >= 0) {
        if (byte !== LF) {
          this.failAt('lone-carriage-return', this.crOffset, 'a carriage return must be followed by a line feed');
          return index;
        }
        this.endLine(this.crOffset, offset + 1);
        return index + 1;
      }
      if (byte === LF) {
        this.endLine(offset, offset + 1);
        return index + 1;
      }
      if (byte === CR) {
        this.crOffset = offset;
        continue;
      }
      if (byte === SPACE || byte === TAB) {
        if (this.fieldPhase === IN_NUMBER) this.fieldPhase = AFTER_NUMBER;
        continue;
      }
      if (!this.lineHasContent) {
        this.startContent(offset);
        if (this.failure !== null) return index;
      }
      if (byte >= ZERO && byte <= NINE) {
        if (this.fieldPhase === BEFORE_NUMBER) {
          this.startNumber(offset, byte - ZERO);
        } else if (this.fieldPhase === IN_NUMBER) {
          index = this.addDigits(bytes, index);
        } else {
          this.failFound(offset, 'expected ";" or the end of the line after a number, found ', byte);
        }
      } else if (byte === SEMICOLON) {
        if (this.fieldPhase === BEFORE_NUMBER) {
          this.failFound(offset, 'expected a number, found ', byte);
        } else {
          this.endField();
          if (this.failure === null) this.nextField(offset);
        }
      } else {
        const expected =
          this.fieldPhase === BEFORE_NUMBER
            ? 'expected a number (plain decimal digits), found '
            : this.fieldPhase === IN_NUMBER
              ? 'expected a digit, ";" or the end of the line, found '
              : 'expected ";" or the end of the line after a number, found ';
        this.failFound(offset, expected, byte);
      }
      if (this.failure !== null) return index + 1;
    }
    return bytes.length;
  }

  /** The first character of a line that is not a space or a tab. */
  private startContent(offset: number): void {
    this.lineHasContent = true;
    if (this.firstBlankLine !== 0) {
      this.fail('blank-line', this.firstBlankLine, 1, 'a blank line may only come at the end of the file', {});
    } else if (this.ended) {
      const why = this.moves === 0 ? 'the starting piles hold a single token' : 'the previous move left a single token';
      this.failAt('move-after-end', offset, `${why}, so no move may follow`);
    }
  }

  private startNumber(offset: number, digit: number): void {
    this.fieldStart = offset;
    this.fieldPhase = IN_NUMBER;
    this.numberValue = digit;
    this.significantDigits = digit === 0 ? 0 : 1; // leading zeros are allowed and do not count
    this.digitText = '';
  }

  /** Adds the digit at `index` (and, for a long number, the rest of its run); returns the last index read. */
  private addDigits(bytes: Uint8Array, index: number): number {
    const digit = bytes[index]! - ZERO;
    if (this.significantDigits < FAST_DIGITS) {
      if (this.significantDigits > 0 || digit > 0) {
        this.numberValue = this.numberValue * 10 + digit;
        this.significantDigits++;
      }
      return index;
    }
    let end = index + 1;
    while (isDigit(bytes[end])) end++;
    if (this.digitText === '') this.digitText = String(this.numberValue);
    this.significantDigits += end - index;
    if (this.significantDigits > this.maxDigits) {
      this.failAt(
        'number-too-long',
        this.fieldStart,
        `a number of more than ${this.maxDigits} significant digits is refused: reading it exactly would take minutes`,
      );
    } else {
      this.digitText += decoder().decode(bytes.subarray(index, end));
    }
    return end - 1;
  }

  /** The finished number: a `number` when it is a safe integer, else an exact `bigint`. */
  private fieldValue(): number | bigint {
    if (this.significantDigits <= FAST_DIGITS) return this.numberValue;
    const value = BigInt(this.digitText);
    return value <= MAX_SAFE_BIG ? Number(value) : value;
  }

  /** A `;` ends a field: one more may follow only if the line's format allows it. */
  private nextField(offset: number): void {
    const next = this.fieldIndex + 1;
    if (this.line === 1 && next >= 2) {
      this.failAt('header-fields', offset, 'expected the end of the line after the number of piles, found ";"');
    } else if (this.line === 2 && next >= this.pileLimit) {
      this.failAt('piles-count-mismatch', offset, `the header says ${piles(this.pileCount)}, but this line has more`, {
        expected: this.pileCount,
      });
    } else if (this.line >= 3 && next >= 2) {
      this.failAt('move-fields', offset, 'expected the end of the line after the number of tokens, found ";"');
    }
    this.fieldIndex = next;
    this.fieldPhase = BEFORE_NUMBER;
  }

  /** A finished number: checked against the rules for its place. */
  private endField(): void {
    this.acceptNumber(this.fieldValue());
  }

  /** A line feed (or the end of the input) ends the current line at `eolOffset`. */
  private endLine(eolOffset: number, nextLineStart: number): void {
    if (!this.lineHasContent) {
      if (this.firstBlankLine === 0) this.firstBlankLine = this.line;
      this.fastReady = false;
    } else {
      if (this.fieldPhase === BEFORE_NUMBER) {
        this.failAt('not-a-number', eolOffset, 'expected a number, found the end of the line');
        return;
      }
      this.endField();
      if (this.hasFailed()) return;
      if (this.line === 1) this.finishHeader(eolOffset);
      else if (this.line === 2) this.finishStart(eolOffset);
      else this.finishMove(eolOffset);
      if (this.hasFailed()) return;
      this.lastContentLine = this.line;
    }
    this.line++;
    this.lineStart = nextLineStart;
    this.lineHasContent = false;
    this.fieldIndex = 0;
    this.fieldPhase = BEFORE_NUMBER;
    this.crOffset = -1;
    this.fastReady = this.line >= 3 && !this.big && !this.ended && this.firstBlankLine === 0;
  }

  /** Records a `not-a-number` problem that quotes the character led by `byte` at `offset`. */
  private failFound(offset: number, text: string, byte: number): void {
    this.failAt('not-a-number', offset, text, {}, byte);
  }

  /** Collects the continuation bytes of a quoted character, which may arrive in later chunks. */
  private collectFound(bytes: Uint8Array, start: number): void {
    const failure = this.failure;
    if (failure?.found == null) return;
    for (let index = start; failure.foundNeed > 0 && index < bytes.length; index++) {
      const byte = bytes[index]!;
      if (byte < 0x80 || byte > 0xbf) {
        failure.foundNeed = 0;
        return;
      }
      failure.found.push(byte);
      failure.foundNeed--;
    }
  }
}
