-- Listing health (docs/product/listing-health.md): students' reports, the apply-link checker's
-- state, and what the job shows of both, plus the import's safety flags.
ALTER TABLE "jobs" ADD COLUMN "flags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "reported_closed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "fee_reported" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "link_broken" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_flags_check" CHECK ("jobs"."flags" <@ ARRAY['asks_for_money', 'shortened_link', 'free_mail_apply']::text[]);--> statement-breakpoint
CREATE TABLE "job_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	CONSTRAINT "job_reports_user_job_unique" UNIQUE("user_id","job_id"),
	CONSTRAINT "job_reports_reason_check" CHECK ("job_reports"."reason" IN ('closed', 'broken_link', 'fee', 'duplicate', 'wrong_details')),
	CONSTRAINT "job_reports_state_check" CHECK ("job_reports"."state" IN ('open', 'confirmed', 'dismissed')),
	CONSTRAINT "job_reports_note_check" CHECK ("job_reports"."note" IS NULL OR char_length("job_reports"."note") <= 500)
);
--> statement-breakpoint
ALTER TABLE "job_reports" ADD CONSTRAINT "job_reports_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_reports" ADD CONSTRAINT "job_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_reports" ADD CONSTRAINT "job_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_reports_job_reason_idx" ON "job_reports" USING btree ("job_id","reason");--> statement-breakpoint
CREATE INDEX "job_reports_state_created_idx" ON "job_reports" USING btree ("state","created_at");--> statement-breakpoint
CREATE TABLE "job_link_checks" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"last_status" integer,
	"last_error" text,
	CONSTRAINT "job_link_checks_failures_check" CHECK ("job_link_checks"."consecutive_failures" >= 0)
);
--> statement-breakpoint
ALTER TABLE "job_link_checks" ADD CONSTRAINT "job_link_checks_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_link_checks_checked_at_idx" ON "job_link_checks" USING btree ("checked_at");--> statement-breakpoint
-- Hand-written: what lists show of a job's health bumps the catalogue version (0004, 0008) like any
-- other listed field, so every process's caches drop pages that show the old state. A trigger of its
-- own, so that it needs no knowledge of the column list of jobs_catalogue_version_update.
CREATE TRIGGER jobs_catalogue_version_health
  AFTER UPDATE OF flags, reported_closed, fee_reported, link_broken
  ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION pathway_bump_catalogue_version();
