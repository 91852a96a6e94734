// The WebAssembly core of the sparse-space method: its module (sparse-core.wat, shipped as base64 in
// sparse-core-bytes.ts), the choice between it and the TypeScript loops of sparse-loops.ts, and the linear
// memory in which a game's values, rare heaps, marks and wanted flags live while the core computes them.

import { SPARSE_CORE_BASE64 } from './sparse-core-bytes.js';

/** The core's exports: every array argument is a byte offset into its memory (see sparse-core.wat). */
export interface SparseCoreExports {
  /** The pairs the scans planned since the caller last reset it (as the TypeScript scan counts them). */
  readonly work: WebAssembly.Global;
  readonly markRarePairs_8: (G: number, rare: number, from: number, to: number, rest: number, mark: number, stamp: number) => void;
  readonly markRarePairs_16: (G: number, rare: number, from: number, to: number, rest: number, mark: number, stamp: number) => void;
  readonly markRarePairsBatch_8: (G: number, rare: number, from: number, to: number, rest: number, mark: number, size: number, stamp: number) => void;
  readonly markRarePairsBatch_16: (G: number, rare: number, from: number, to: number, rest: number, mark: number, size: number, stamp: number) => void;
  readonly markPairsBatch_8: (G: number, from: number, to: number, rest: number, mark: number, size: number, stamp: number) => void;
  readonly markPairsBatch_16: (G: number, from: number, to: number, rest: number, mark: number, size: number, stamp: number) => void;
  readonly witness_8: (G: number, from: number, to: number, rest: number, wanted: number, mark: number, stamp: number, missing: number) => number;
  readonly witness_16: (G: number, from: number, to: number, rest: number, wanted: number, mark: number, stamp: number, missing: number) => number;
  readonly scan_8: (G: number, wanted: number, mark: number, plan: number, count: number, widest: number, stamp: number, missing: number) => number;
  readonly scan_16: (G: number, wanted: number, mark: number, plan: number, count: number, widest: number, stamp: number, missing: number) => number;
}

/**
 * Which core computes heap-game values: the WebAssembly one, or the TypeScript loops (see
 * {@link heapValuesCore}).
 *
 * @example
 * ```ts
 * const core: HeapValuesCore = heapValuesCore(); // 'wasm'
 * ```
 *
 * @category Heap games
 */
export type HeapValuesCore = 'wasm' | 'typescript';

/** The core asked for (tests ask for each in turn); the compiled module, or null when it cannot be had. */
let preferred: HeapValuesCore = 'wasm';
let compiled: WebAssembly.Module | null | undefined;

/** The module, compiled once on first use; undefined where WebAssembly is missing or refuses it. */
function sparseCoreModule(): WebAssembly.Module | undefined {
  if (compiled === undefined) {
    try {
      const text = atob(SPARSE_CORE_BASE64);
      const bytes = new Uint8Array(text.length);
      for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
      // Synchronous: the module is under the 4 KiB a browser's main thread may compile so.
      compiled = new WebAssembly.Module(bytes);
    } catch {
      compiled = null;
    }
  }
  return compiled ?? undefined;
}

/**
 * Which core computes the Grundy values of heap games by the sparse-space method (Grundy's game, 0.6, 0.376,
 * 0.354, …): `'wasm'`, a small WebAssembly module shipped inside the package (hand-written, about 3 KB,
 * compiled synchronously on first use), or `'typescript'`, the same loops in TypeScript, used where
 * WebAssembly is unavailable or refuses the module. Both give the same values, within the same limits.
 *
 * @returns `'wasm'` when the WebAssembly core is in use, `'typescript'` otherwise.
 * @example
 * ```ts
 * heapValuesCore(); // 'wasm' in Node and in browsers that run WebAssembly
 * ```
 *
 * @category Heap games
 */
export function heapValuesCore(): HeapValuesCore {
  return preferred === 'wasm' && sparseCoreModule() !== undefined ? 'wasm' : 'typescript';
}

/**
 * Chooses the core the values computed from now on use (games already computing keep theirs). Internal: the
 * tests run the value and period tests against each.
 */
