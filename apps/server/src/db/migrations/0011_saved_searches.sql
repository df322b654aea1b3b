CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"params" jsonb NOT NULL,
	"frequency" text DEFAULT 'daily' NOT NULL,
	"alerts_since" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_frequency_check" CHECK ("saved_searches"."frequency" IN ('instant', 'daily', 'weekly', 'off')),
	CONSTRAINT "saved_searches_name_check" CHECK (char_length("saved_searches"."name") BETWEEN 1 AND 80)
);
--> statement-breakpoint
CREATE TABLE "alert_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"saved_search_id" uuid,
	"task_key" text NOT NULL,
	"frequency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"job_count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "alert_mails_task_key_unique" UNIQUE("task_key"),
	CONSTRAINT "alert_mails_status_check" CHECK ("alert_mails"."status" IN ('pending', 'sent'))
);
--> statement-breakpoint
CREATE TABLE "alert_mail_jobs" (
	"saved_search_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"alert_mail_id" uuid NOT NULL,
	CONSTRAINT "alert_mail_jobs_saved_search_id_job_id_pk" PRIMARY KEY("saved_search_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "job_dismissals" (
	"user_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_dismissals_user_id_job_id_pk" PRIMARY KEY("user_id","job_id")
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_mails" ADD CONSTRAINT "alert_mails_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_mail_jobs" ADD CONSTRAINT "alert_mail_jobs_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_mail_jobs" ADD CONSTRAINT "alert_mail_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_mail_jobs" ADD CONSTRAINT "alert_mail_jobs_alert_mail_id_alert_mails_id_fk" FOREIGN KEY ("alert_mail_id") REFERENCES "public"."alert_mails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_dismissals" ADD CONSTRAINT "job_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_dismissals" ADD CONSTRAINT "job_dismissals_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_user_created_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_frequency_since_idx" ON "saved_searches" USING btree ("frequency","alerts_since") WHERE "saved_searches"."frequency" <> 'off';--> statement-breakpoint
CREATE INDEX "alert_mails_sent_at_idx" ON "alert_mails" USING btree ("sent_at") WHERE "alert_mails"."status" = 'sent';--> statement-breakpoint
CREATE INDEX "alert_mails_saved_search_idx" ON "alert_mails" USING btree ("saved_search_id");--> statement-breakpoint
CREATE INDEX "alert_mail_jobs_alert_mail_idx" ON "alert_mail_jobs" USING btree ("alert_mail_id");--> statement-breakpoint
CREATE INDEX "alert_mail_jobs_job_idx" ON "alert_mail_jobs" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_dismissals_job_idx" ON "job_dismissals" USING btree ("job_id");--> statement-breakpoint
-- Alerts look for jobs added since a search's last mail: one index range (docs/product/alerts.md#what-is-new).
CREATE INDEX "jobs_created_at_idx" ON "jobs" USING btree ("created_at");
