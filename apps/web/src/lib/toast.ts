import { useSyncExternalStore } from 'react';

/**
 * The app's one toast at a time (docs/product/site.md#errors-and-toasts): a new toast replaces the one on screen.
 * A tiny store so that code outside React (the query client's error handler) can raise toasts.
 */
/** How long a toast stays on screen unless the user keeps it (hover, focus) or closes it. */
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'default' | 'destructive' | 'info';

/** Each variant's colours, for the Radix toast and the plain one shown when Radix failed to load. */
export const TOAST_VARIANT_CLASSES: Record<ToastVariant, string> = {
  default: 'border-border bg-background text-foreground',
  destructive: 'border-destructive bg-destructive text-destructive-foreground',
  info: 'border-info bg-info text-info-foreground',
};

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ActiveToast extends Required<Omit<ToastOptions, 'description'>> {
  id: number;
  description?: string;
  open: boolean;
}

let current: ActiveToast | null = null;
let lastId = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function toast({ title, description, variant = 'default' }: ToastOptions): number {
  lastId += 1;
  current = { id: lastId, title, description, variant, open: true };
  emit();
  return lastId;
}

/** Closes the toast with this id, or whichever is showing when no id is given. */
export function dismissToast(id?: number): void {
  if (!current || (id !== undefined && current.id !== id) || !current.open) return;
  current = { ...current, open: false };
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getSnapshot = () => current;

export function useActiveToast(): ActiveToast | null {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
