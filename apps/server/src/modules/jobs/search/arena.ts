/**
 * Memory for the search index's memos (docs/search.md#memo-memory): typed arrays carved from a few
 * large ArrayBuffers and handed out again once released, so that the memos' churn does not grow the
 * memory outside V8's heap. Every 64 MB that memory grows starts a full collection of the heap, a
 * pause that every request in flight waits for.
 *
 * Blocks come in size classes (four per doubling, from 64 bytes to a slab); a released block waits
 * for its class. Nothing released is handed out before `settle()`, which the index calls when a
 * public call begins: an array dropped from a memo in the middle of a search may still be read by
 * that search. Past its capacity, or for an array larger than a slab, the arena gives a plain array.
 */
const MIN_BLOCK = 64;
const STEPS_PER_DOUBLING = 4;
/** A page of memory as the system hands it out (4 KB on x86-64; a write every 4 KB reaches larger pages too). */
const PAGE_BYTES = 4096;

/** Where a block is: its buffer, and its offset in that buffer. */
type Block = { buffer: ArrayBuffer; offset: number };

export interface ArenaStats {
  /** Slabs allocated, and their bytes; of those bytes, how many were written at reserve (`touchBytes`). */
  slabs: number;
  bytes: number;
  touched: number;
  /** Blocks handed out and not released; released and waiting for their class (free) or for settle (pending). */
  live: number;
  free: number;
  pending: number;
  /** Blocks carved from a slab for the first time since it was started, and handed out again after a release. */
  carves: number;
  reuses: number;
  /** Arrays given as plain ones, the arena being full or the array larger than a slab. */
  fallbacks: number;
  /** Releases of an array the arena did not hand out, or released already (ignored). */
  strays: number;
}

export class Arena {
  /** Per slab, the buffer it is part of and where in it it begins (slabs reserved together share one buffer). */
  private readonly slabs: { buffer: ArrayBuffer; base: number }[] = [];
  /** Per buffer, its first slab. */
  private readonly slabIndex = new WeakMap<ArrayBuffer, number>();
  /** The slab being carved, and where its unused part begins. */
  private current = 0;
  private top = 0;
  /** Per slab, how far it was ever carved: past that its bytes are still zeros. */
  private readonly carved: number[] = [];
  private readonly sizes: number[] = [];
  /** Per class, released blocks as codes (slab × slabBytes + offset). */
  private readonly free: number[][];
  /** Block code → class, for every block handed out and not released. */
  private readonly live = new Map<number, number>();
  private pending: number[] = [];
  private carves = 0;
  private reuses = 0;
  private fallbacks = 0;
  private strays = 0;
  private touched = 0;

  constructor(
    private readonly slabBytes: number,
    /** The most bytes of slabs to hold (read at each new slab: it may grow with the catalogue). */
    private readonly capacity: () => number,
  ) {
    for (let base = MIN_BLOCK; base <= slabBytes; base *= 2) {
      for (let step = 0; step < STEPS_PER_DOUBLING; step += 1) {
        const size = base + (base / STEPS_PER_DOUBLING) * step;
        if (size <= slabBytes) this.sizes.push(size);
      }
    }
    this.free = this.sizes.map(() => []);
  }

  /** A Uint8Array of `length` zeros. */
  bytes(length: number): Uint8Array {
    const block = this.alloc(length);
    return block ? new Uint8Array(block.buffer, block.offset, length) : new Uint8Array(length);
  }

  /** An Int32Array of `length` zeros. */
  ints(length: number): Int32Array {
    const block = this.alloc(length * Int32Array.BYTES_PER_ELEMENT);
    return block ? new Int32Array(block.buffer, block.offset, length) : new Int32Array(length);
  }

  /** A Float64Array of `length` zeros. */
  floats(length: number): Float64Array {
    const block = this.alloc(length * Float64Array.BYTES_PER_ELEMENT);
    return block ? new Float64Array(block.buffer, block.offset, length) : new Float64Array(length);
  }

  /** Gives an array back (or any view that begins where it does); it is handed out again after the next `settle()`. */
  release(array: ArrayBufferView | undefined): void {
    if (array === undefined) return;
    const first = this.slabIndex.get(array.buffer as ArrayBuffer);
    if (first === undefined) return;
    const code = first * this.slabBytes + array.byteOffset;
    const size = this.live.get(code);
    if (size === undefined) {
      this.strays += 1;
      return;
    }
    this.live.delete(code);
    this.pending.push(code, size);
  }

