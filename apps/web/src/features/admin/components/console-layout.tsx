import { ShieldAlertIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useAuth } from '@/lib/auth';
import { paths } from '@/lib/routes';
import { cn } from '@/lib/utils';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { areasFor, seesConsole } from './console-areas';

/** The console's frame: its title, the areas the role may open, and the page (docs/product/console.md#the-console). */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (!user || !seesConsole(user.role)) return <NoAccess />;
  const areas = areasFor(user.role);
  return (
    <div className="page-container py-6 sm:py-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm font-medium text-muted-foreground">Operations console</p>
        <p className="text-sm text-muted-foreground">
          Signed in as {user.email} ({user.role})
        </p>
      </div>
      <nav aria-label="Console" className="mt-3 border-b">
        <ul className="-mb-px flex flex-wrap gap-1">
          {areas.map((entry) => (
            <li key={entry.area}>
              <NavLink
                to={entry.to}
                className={({ isActive }) =>
                  cn(
                    'inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium outline-offset-2 focus-visible:outline-2 focus-visible:outline-ring',
                    isActive ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground',
                  )
                }
              >
                {entry.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        {children}
      </div>
    </div>
  );
}

function NoAccess() {
  useDocumentTitle('No access');
  return (
    <div className="page-container py-16 text-center">
      <ShieldAlertIcon aria-hidden="true" className="mx-auto size-10 text-muted-foreground" />
      <h1 className="mt-4 text-2xl font-bold">You do not have access to the console</h1>
      <p className="mt-2 text-muted-foreground">The operations console is for Pathway's moderators and admins.</p>
      <a href={paths.dashboard} className="mt-6 inline-block font-medium text-primary underline underline-offset-4">
        Go to your dashboard
      </a>
    </div>
  );
}
