import type { Company, JobListResponse, Paged } from '@pathway/contracts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { catalogueCacheFor, horizonOf } from '../jobs/catalogue-cache.ts';
import { listJobs } from '../jobs/jobs.service.ts';
import { findCompany, selectHiringCompanies, type CompanyRow } from './companies.repository.ts';

type Deps = Pick<AppDeps, 'database' | 'now'>;

const toCompany = (row: CompanyRow): Company => ({ _id: row.id, name: row.name, logo: row.logo, activeJobs: row.activeJobs });

/** GET /companies: companies hiring now (at least one active job), searchable by name, typo tolerant. */
export async function listCompanies(
  deps: Deps,
  request: { page: number; limit: number; query?: string | undefined },
): Promise<Paged<Company>> {
  const query = request.query?.trim() || undefined;
  const all = await catalogueCacheFor(deps).remember(`companies:${query?.toLowerCase() ?? ''}`, async (now) => {
    const result = await selectHiringCompanies(deps.database.db, now, query);
    return { value: result.rows.map(toCompany), version: result.catalogueVersion, horizon: horizonOf(result.minExpiry) };
  });
  const { page, limit } = request;
  return {
    data: all.slice((page - 1) * limit, page * limit),
    pagination: { page, limit, total: all.length, totalPages: Math.ceil(all.length / limit) },
  };
}

export async function getCompany(deps: Deps, id: string): Promise<Company> {
  const row = await findCompany(deps.database.db, id, deps.now());
  if (!row) throw new AppError('NOT_FOUND', 'We could not find that company.', { reason: 'not_found' });
  return toCompany(row);
}

/** GET /companies/:id/jobs: the company's active jobs, newest first, with the list's paging and caching. */
export async function companyJobs(deps: Deps, id: string, page: number, limit: number): Promise<JobListResponse> {
  await getCompany(deps, id);
  return listJobs(deps, { page, limit, filters: {} }, undefined, { companyId: id });
}
