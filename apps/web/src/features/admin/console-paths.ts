import { paths } from '@/lib/routes';

/** The console's addresses (docs/product/console.md#the-console), under `paths.console`. */
export const consolePaths = {
  home: paths.console,
  overview: `${paths.console}/overview`,
  jobs: `${paths.console}/jobs`,
  jobsImport: `${paths.console}/jobs/import`,
  moderation: `${paths.console}/moderation`,
  users: `${paths.console}/users`,
  support: `${paths.console}/support`,
  payments: `${paths.console}/payments`,
  auditLog: `${paths.console}/audit-log`,
} as const;

export const consoleUserPath = (id: string) => `${consolePaths.users}/${encodeURIComponent(id)}`;
export const consoleMessagePath = (id: string) => `${consolePaths.support}/${encodeURIComponent(id)}`;
export const consoleJobPath = (id: string) => `${consolePaths.jobs}/${encodeURIComponent(id)}`;
