ALTER TABLE "refresh_tokens" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "browser" text;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "os" text;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "place" text;