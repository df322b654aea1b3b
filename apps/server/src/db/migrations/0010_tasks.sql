CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "tasks_kind_key_unique" UNIQUE("kind","key"),
	CONSTRAINT "tasks_status_check" CHECK ("tasks"."status" IN ('pending', 'done', 'dead')),
	CONSTRAINT "tasks_attempts_check" CHECK ("tasks"."attempts" >= 0 AND "tasks"."max_attempts" >= 1)
);
--> statement-breakpoint
CREATE INDEX "tasks_pending_run_at_idx" ON "tasks" USING btree ("run_at") WHERE "tasks"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "tasks_status_finished_idx" ON "tasks" USING btree ("status","finished_at");