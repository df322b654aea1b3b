import { describe, expect, it } from 'vitest';
import { Arena } from './arena.ts';

const KB = 1024;

/** Whether two views share any byte of one buffer. */
const overlap = (a: ArrayBufferView, b: ArrayBufferView) =>
  a.buffer === b.buffer && a.byteOffset < b.byteOffset + b.byteLength && b.byteOffset < a.byteOffset + a.byteLength;

describe('the arena of the search index memos', () => {
  it('hands out zeroed arrays that share no byte, carved from its slabs', () => {
    const arena = new Arena(64 * KB, () => 256 * KB);
    const arrays = [arena.ints(100), arena.bytes(3), arena.floats(50), arena.bytes(1000), arena.ints(7)];
    for (const a of arrays) expect([...(a as Uint8Array)].every((v) => v === 0)).toBe(true);
    for (let i = 0; i < arrays.length; i += 1) for (let k = i + 1; k < arrays.length; k += 1) expect(overlap(arrays[i]!, arrays[k]!)).toBe(false);
    expect(arrays[2]!.byteOffset % 8).toBe(0);
    expect(arena.stats()).toMatchObject({ slabs: 1, live: 5, fallbacks: 0 });
  });

  it('hands a released array out again only after settle, cleared', () => {
    const arena = new Arena(64 * KB, () => 256 * KB);
    const first = arena.ints(256);
    first.fill(7);
    const keep = arena.ints(256);
    arena.release(first);
    // Still read by the call that released it: not handed out before settle.
    const during = arena.ints(256);
    expect(overlap(during, first)).toBe(false);
    expect(first[0]).toBe(7);
    arena.settle();
    const after = arena.ints(256);
    expect(after.byteOffset).toBe(first.byteOffset);
    expect(after.buffer).toBe(first.buffer);
    expect([...after].every((v) => v === 0)).toBe(true);
    expect(overlap(after, keep)).toBe(false);
  });

  it('gives a shorter view from a block back as the whole block', () => {
    const arena = new Arena(64 * KB, () => 256 * KB);
    const block = arena.bytes(4000);
    arena.release(block.subarray(0, 10));
    arena.settle();
    expect(arena.bytes(4000).byteOffset).toBe(block.byteOffset);
  });

  it('ignores a second release and arrays it did not hand out', () => {
    const arena = new Arena(64 * KB, () => 256 * KB);
    const a = arena.bytes(500);
    arena.release(a);
    arena.release(a);
    arena.release(new Uint8Array(500));
    arena.release(a.subarray(10));
    arena.settle();
    expect(arena.stats()).toMatchObject({ live: 0, strays: 2 });
    const b = arena.bytes(500);
    const c = arena.bytes(500);
    expect(overlap(b, c)).toBe(false);
  });

  it('gives plain arrays past its capacity or for an array larger than a slab, and never more slabs than its capacity', () => {
    const arena = new Arena(64 * KB, () => 128 * KB);
    const big = arena.bytes(100 * KB);
    expect(big.buffer.byteLength).toBe(100 * KB);
    const held = Array.from({ length: 6 }, () => arena.bytes(30 * KB));
    expect(arena.stats()).toMatchObject({ slabs: 2, fallbacks: 3 });
    // The plain ones are the right size and zeroed, as any array.
    const plain = held.filter((a) => a.buffer.byteLength === 30 * KB);
    expect(plain.length).toBe(2);
  });

  it('takes a released block of a larger class when full, rather than a plain array', () => {
    const arena = new Arena(64 * KB, () => 64 * KB);
    const large = arena.bytes(40 * KB);
    arena.bytes(20 * KB);
    arena.release(large);
    arena.settle();
    const smaller = arena.bytes(30 * KB);
    expect(smaller.byteOffset).toBe(large.byteOffset);
    expect(arena.stats().fallbacks).toBe(0);
  });

  it('reserves the slabs its capacity allows, up to a bound, in one buffer, and carves from them in turn', () => {
    const arena = new Arena(64 * KB, () => 200 * KB);
    arena.reserve(130 * KB);
    expect(arena.stats()).toMatchObject({ slabs: 2, bytes: 128 * KB, live: 0 });
    arena.reserve(1024 * KB);
    expect(arena.stats()).toMatchObject({ slabs: 3, bytes: 192 * KB, live: 0 });
    const arrays = Array.from({ length: 6 }, () => arena.bytes(30 * KB));
    // Two blocks per slab, none across a slab's end: the first two slabs in the first buffer, the third in another.
    expect(arrays.map((a) => a.byteOffset)).toEqual([0, 32 * KB, 64 * KB, 96 * KB, 0, 32 * KB]);
    expect(new Set(arrays.map((a) => a.buffer)).size).toBe(2);
    expect(arena.stats()).toMatchObject({ slabs: 3, fallbacks: 0 });
  });

  it('gives a block of a slab reserved with others back to its own slab and class', () => {
    const arena = new Arena(64 * KB, () => 256 * KB);
    arena.reserve(256 * KB);
    const arrays = Array.from({ length: 8 }, () => arena.bytes(30 * KB));
    expect(new Set(arrays.map((a) => a.buffer)).size).toBe(1);
    const held = arrays[5]!;
    held.fill(3);
    arena.release(held.subarray(0, 100));
    arena.settle();
    const again = arena.bytes(30 * KB);
    expect(again.byteOffset).toBe(held.byteOffset);
    expect(again.every((v) => v === 0)).toBe(true);
    expect(arena.stats()).toMatchObject({ slabs: 4, live: 8, fallbacks: 0, strays: 0 });
  });

  it('starts its slabs afresh when nothing is in use, and clears what it carves again', () => {
    const arena = new Arena(64 * KB, () => 64 * KB);
    const arrays = Array.from({ length: 4 }, () => arena.bytes(10 * KB).fill(9));
    for (const a of arrays) arena.release(a);
    arena.settle();
    expect(arena.stats()).toMatchObject({ live: 0, free: 0 });
    const again = arena.bytes(30 * KB);
    expect(again.byteOffset).toBe(0);
    expect(again.every((v) => v === 0)).toBe(true);
  });

  // What the system has given the process: pages written at least once (Linux counts them in the resident set).
  it.skipIf(process.platform !== 'linux')('gives the bytes it is asked to touch memory at reserve, and no more', () => {
    const MB = 1024 * KB;
    const rss = () => process.memoryUsage().rss;
    const untouched = new Arena(MB, () => 96 * MB);
    let before = rss();
    untouched.reserve(96 * MB);
    expect(rss() - before).toBeLessThan(16 * MB);
    expect(untouched.stats()).toMatchObject({ bytes: 96 * MB, touched: 0 });

    const touched = new Arena(MB, () => 96 * MB);
    before = rss();
    touched.reserve(96 * MB, 48 * MB + 100);
    const grown = rss() - before;
    expect(grown).toBeGreaterThan(40 * MB);
    expect(grown).toBeLessThan(72 * MB);
    expect(touched.stats()).toMatchObject({ bytes: 96 * MB, touched: 48 * MB + 100 });
    // Still zeros, as handed out.
    expect(touched.bytes(MB).every((v) => v === 0)).toBe(true);
  });
});
