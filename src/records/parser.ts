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
import { NimkitError } from '../errors.js';
import type { GameCheck, GameDiagnostic, GameErrorCode, GameMove, GameValidator } from './validator.js';
import { describeValue } from '../internal/integers.js';

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
/** Longer numbers are bigints; a JS bigint tops out near 3 * 10^8 digits, so stop well before. */
export const MAX_DIGITS = 100_000_000;
const MAX_SAFE_BIG = BigInt(Number.MAX_SAFE_INTEGER);

/** Strings are encoded in slices of this many UTF-16 units, so a huge string is never copied whole. */
const TEXT_SLICE = 1 << 16;

// Where the general path is within a field.
const BEFORE_NUMBER = 0;
const IN_NUMBER = 1;
const AFTER_NUMBER = 2;

let sharedEncoder: TextEncoder | undefined;
let sharedDecoder: TextDecoder | undefined;

function encoder(): TextEncoder {
  sharedEncoder ??= new TextEncoder();
  return sharedEncoder;
}

function decoder(): TextDecoder {
  sharedDecoder ??= new TextDecoder('utf-8', { ignoreBOM: true }); // keep a quoted U+FEFF
  return sharedDecoder;
}

function isDigit(byte: number | undefined): boolean {
  return byte !== undefined && byte >= ZERO && byte <= NINE;
}

function isHighSurrogate(unit: number): boolean {
  return unit >= 0xd800 && unit <= 0xdbff;
}

/** How many bytes the UTF-8 sequence led by `byte` has; 1 for ASCII and for bytes that cannot lead one. */
function sequenceLength(byte: number): number {
  if (byte >= 0xc2 && byte <= 0xdf) return 2;
  if (byte >= 0xe0 && byte <= 0xef) return 3;
  if (byte >= 0xf0 && byte <= 0xf4) return 4;
  return 1;
}

/** `1 token`, `3 tokens`. */
function tokens(count: number | bigint): string {
  return count === 1 || count === 1n ? '1 token' : `${count} tokens`;
}

/** `1 pile`, `3 piles`. */
function piles(count: number | bigint): string {
  return count === 1 || count === 1n ? '1 pile' : `${count} piles`;
}

type Details = Pick<GameDiagnostic, 'moveIndex' | 'expected' | 'actual'>;

/** The first problem, kept raw until `end` so a multi-byte character it quotes can arrive in a later chunk. */
interface Failure {
  readonly code: GameErrorCode;
  readonly line: number;
  readonly column: number;
  /** The message after `line L, column C: `; when `found` is set, the quoted character follows it. */
  readonly text: string;
  readonly details: Details;
  /** The bytes of the offending character, or null when the message quotes none. */
  readonly found: number[] | null;
  /** Continuation bytes still expected for `found`. */
  foundNeed: number;
}

export class GameParser implements GameValidator {
  private readonly onStart: ((piles: readonly number[] | readonly bigint[]) => void) | undefined;
  private readonly onMove: ((move: GameMove) => void) | undefined;

  // Position.
  /** Bytes written so far: the stream offset of the next chunk's first byte. */
  private consumed = 0;
  private bomMatched = 0;
  /** A high surrogate at the end of a string chunk, waiting for its low half. */
  private pendingHighSurrogate = '';
  private line = 1;
  /** The stream offset of the current line's first character. */
  private lineStart = 0;
  private lastContentLine = 0;
  /** The first blank line not yet followed by content; 0 when none. */
  private firstBlankLine = 0;
  /** The offset of a `\r` waiting for its `\n`; -1 when none. */
  private crOffset = -1;
  /** Whether the fast path may take the next line. */
  private fastReady = false;

  // The current line and field.
  private lineHasContent = false;
  private fieldIndex = 0;
  private fieldPhase = BEFORE_NUMBER;
  private fieldStart = 0;
  /** The number's value while it has at most 15 significant digits. */
  private numberValue = 0;
  private significantDigits = 0;
  /** All significant digits once there are more than 15. */
  private digitText = '';

  // The game.
  private counters: number | bigint = 0;
  private pileCount: number | bigint = 0;
  /** `pileCount` as a number; Infinity when it is a bigint (line 2 can never reach it). */
  private pileLimit = 0;
  /** Whether the counters exceed the safe range, so every pile and count is a bigint. */
  private big = false;
  private readonly piles: number[] = [];
  private readonly bigPiles: bigint[] = [];
  private start: readonly number[] | readonly bigint[] = [];
  private startSum = 0;
  /** The exact sum of line 2 once it leaves the safe range (from the start in bigint games). */
  private bigStartSum: bigint | null = null;
  private remaining = 0;
  private bigRemaining = 0n;
  private moves = 0;
  /** Exactly one token remains: the game is over. */
  private ended = false;
  private movePile = 0;
  private moveCount: number | bigint = 0;

