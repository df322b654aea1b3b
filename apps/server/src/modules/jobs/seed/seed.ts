import type { Database } from '../../../db/client.ts';
import { jobs } from '../../../db/schema.ts';
import { importJobs } from '../jobs-import.service.ts';
import { cautionedDemoListings } from './cautioned-listings.ts';
import { generateDemoCatalogue } from './demo-catalogue.ts';

export interface SeedResult {
  /** False when the catalogue already had jobs and nothing was written. */
  seeded: boolean;
  jobs: number;
  companies: number;
}

/**
 * Fills an empty catalogue with the demo jobs through the same import as `npm run jobs:import`.
 * Does nothing when any job exists. Two processes seeding at once cannot duplicate anything:
 * the import upserts by externalId and company name.
 */
export async function seedDemoCatalogue(db: Database, now = new Date()): Promise<SeedResult> {
  const [existing] = await db.select({ id: jobs.id }).from(jobs).limit(1);
  if (existing) return { seeded: false, jobs: 0, companies: 0 };
  const result = await importJobs(db, [...generateDemoCatalogue(now), ...cautionedDemoListings(now)], { dropDuplicates: true });
  return { seeded: true, jobs: result.created + result.updated, companies: result.companiesCreated };
}
