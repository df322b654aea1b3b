CREATE TABLE "application_timeline" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "application_timeline_status_check" CHECK ("application_timeline"."status" IN ('clicked', 'applied', 'assessment', 'interview', 'offer', 'accepted', 'rejected', 'withdrawn', 'no_response'))
);
--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT "applications_job_id_jobs_id_fk";
--> statement-breakpoint
DROP INDEX "applications_user_created_idx";--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "job_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "company" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "status" text DEFAULT 'clicked' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "next_step_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "ask_again_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "apply_clicked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Hand-written: every existing application was an Apply Now click; it enters the tracker as
-- "clicked" at the time of the click, which keeps counting toward that month's quota.
UPDATE "applications" AS a SET
	"title" = j."title",
	"company" = j."company_name",
	"apply_clicked_at" = a."created_at",
	"status_changed_at" = a."created_at",
	"updated_at" = a."created_at"
FROM "jobs" AS j WHERE j."id" = a."job_id";--> statement-breakpoint
INSERT INTO "application_timeline" ("application_id", "status", "at")
	SELECT "id", 'clicked', "created_at" FROM "applications";--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "title" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "company" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deadline_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "follow_ups" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "calendar_token_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "calendar_token_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application_timeline" ADD CONSTRAINT "application_timeline_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_timeline_application_at_idx" ON "application_timeline" USING btree ("application_id","at");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_user_clicked_idx" ON "applications" USING btree ("user_id","apply_clicked_at");--> statement-breakpoint
CREATE INDEX "applications_user_updated_idx" ON "applications" USING btree ("user_id","updated_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "applications_status_changed_idx" ON "applications" USING btree ("status","status_changed_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_calendar_token_hash_unique" UNIQUE("calendar_token_hash");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_status_check" CHECK ("applications"."status" IN ('clicked', 'applied', 'assessment', 'interview', 'offer', 'accepted', 'rejected', 'withdrawn', 'no_response'));--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_notes_check" CHECK (char_length("applications"."notes") <= 2000);--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_link_check" CHECK ("applications"."link" IS NULL OR "applications"."link" ~ '^https?://');