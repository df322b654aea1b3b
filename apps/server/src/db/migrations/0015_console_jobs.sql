ALTER TABLE "jobs" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "listed_until" timestamp with time zone;--> statement-breakpoint
-- Hand-written: hiding a job already expired changes no listed column, yet its page turns from "expired" to "not found".
CREATE TRIGGER jobs_catalogue_version_visibility
  AFTER UPDATE OF hidden_at
  ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION pathway_bump_catalogue_version();
