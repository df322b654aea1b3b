/** How long a script may take to load before the attempt counts as failed. */
export const SCRIPT_TIMEOUT_MS = 30_000;

const loads = new Map<string, Promise<void>>();

/**
 * Adds `<script src>` to the page once and resolves when it has run. Every caller asking for the
 * same `src` meanwhile or later shares that load; a load that fails (or takes longer than
 * `timeoutMs`) rejects, takes its element away and is forgotten, so the next call tries afresh.
 * The script must come from an origin the Content-Security-Policy allows.
 */
export function loadScript(src: string, { timeoutMs = SCRIPT_TIMEOUT_MS }: { timeoutMs?: number } = {}): Promise<void> {
  const known = loads.get(src);
  if (known) return known;

  const load = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const settle = (error?: Error) => {
      clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
      if (!error) {
        resolve();
        return;
      }
      script.remove();
      if (loads.get(src) === load) loads.delete(src);
      reject(error);
    };
    const timer = setTimeout(() => settle(new Error(`Timed out loading the script ${src}`)), timeoutMs);
    script.onload = () => settle();
    script.onerror = () => settle(new Error(`Could not load the script ${src}`));
    document.head.appendChild(script);
  });
  loads.set(src, load);
  return load;
}
