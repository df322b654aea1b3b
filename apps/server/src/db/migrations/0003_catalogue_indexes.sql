CREATE TABLE "catalogue_skills" (
	"skill" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_state_single_row_check" CHECK ("catalogue_state"."id" = 1)
);
--> statement-breakpoint
DROP INDEX "jobs_posted_date_idx";--> statement-breakpoint
DROP INDEX "jobs_expiry_date_idx";--> statement-breakpoint
DROP INDEX "jobs_company_id_idx";--> statement-breakpoint
DROP INDEX "jobs_domains_idx";--> statement-breakpoint
DROP INDEX "jobs_featured_posted_date_idx";--> statement-breakpoint
CREATE INDEX "jobs_company_posted_date_idx" ON "jobs" USING btree ("company_id","posted_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobs_salary_idx" ON "jobs" USING btree ("salary_max","salary_min","id");--> statement-breakpoint
CREATE INDEX "jobs_title_idx" ON "jobs" USING btree (lower("title") COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "jobs_applications_count_idx" ON "jobs" USING btree ("applications_count","id");--> statement-breakpoint
CREATE INDEX "jobs_domains_lower_idx" ON "jobs" USING gin (pathway_lower_array("domains"));--> statement-breakpoint
CREATE INDEX "jobs_featured_posted_date_idx" ON "jobs" USING btree ("posted_date" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "jobs"."is_featured";