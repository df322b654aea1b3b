import { consoleAreas, roleAllows, type ConsoleArea, type UserRole } from '@pathway/contracts';
import { consolePaths } from '../console-paths';

/** The console's navigation, in order; a new area (overview, jobs, moderation) adds its entry here and in contracts. */
export const consoleNav: { area: ConsoleArea; label: string; to: string }[] = [
  { area: 'users', label: 'Users', to: consolePaths.users },
  { area: 'overview', label: 'Overview', to: consolePaths.overview },
  { area: 'jobs', label: 'Jobs', to: consolePaths.jobs },
  { area: 'moderation', label: 'Moderation', to: consolePaths.moderation },
  { area: 'support', label: 'Support', to: consolePaths.support },
  { area: 'payments', label: 'Payments', to: consolePaths.payments },
  { area: 'auditLog', label: 'Audit log', to: consolePaths.auditLog },
];

/** The areas a role may open. */
export function areasFor(role: UserRole) {
  return consoleNav.filter((entry) => roleAllows(role, consoleAreas[entry.area]));
}

/** Whether the role sees the console at all. */
export const seesConsole = (role: UserRole | undefined) => role === 'moderator' || role === 'admin';
