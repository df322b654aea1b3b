import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadScript } from './load-script';

let counter = 0;
/** A src no other test used: the loader remembers every script it loaded. */
const freshSrc = () => {
  counter += 1;
  return `https://checkout.example.test/v${counter}/checkout.js`;
};

const scriptsFor = (src: string) =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script')].filter((script) => script.src === src);

afterEach(() => {
  vi.useRealTimers();
});

describe('loadScript', () => {
  it('adds one async script and resolves once it has loaded', async () => {
    const src = freshSrc();
    const first = loadScript(src);
    const second = loadScript(src);
    expect(second).toBe(first);
    const [script, ...others] = scriptsFor(src);
    expect(others).toHaveLength(0);
    expect(script?.async).toBe(true);

    script?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
    // Loaded already: no second element, the same settled promise.
    await expect(loadScript(src)).resolves.toBeUndefined();
    expect(scriptsFor(src)).toHaveLength(1);
  });

  it('rejects when the script cannot load, removes it, and tries again on the next call', async () => {
    const src = freshSrc();
    const failed = loadScript(src);
    scriptsFor(src)[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow(`Could not load the script ${src}`);
    expect(scriptsFor(src)).toHaveLength(0);

    const retry = loadScript(src);
    expect(retry).not.toBe(failed);
    expect(scriptsFor(src)).toHaveLength(1);
    scriptsFor(src)[0]?.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBeUndefined();
  });

  it('gives up after the timeout', async () => {
    vi.useFakeTimers();
    const src = freshSrc();
    const slow = loadScript(src, { timeoutMs: 1000 });
    const outcome = expect(slow).rejects.toThrow(`Timed out loading the script ${src}`);
    vi.advanceTimersByTime(1000);
    await outcome;
    expect(scriptsFor(src)).toHaveLength(0);
  });

  it('ignores a late load event after it gave up', async () => {
    vi.useFakeTimers();
    const src = freshSrc();
    const slow = loadScript(src, { timeoutMs: 10 });
    const script = scriptsFor(src)[0];
    const outcome = expect(slow).rejects.toThrow(/Timed out/);
    vi.advanceTimersByTime(10);
    await outcome;
    script?.dispatchEvent(new Event('load'));
    // A new call starts a new load instead of reusing the abandoned one.
    void loadScript(src).catch(() => {});
    expect(scriptsFor(src)).toHaveLength(1);
  });
});