  private failure: Failure | null = null;
  private result: GameCheck | null = null;

  constructor(
    onStart: ((piles: readonly number[] | readonly bigint[]) => void) | undefined,
    onMove: ((move: GameMove) => void) | undefined,
    /** Tests lower it to reach `number-too-long` without writing 100 MB. */
    private readonly maxDigits = MAX_DIGITS,
  ) {
    this.onStart = onStart;
    this.onMove = onMove;
    // Run the fast path's exit code once now, with no input (it changes nothing). Otherwise V8 optimizes its
    // loop mid-call before that code has type feedback, and the optimized loop bails out at every exit: on a
    // first 60 MB file that costs about a third of the time.
    this.fastMoves(NO_BYTES, 0, 0);
  }

  write(chunk: Uint8Array | string): void {
    if (this.result !== null) throw new NimkitError('write after end', 'write-after-end');
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
      this.failAt('number-too-long', this.fieldStart, `a number of more than ${this.maxDigits} digits is not supported`);
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

  /** Checks a finished number against the rules for its place. */
  private endField(): void {
    const value = this.fieldValue();
    if (this.line === 1) {
      if (this.fieldIndex === 0) {
        if (value === 0) this.failAt('counters-not-positive', this.fieldStart, 'the number of counters must be greater than 0');
        this.counters = value;
      } else {
        if (value === 0) this.failAt('piles-not-positive', this.fieldStart, 'the number of piles must be greater than 0');
        this.pileCount = value;
        this.pileLimit = typeof value === 'number' ? value : Number.POSITIVE_INFINITY;
      }
    } else if (this.line === 2) {
      this.addStartPile(value);
    } else if (this.fieldIndex === 0) {
      this.checkPileIndex(value);
    } else {
      this.checkCount(value);
    }
  }

  private addStartPile(value: number | bigint): void {
    if (this.big) this.bigPiles.push(BigInt(value));
    else this.piles.push(typeof value === 'number' ? value : 0); // a bigint pile already breaks the sum
    if (this.bigStartSum !== null) {
      this.bigStartSum += BigInt(value);
      return;
    }
    if (typeof value === 'number') {
      const sum = this.startSum + value;
      // Both terms are safe, so a rounded sum is above the safe range exactly when the true sum is.
      if (sum <= Number.MAX_SAFE_INTEGER) {
        this.startSum = sum;
        return;
      }
    }
    this.bigStartSum = BigInt(this.startSum) + BigInt(value);
  }

  private checkPileIndex(value: number | bigint): void {
    if (typeof value === 'bigint' || value >= this.pileLimit) {
      const range = this.pileLimit === 1 ? 'the only pile has index 0' : `the piles are numbered 0 to ${this.pileLimit - 1}`;
      this.failAt('pile-out-of-range', this.fieldStart, `pile index ${value} does not exist, ${range}`, { actual: value });
      return;
    }
    this.movePile = value;
  }

  private checkCount(value: number | bigint): void {
    if (value === 0) {
      this.failAt('count-zero', this.fieldStart, 'a move must take at least 1 token');
      return;
    }
    const inPile = this.big ? this.bigPiles[this.movePile]! : this.piles[this.movePile]!;
    const count = this.big ? BigInt(value) : value;
    if (count > inPile) {
      this.failAt('count-exceeds-pile', this.fieldStart, `pile index ${this.movePile} has ${tokens(inPile)}, cannot take ${count}`, {
        expected: inPile,
        actual: count,
      });
    } else if (count === (this.big ? this.bigRemaining : this.remaining)) {
      this.failAt('empties-all-piles', this.fieldStart, `taking ${tokens(count)} from pile index ${this.movePile} would leave no token at all`);
    }
    this.moveCount = count;
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

  private finishHeader(eolOffset: number): void {
    if (this.fieldIndex < 1) {
      this.failAt('header-fields', eolOffset, 'expected ";" and the number of piles, found the end of the line');
      return;
    }
    this.big = typeof this.counters === 'bigint';
    if (this.big) this.bigStartSum = 0n;
  }

  private finishStart(eolOffset: number): void {
    const count = this.fieldIndex + 1;
    if (count < this.pileLimit) {
      this.failAt('piles-count-mismatch', eolOffset, `the header says ${piles(this.pileCount)}, but this line has ${count}`, {
        expected: this.pileCount,
        actual: count,
      });
      return;
    }
    const sum = this.bigStartSum ?? this.startSum;
    if (sum !== this.counters) {
      this.fail('piles-sum-mismatch', 2, 1, `the piles hold ${tokens(sum)} in all, but the header says ${this.counters} counters`, {
        expected: this.counters,
        actual: sum,
      });
      return;
    }
    if (typeof this.counters === 'bigint') {
      this.bigRemaining = this.counters;
      this.start = this.bigPiles.slice();
      this.ended = this.bigRemaining === 1n;
    } else {
      this.remaining = this.counters;
      this.start = this.piles.slice();
      this.ended = this.remaining === 1;
    }
    this.onStart?.(this.big ? this.bigPiles : this.piles);
  }

  private finishMove(eolOffset: number): void {
    if (this.fieldIndex < 1) {
      this.failAt('move-fields', eolOffset, 'expected ";" and the number of tokens to take, found the end of the line');
      return;
    }
    const pile = this.movePile;
    const count = this.moveCount;
    if (typeof count === 'bigint') {
      this.bigPiles[pile] = this.bigPiles[pile]! - count;
      this.bigRemaining -= count;
      this.ended = this.bigRemaining === 1n;
    } else {
      this.piles[pile] = this.piles[pile]! - count;
      this.remaining -= count;
      this.ended = this.remaining === 1;
    }
    this.moves++;
    this.onMove?.({
      moveIndex: this.moves - 1,
      player: this.moves % 2 === 1 ? 1 : 2,
      pileIndex: pile,
      count,
      piles: this.big ? this.bigPiles : this.piles,
    });
  }

  /** The input is over and every line was fine: the file must hold a header, a start and a finished game. */
  private checkEndOfFile(): void {
    if (this.lastContentLine === 0) {
      this.fail('empty-file', 1, 1, 'the file is empty, expected the header "counters;piles"', {});
    } else if (this.lastContentLine === 1) {
      this.fail('missing-start', 2, 1, 'expected the starting piles, found the end of the file', {});
    } else if (!this.ended) {
      const left = this.big ? this.bigRemaining : this.remaining;
      this.fail(
        'not-finished',
        this.lastContentLine + 1,
        1,
        `the game is not finished: ${tokens(left)} remain, but the last move must leave exactly 1`,
        { expected: 1, actual: left },
      );
    }
  }

  private validResult(): GameCheck {
    return {
      valid: true,
      counters: this.counters,
      start: this.start,
      moves: this.moves,
      loser: this.moves % 2 === 0 ? 1 : 2,
    };
  }

  /** Records a problem at stream offset `offset` of the current line. */
  private failAt(code: GameErrorCode, offset: number, text: string, details: Details = {}, found: number | null = null): void {
    const onMoveLine = this.line >= 3 && this.lineHasContent;
    const column = offset - this.lineStart + 1;
    this.fail(code, this.line, column, text, onMoveLine ? { moveIndex: this.line - 3, ...details } : details, found);
  }

  /** Records a `not-a-number` problem that quotes the character led by `byte` at `offset`. */
  private failFound(offset: number, text: string, byte: number): void {
    this.failAt('not-a-number', offset, text, {}, byte);
  }

  /** A method, not a field test, so the type checker does not assume a call left it unchanged. */
  private hasFailed(): boolean {
    return this.failure !== null;
  }

  private fail(code: GameErrorCode, line: number, column: number, text: string, details: Details, found: number | null = null): void {
    this.failure ??= {
      code,
      line,
      column,
      text,
      details,
      found: found === null ? null : [found],
      foundNeed: found === null ? 0 : sequenceLength(found) - 1,
    };
    this.fastReady = false;
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

function diagnosticOf(failure: Failure): GameDiagnostic {
  let text = failure.text;
  if (failure.found !== null) {
    const decoded = decoder().decode(Uint8Array.from(failure.found));
    text += JSON.stringify(String.fromCodePoint(decoded.codePointAt(0)!)); // at least one byte: at least one character
  }
  return {
    code: failure.code,
    line: failure.line,
    column: failure.column,
    message: `line ${failure.line}, column ${failure.column}: ${text}`,
    ...failure.details,
  };
}
