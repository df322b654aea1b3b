import { type ComponentType, useEffect } from 'react';
import { once, useDeferred, type Once } from '@/hooks/use-deferred';
import { closeUpgradePrompt, useUpgradePromptHost } from '@/lib/upgrade-prompt';
import { toast } from '@/lib/toast';

const upgradeDialog = once<ComponentType>(() => import('./upgrade-dialog').then((module) => module.UpgradeDialog));

/**
 * Shows the upgrade prompt a refused action raised (lib/upgrade-prompt.ts) while this page is on
 * screen. Its dialog (Radix Dialog and its scroll lock, ≈ 15 kB gzipped) loads when it is first
 * needed (`useDeferred`), not with the page; should it fail to load, the prompt is told as a toast.
 */
export function UpgradePromptDialog({ loader = upgradeDialog }: { loader?: Once<ComponentType> }) {
  const prompt = useUpgradePromptHost();
  const { value: Dialog, failed } = useDeferred(loader.load, loader.loaded, prompt !== null);

  useEffect(() => {
    if (!failed || Dialog || !prompt) return;
    toast({ title: prompt.title, description: prompt.message, variant: 'info' });
    closeUpgradePrompt();
  }, [failed, Dialog, prompt]);

  return Dialog ? <Dialog /> : null;
}
