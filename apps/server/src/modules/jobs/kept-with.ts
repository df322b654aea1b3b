/**
 * A value derived from an object and kept with it for as long as the object lives: under a symbol,
 * not enumerable, so that spreading, JSON, zod and deep equality never see it.
 *
 * A WeakMap would say the same, but V8 marks WeakMap entries in the pause that ends a full
 * collection, round after round when one entry's value is another's key: with a job's copy without
 * its apply link and that copy's JSON kept in two WeakMaps for 100,000 kept rows, that marking took
 * 150-170 ms of a 180 ms pause (bench/RESULTS.md, 2026-11-29). A property is marked with its object,
 * concurrently, like any other.
 */
export class KeptWith<T> {
  private readonly key: symbol;

  constructor(description: string) {
    this.key = Symbol(description);
  }

  get(object: object): T | undefined {
    return (object as Record<symbol, T | undefined>)[this.key];
  }

  /** Keeps `value` with `object` (once: a kept value never changes); a frozen object keeps nothing. */
  set(object: object, value: T): T {
    if (Object.isExtensible(object)) Object.defineProperty(object, this.key, { value, enumerable: false, writable: false, configurable: false });
    return value;
  }
}
