import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants.ts';

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants.ts';

export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a whole number of 1 or more.' })
    .int('page must be a whole number of 1 or more.')
    .min(1, 'page must be a whole number of 1 or more.')
    .default(1),
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.` })
    .int(`limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`)
    .min(1, `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`)
    .max(MAX_PAGE_SIZE, `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`)
    .default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** A paged list: `data: {data: [...], pagination}` inside the success envelope (docs/product/site.md#api-conventions). */
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), pagination: paginationSchema });
export type Paged<T> = { data: T[]; pagination: Pagination };
