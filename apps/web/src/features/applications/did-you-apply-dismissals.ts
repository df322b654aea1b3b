/**
 * Questions the student put aside with "Ask me later": kept for this browser session only, so the
 * next visit asks again (docs/product/applications-web.md#did-you-apply).
 */
const STORAGE_KEY = 'pathway.didYouApply.later';

export function readDismissed(): Set<string> {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    const ids: unknown = raw ? JSON.parse(raw) : [];
    return new Set(Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

export function rememberDismissed(ids: ReadonlySet<string>): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...ids]));
  } catch {
    // Storage full or blocked: the question is put aside for this page only.
  }
}