  /**
   * Allocates the slabs its capacity allows now, up to `maxBytes` of them, as one buffer. V8 starts a
   * full collection when memory outside its heap has grown by 64 MB since the last one: one buffer
   * costs one, where slabs allocated as the memos fill cost one per 64 MB while the server takes
   * traffic. A slab's pages take memory only once written: the first `touchBytes` of the slabs (in
   * the order they are carved) are written now, a page fault each before the server is ready rather
   * than in the middle of a search (docs/search.md#pages-touched); the rest as they are carved.
   */
  reserve(maxBytes: number, touchBytes = 0): void {
    const limit = Math.min(this.capacity(), maxBytes);
    let count = Math.floor(limit / this.slabBytes) - this.slabs.length;
    while (count > 0) {
      try {
        this.addSlabs(count, touchBytes - this.slabs.length * this.slabBytes);
        return;
      } catch (error) {
        // A system that refuses so large a buffer at once (strict overcommit): half as many, or the rest as the memos fill.
        if (!(error instanceof RangeError)) throw error;
        count = Math.floor(count / 2);
      }
    }
  }

  /** Makes what was released since the last call available; with nothing in use, starts every slab afresh. */
  settle(): void {
    if (this.pending.length === 0) return;
    if (this.live.size === 0) {
      for (const list of this.free) list.length = 0;
      this.current = 0;
      this.top = 0;
    } else {
      for (let i = 0; i < this.pending.length; i += 2) this.free[this.pending[i + 1]!]!.push(this.pending[i]!);
    }
    this.pending = [];
  }

  stats(): ArenaStats {
    return {
      slabs: this.slabs.length,
      bytes: this.slabs.length * this.slabBytes,
      touched: this.touched,
      live: this.live.size,
      free: this.free.reduce((sum, list) => sum + list.length, 0),
      pending: this.pending.length / 2,
      carves: this.carves,
      reuses: this.reuses,
      fallbacks: this.fallbacks,
      strays: this.strays,
    };
  }

  private classOf(bytes: number): number {
    let lo = 0;
    let hi = this.sizes.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.sizes[mid]! < bytes) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private alloc(bytes: number): Block | undefined {
    if (bytes === 0) return undefined;
    const c = this.classOf(bytes);
    if (c === this.sizes.length) {
      this.fallbacks += 1;
      return undefined;
    }
    const reused = this.free[c]!.pop();
    if (reused !== undefined) {
      this.reuses += 1;
      return this.handOut(reused, c, bytes);
    }
    const size = this.sizes[c]!;
    if (this.current < this.slabs.length && this.top + size > this.slabBytes) {
      this.current += 1;
      this.top = 0;
    }
    if (this.current === this.slabs.length) {
      if ((this.slabs.length + 1) * this.slabBytes > this.capacity()) {
        // Full: a released block of a larger class (up to twice the size) rather than a plain array.
        for (let larger = c + 1; larger < Math.min(c + STEPS_PER_DOUBLING + 1, this.sizes.length); larger += 1) {
          const spare = this.free[larger]!.pop();
          if (spare !== undefined) {
            this.reuses += 1;
            return this.handOut(spare, larger, bytes);
          }
        }
        this.fallbacks += 1;
        return undefined;
      }
      this.addSlabs(1);
    }
    const code = this.current * this.slabBytes + this.top;
    this.top += size;
    this.carves += 1;
    return this.handOut(code, c, bytes);
  }

  /** `count` slabs in one new buffer, its first `touchBytes` written (a zero into each page: nothing else has seen the buffer). */
  private addSlabs(count: number, touchBytes = 0): void {
    const buffer = new ArrayBuffer(count * this.slabBytes);
    const pages = new Uint8Array(buffer, 0, Math.max(0, Math.min(touchBytes, buffer.byteLength)));
    for (let at = 0; at < pages.length; at += PAGE_BYTES) pages[at] = 0;
    this.touched += pages.length;
    this.slabIndex.set(buffer, this.slabs.length);
    for (let k = 0; k < count; k += 1) {
      this.slabs.push({ buffer, base: k * this.slabBytes });
      this.carved.push(0);
    }
  }

  /** Marks a block in use and clears its first `bytes` where they were used before. */
  private handOut(code: number, c: number, bytes: number): Block {
    this.live.set(code, c);
    const slab = Math.floor(code / this.slabBytes);
    const within = code % this.slabBytes;
    const { buffer, base } = this.slabs[slab]!;
    const carved = this.carved[slab]!;
    if (within < carved) new Uint8Array(buffer, base + within, Math.min(bytes, carved - within)).fill(0);
    this.carved[slab] = Math.max(carved, within + this.sizes[c]!);
    return { buffer, offset: base + within };
  }
}
