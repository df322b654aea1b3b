import { useEffect, useState } from 'react';

/**
 * Code a page does not need at first (the toaster, a dialog), loaded when it is first needed: on
 * the user's first press of a pointer or key (most of what it shows answers something the user
 * did, so by then it is in) or as soon as `needed`, whichever comes first. Returns the loaded value,
 * at once when `loaded` already holds it, and whether loading failed (the network dropped); a later
 * need tries again.
 */
export function useDeferred<T>(load: () => Promise<T>, loaded: T | null, needed: boolean): { value: T | null; failed: boolean } {
  // A function (a component) is kept as it is, not called as an initialiser.
  const [value, setValue] = useState<T | null>(() => loaded);
  const [failed, setFailed] = useState(false);
  const ready = value !== null;

  useEffect(() => {
    if (ready) return;
    let live = true;
    const stopListening = () => {
      window.removeEventListener('pointerdown', start, { capture: true });
      window.removeEventListener('keydown', start, { capture: true });
    };
    function start() {
      stopListening();
      load().then(
        (result) => live && setValue(() => result),
        () => live && setFailed(true),
      );
    }
    if (needed) {
      start();
    } else {
      window.addEventListener('pointerdown', start, { capture: true, passive: true });
      window.addEventListener('keydown', start, { capture: true });
    }
    return () => {
      live = false;
      stopListening();
    };
  }, [ready, needed, load]);

  return { value, failed };
}

/** What `once` gives: the loader, and the value once it has loaded. */
export interface Once<T> {
  load: () => Promise<T>;
  readonly loaded: T | null;
}

/** Loads `importer` once and remembers the result; a failed load may be tried again. */
export function once<T>(importer: () => Promise<T>): Once<T> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    load: () =>
      (loading ??= importer().then(
        (result) => (loaded = result),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
    get loaded() {
      return loaded;
    },
  };
}
