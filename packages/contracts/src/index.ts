export * from './errors.ts';
export * from './fields.ts';
export * from './pagination.ts';
export * from './site.ts';
export * from './jobs.ts';
export * from './users.ts';
export * from './catalogue.ts';