export function setHeapValuesCore(core: HeapValuesCore): void {
  preferred = core;
}

/** The parts of a {@link SparseMemory}, in the order they lie in it (only the last grows without moving others). */
export const PLAN = 0;
export const WANTED = 1;
export const MARKS = 2;
export const RARE = 3;
export const VALUES = 4;
export type Region = typeof PLAN | typeof WANTED | typeof MARKS | typeof RARE | typeof VALUES;

const PAGE = 65_536;

/**
 * One instance of the core with its own memory, holding one game's arrays in five regions. A region grows in
 * place, moving the ones after it up; the memory grows as needed (a `RangeError` when it cannot, as a typed
 * array that cannot be allocated). Growing detaches every view of the old memory: the holders re-take theirs
 * when {@link SparseMemory.generation} changes, and the value store is told at once ({@link SparseMemory.onMove}).
 */
export class SparseMemory {
  readonly core: SparseCoreExports;
  private readonly memory: WebAssembly.Memory;
  private readonly offsets = [0, 0, 0, 0, 0];
  private readonly sizes = [0, 0, 0, 0, 0];
  /** Changes whenever the memory grows or a region moves: every view taken before is stale. */
  generation = 0;
  /** Called after a change of {@link SparseMemory.generation}. */
  onMove: (() => void) | undefined;

  private constructor(module: WebAssembly.Module) {
    this.memory = new WebAssembly.Memory({ initial: 1 });
    this.core = new WebAssembly.Instance(module, { core: { memory: this.memory } }).exports as unknown as SparseCoreExports;
  }

  /** A memory with the core, or undefined when the TypeScript core is in use. */
  static create(): SparseMemory | undefined {
    const module = heapValuesCore() === 'wasm' ? sparseCoreModule() : undefined;
    if (module === undefined) return undefined;
    try {
      return new SparseMemory(module);
    } catch {
      return undefined;
    }
  }

  /** The byte offset of a region. */
  offset(region: Region): number {
    return this.offsets[region] ?? 0;
  }

  /** Room for `bytes` bytes in a region, its content kept; the regions after it move up, unchanged. */
  reserve(region: Region, bytes: number): void {
    const { offsets, sizes } = this;
    const before = sizes[region] ?? 0;
    if (bytes <= before) return;
    // Multiples of 8 bytes keep every region aligned for any view.
    const delta = Math.ceil((bytes - before) / 8) * 8;
    const end = (offsets[VALUES] ?? 0) + (sizes[VALUES] ?? 0) + delta;
    const have = this.memory.buffer.byteLength;
    if (end > have) this.memory.grow(Math.ceil((end - have) / PAGE));
    const bytesView = new Uint8Array(this.buffer());
    for (let later = VALUES; later > region; later--) {
      const at = offsets[later] ?? 0;
      bytesView.copyWithin(at + delta, at, at + (sizes[later] ?? 0));
      offsets[later] = at + delta;
    }
    sizes[region] = before + delta;
    this.generation++;
    this.onMove?.();
  }

  /** The memory's buffer (a new one after each growth). */
  private buffer(): ArrayBuffer {
    return this.memory.buffer;
  }

  /** A view of `length` entries of a region (taken anew after every change of the generation). */
  u8(region: Region, length: number): Uint8Array<ArrayBuffer> {
    return new Uint8Array(this.buffer(), this.offset(region), length);
  }

  u16(region: Region, length: number): Uint16Array<ArrayBuffer> {
    return new Uint16Array(this.buffer(), this.offset(region), length);
  }

  u32(region: Region, length: number): Uint32Array<ArrayBuffer> {
    return new Uint32Array(this.buffer(), this.offset(region), length);
  }

  i32(region: Region, length: number): Int32Array<ArrayBuffer> {
    return new Int32Array(this.buffer(), this.offset(region), length);
  }

  /** Reads the work the scans counted, and resets it. */
  takeWork(): number {
    const work = this.core.work.value as number;
    this.core.work.value = 0;
    return work;
  }
}
