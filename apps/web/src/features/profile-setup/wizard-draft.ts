import { getAuthToken, subscribeToAuthToken } from '@/lib/auth-token';
import { LAST_STEP, restoreWizardValues, type WizardValues } from './wizard-values';

/**
 * The wizard's progress survives a reload: its values and step are kept in this tab's
 * sessionStorage under the user's id. Not localStorage, so nothing lingers on a shared computer
 * once the tab is closed; cleared on success and when the session ends.
 */
const PREFIX = 'pathway:profile-setup:';

export interface WizardDraft {
  step: number;
  values: WizardValues;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function loadDraft(owner: string, fallback: WizardValues): WizardDraft | null {
  try {
    const raw = storage()?.getItem(PREFIX + owner);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { step?: unknown; values?: unknown };
    const step = typeof parsed.step === 'number' && Number.isInteger(parsed.step) ? parsed.step : 0;
    return { step: Math.min(Math.max(0, step), LAST_STEP), values: restoreWizardValues(parsed.values, fallback) };
  } catch {
    return null;
  }
}

export function saveDraft(owner: string, draft: WizardDraft): void {
  try {
    storage()?.setItem(PREFIX + owner, JSON.stringify(draft));
  } catch {
    // Full or blocked storage: the wizard still works, only without surviving a reload.
  }
}

/** Drops the drafts of everyone but `keep` (every draft when it is absent). */
export function clearDrafts(keep?: string): void {
  const store = storage();
  if (!store) return;
  try {
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter(
      (key): key is string => key !== null && key.startsWith(PREFIX) && key !== PREFIX + keep,
    );
    for (const key of keys) store.removeItem(key);
  } catch {
    // Nothing that could be removed.
  }
}

export function clearDraft(owner: string): void {
  try {
    storage()?.removeItem(PREFIX + owner);
  } catch {
    // Nothing that could be removed.
  }
}

// Signing out (or a session lost to a 401) takes the draft with it.
subscribeToAuthToken(() => {
  if (getAuthToken() === null) clearDrafts();
});
