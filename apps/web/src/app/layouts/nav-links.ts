import { paths } from '@/lib/routes';

export interface NavItem {
  to: string;
  label: string;
}

export const publicNavItems: NavItem[] = [
  { to: paths.jobs, label: 'Jobs' },
  { to: paths.pricing, label: 'Pricing' },
];

export const memberNavItems: NavItem[] = [
  { to: paths.dashboard, label: 'Dashboard' },
  { to: paths.savedJobs, label: 'Saved Jobs' },
  { to: paths.applications, label: 'Applications' },
];
