import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ConsoleLayout } from './components/console-layout';
import { consolePaths } from './console-paths';
import { ConsoleAuditLogPage } from './pages/audit-log-page';
import { ConsoleIndexPage } from './pages/console-index-page';
import { ConsoleImportPage } from './pages/import-page';
import { ConsoleJobPage } from './pages/job-edit-page';
import { ConsoleJobsPage } from './pages/jobs-page';
import { ConsoleModerationPage } from './pages/moderation-page';
import { ConsoleOverviewPage } from './pages/overview-page';
import { ConsoleNotFound } from './pages/console-not-found';
import { ConsoleMessagePage } from './pages/message-page';
import { ConsolePaymentsPage } from './pages/payments-page';
import { ConsoleSupportPage } from './pages/support-page';
import { ConsoleUserPage } from './pages/user-detail-page';
import { ConsoleUsersPage } from './pages/users-page';

/**
 * The console's own route table, matched here rather than by the app's router: the app knows only
 * `/admin/*`, so neither these routes nor React Router's <Routes> reach the public pages' JavaScript.
 * A new area adds its line here.
 */
const routes: { pattern: RegExp; render: (params: string[]) => ReactNode }[] = [
  { pattern: /^$/, render: () => <ConsoleIndexPage /> },
  { pattern: /^overview$/, render: () => <ConsoleOverviewPage /> },
  { pattern: /^jobs$/, render: () => <ConsoleJobsPage /> },
  { pattern: /^jobs\/import$/, render: () => <ConsoleImportPage /> },
  { pattern: /^jobs\/([^/]+)$/, render: ([id]) => <ConsoleJobPage id={id!} /> },
  { pattern: /^moderation$/, render: () => <ConsoleModerationPage /> },
  { pattern: /^users$/, render: () => <ConsoleUsersPage /> },
  { pattern: /^users\/([^/]+)$/, render: ([id]) => <ConsoleUserPage id={id!} /> },
  { pattern: /^support$/, render: () => <ConsoleSupportPage /> },
  { pattern: /^support\/([^/]+)$/, render: ([id]) => <ConsoleMessagePage id={id!} /> },
  { pattern: /^payments$/, render: () => <ConsolePaymentsPage /> },
  { pattern: /^audit-log$/, render: () => <ConsoleAuditLogPage /> },
];

export function ConsoleRoutes() {
  const { pathname } = useLocation();
  const rest = pathname.slice(consolePaths.home.length).replace(/^\/+|\/+$/g, '');
  for (const route of routes) {
    const match = route.pattern.exec(rest);
    if (match) {
      const params = match.slice(1).map((p) => decodeURIComponent(p));
      // Keyed by the address, so a page's own state starts afresh on another user or message.
      return <ConsoleLayout key={rest}>{route.render(params)}</ConsoleLayout>;
    }
  }
  return (
    <ConsoleLayout>
      <ConsoleNotFound />
    </ConsoleLayout>
  );
}
