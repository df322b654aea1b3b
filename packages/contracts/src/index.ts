// First: configures zod before any schema here is built or used.
import './zod-config.ts';
export * from './errors.ts';
export * from './fields.ts';
export * from './pagination.ts';
export * from './site.ts';
export * from './jobs.ts';
export * from './users.ts';
export * from './auth.ts';
export * from './catalogue.ts';
export * from './profile-fields.ts';
export * from './profile.ts';
export * from './avatar.ts';
export * from './dashboard.ts';
export * from './saved-jobs.ts';
export * from './apply.ts';
export * from './applications.ts';
export * from './subscriptions.ts';
export * from './sessions.ts';
