import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

export interface QuickAction {
  label: string;
  to: string;
  icon: LucideIcon;
}

/** The 'Quick Actions' card of the dashboard and the profile: a list of links with icons. */
export function QuickActionsCard({ actions, headingId, className }: { actions: QuickAction[]; headingId?: string; className?: string }) {
  return (
    <Card className={cn('p-6', className)}>
      <CardTitle as="h2" id={headingId} className="mb-4 text-lg">
        Quick Actions
      </CardTitle>
      <ul className="grid gap-2">
        {actions.map(({ label, to, icon: Icon }) => (
          <li key={label}>
            <Link
              to={to}
              className="flex items-center gap-3 rounded-md border px-3 py-2.5 text-sm font-medium outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring"
            >
              <Icon aria-hidden="true" className="size-4 text-primary" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
