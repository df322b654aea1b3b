-- The catalogue version (see catalogue_state in schema.ts). Statement-level triggers bump it inside
-- every transaction that changes what the catalogue shows, whoever runs it (the server, the import
-- CLI, a psql session), so caches can never miss a change. The counters (applications_count,
-- redirect_count) are not part of the list and deliberately do not bump it.
INSERT INTO "catalogue_state" ("id", "version") VALUES (1, 1) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pathway_bump_catalogue_version()
  RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE catalogue_state SET version = version + 1, changed_at = now() WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_catalogue_version_insert_delete
  AFTER INSERT OR DELETE OR TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION pathway_bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER jobs_catalogue_version_update
  AFTER UPDATE OF external_id, company_id, company_name, title, type, location, work_mode, stipend,
    salary_min, salary_max, experience_min, experience_max, domains, skills, description, apply_link,
    posted_date, expiry_date, is_urgent, is_featured
  ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION pathway_bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER companies_catalogue_version
  AFTER INSERT OR UPDATE OF name, logo OR DELETE OR TRUNCATE ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION pathway_bump_catalogue_version();
--> statement-breakpoint
-- The skills dictionary of the typo-tolerant search (catalogue_skills in schema.ts), kept by the
-- statements that write jobs. A trigger with a transition table takes one event, hence two.
CREATE OR REPLACE FUNCTION pathway_collect_skills()
  RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO catalogue_skills (skill)
    SELECT DISTINCT s FROM changed_jobs, unnest(changed_jobs.skills) AS s
    ON CONFLICT (skill) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_collect_skills_insert
  AFTER INSERT ON jobs REFERENCING NEW TABLE AS changed_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION pathway_collect_skills();
--> statement-breakpoint
CREATE TRIGGER jobs_collect_skills_update
  AFTER UPDATE ON jobs REFERENCING NEW TABLE AS changed_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION pathway_collect_skills();
--> statement-breakpoint
INSERT INTO catalogue_skills (skill) SELECT DISTINCT unnest(skills) FROM jobs ON CONFLICT (skill) DO NOTHING;
--> statement-breakpoint
-- Covering indexes (drizzle cannot write INCLUDE; schema.ts names them in a comment).
-- The active list, newest first: deep pages read only this index (expiry_date filters in it).
CREATE INDEX IF NOT EXISTS "jobs_posted_date_idx" ON "jobs" USING btree ("posted_date" DESC NULLS FIRST, "id" DESC NULLS FIRST) INCLUDE ("expiry_date");
--> statement-breakpoint
-- The most common filtered list (one location and one type), already in list order. "location"
-- itself is included because an index-only scan cannot rebuild it from lower("location").
CREATE INDEX IF NOT EXISTS "jobs_location_type_posted_date_idx" ON "jobs" USING btree (lower("location"), "type", "posted_date" DESC NULLS FIRST, "id" DESC NULLS FIRST) INCLUDE ("location", "expiry_date");
--> statement-breakpoint
-- Active jobs: counts, "closing soon", and the aggregates (categories, option lists, companies
-- hiring, stats, sitemap) as index-only scans instead of reading every wide row.
CREATE INDEX IF NOT EXISTS "jobs_expiry_date_idx" ON "jobs" USING btree ("expiry_date", "id") INCLUDE ("company_id", "location", "type", "domains", "posted_date", "updated_at");
