/** Every path of the route table (docs/product/site.md#routes), written once. */
export const paths = {
  home: '/',
  jobs: '/jobs',
  pricing: '/pricing',
  about: '/about',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  help: '/help',
  login: '/login',
  register: '/register',
  otpVerification: '/otp-verification',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  profileSetup: '/profile-setup',
  profile: '/profile',
  dashboard: '/dashboard',
  savedJobs: '/saved-jobs',
  /** The application tracker (docs/product/applications-web.md#the-tracker). */
  applications: '/applications',
  /** Saved searches and their alerts (docs/product/alerts.md#the-saved-searches-page). */
  savedSearches: '/saved-searches',
  settings: '/settings',
  /** The operations console (docs/product/console.md#the-console): moderators and admins. */
  console: '/admin',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** The job list filtered by a search text: `/jobs?q=…`. */
export function jobSearchHref(query: string): string {
  return `${paths.jobs}?${new URLSearchParams({ q: query }).toString()}`;
}

/** The job detail page (docs/product/catalogue.md#job-detail-page): `/jobs/:id`. */
export const jobDetailPattern = `${paths.jobs}/:id`;

export function jobPath(id: string): string {
  return `${paths.jobs}/${encodeURIComponent(id)}`;
}

/** The job list filtered to one domain: `/jobs?domain=…` (category links, similar jobs). */
export function jobDomainHref(domain: string): string {
  return `${paths.jobs}?${new URLSearchParams({ domain }).toString()}`;
}

/** The tracker filtered to one stage: `/applications?status=interview` (the dashboard's pipeline). */
export function applicationsStageHref(status: string): string {
  return `${paths.applications}?${new URLSearchParams({ status }).toString()}`;
}
