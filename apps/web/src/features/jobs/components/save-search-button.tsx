import type { SavedSearchParams } from '@pathway/contracts';
import { BellPlusIcon } from 'lucide-react';
import { type ComponentType, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { once } from '@/hooks/use-deferred';
import { type AuthRedirectState, useAuth } from '@/lib/auth';
import { paths } from '@/lib/routes';
import { toast } from '@/lib/toast';
import type { JobSearch } from '../job-search-params';

type DialogProps = { params: SavedSearchParams; onClose: () => void };
const saveSearchDialog = once<ComponentType<DialogProps>>(() => import('./save-search-dialog').then((module) => module.SaveSearchDialog));

/** The saved search of what the list shows now: the address's search without its page; advanced filters only for premium. */
export function savedSearchParamsOf(search: JobSearch, premium: boolean): SavedSearchParams {
  const params: SavedSearchParams = {};
  if (search.q) params.q = search.q;
  if (search.type) params.type = search.type as SavedSearchParams['type'];
  if (search.location) params.location = search.location;
  if (search.domain) params.domain = search.domain;
  if (search.companies.length > 0) params.companies = search.companies;
  if (search.workMode.length > 0) params.workMode = search.workMode;
  if (premium && search.experience.length > 0) params.experience = search.experience;
  if (premium && search.salary.length > 0) params.salary = search.salary;
  return params;
}

/**
 * "Save this search" on /jobs (docs/product/alerts.md#saving-a-search): a dialog asking a name and
 * how often to email new matches. Guests are sent to sign in and come back here; an unverified
 * account hears the server's answer.
 */
export function SaveSearchButton({ search, premium }: { search: JobSearch; premium: boolean }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [SaveSearchDialog, setDialog] = useState<ComponentType<DialogProps> | null>(() => saveSearchDialog.loaded);

  const start = () => {
    if (!user) {
      toast({ title: 'Login Required', description: 'Please login to save searches.', variant: 'destructive' });
      const state: AuthRedirectState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
      void navigate(paths.login, { state });
      return;
    }
    setOpen(true);
    if (SaveSearchDialog) return;
    saveSearchDialog.load().then(
      (component) => setDialog(() => component),
      () => {
        // The dialog's code did not load (the network dropped): say so; the next press tries again.
        setOpen(false);
        toast({ title: 'Error', description: 'Failed to save the search. Please try again.', variant: 'destructive' });
      },
    );
  };

  return (
    <>
      <Button variant="outline" onClick={start} onPointerEnter={() => void saveSearchDialog.load().catch(() => {})}>
        <BellPlusIcon aria-hidden="true" />
        Save this search
      </Button>
      {open && SaveSearchDialog && <SaveSearchDialog params={savedSearchParamsOf(search, premium)} onClose={() => setOpen(false)} />}
    </>
  );
}
