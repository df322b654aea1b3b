import { CrownIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { paths } from '@/lib/routes';
import { closeUpgradePrompt, useUpgradePromptHost } from '@/lib/upgrade-prompt';

/**
 * The upgrade prompt as a Radix dialog; `UpgradePromptDialog` (upgrade-prompt-dialog.tsx) loads it
 * when it is first needed.
 */
export function UpgradeDialog() {
  const prompt = useUpgradePromptHost();
  // The last prompt stays in the dialog while it animates closed.
  const [shown, setShown] = useState(prompt);
  if (prompt && prompt !== shown) setShown(prompt);
  return (
    <Dialog open={prompt !== null} onOpenChange={(open) => !open && closeUpgradePrompt()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <span className="flex size-10 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <CrownIcon aria-hidden="true" className="size-5" />
          </span>
          <DialogTitle>{shown?.title}</DialogTitle>
          <DialogDescription>{shown?.message}</DialogDescription>
        </DialogHeader>
        <p className="text-sm">Premium gives you unlimited job details and applications, and advanced filters.</p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Not now</Button>
          </DialogClose>
          <Button asChild>
            <Link to={paths.pricing} onClick={closeUpgradePrompt}>
              Upgrade Now
            </Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
