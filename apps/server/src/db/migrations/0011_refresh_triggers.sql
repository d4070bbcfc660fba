CREATE TABLE "job_refreshes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"refresh_id" text NOT NULL,
	"source" text NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"error" text,
	"run_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sample_refreshes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "trigger_detail" text;--> statement-breakpoint
ALTER TABLE "user_jobs" ADD COLUMN "run_on_schedule" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "user_jobs" ADD COLUMN "run_after_refresh" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_jobs" ADD COLUMN "refresh_poll_minutes" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_jobs" ADD COLUMN "run_window_start" text;--> statement-breakpoint
ALTER TABLE "user_jobs" ADD COLUMN "run_window_end" text;--> statement-breakpoint
ALTER TABLE "user_jobs" ADD COLUMN "refresh_min_hours" integer;--> statement-breakpoint
ALTER TABLE "user_jobs" ADD COLUMN "next_refresh_poll_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_jobs" ADD COLUMN "refresh_tracked_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_jobs" ADD COLUMN "refresh_note" text;--> statement-breakpoint
ALTER TABLE "user_jobs" ADD COLUMN "last_refresh_run_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_jobs" ADD COLUMN "trigger_token_hash" text;--> statement-breakpoint
ALTER TABLE "user_jobs" ADD COLUMN "trigger_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_refreshes" ADD CONSTRAINT "job_refreshes_job_id_user_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."user_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_refreshes" ADD CONSTRAINT "job_refreshes_run_id_job_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."job_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_refreshes" ADD CONSTRAINT "sample_refreshes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_refreshes_job_refresh_uq" ON "job_refreshes" USING btree ("job_id","refresh_id");--> statement-breakpoint
CREATE INDEX "job_refreshes_waiting_idx" ON "job_refreshes" USING btree ("job_id") WHERE "job_refreshes"."state" = 'WAITING';--> statement-breakpoint
CREATE INDEX "sample_refreshes_user_idx" ON "sample_refreshes" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "user_jobs_refresh_poll_idx" ON "user_jobs" USING btree ("next_refresh_poll_at") WHERE "user_jobs"."is_active" and "user_jobs"."run_after_refresh";--> statement-breakpoint
CREATE UNIQUE INDEX "user_jobs_trigger_token_uq" ON "user_jobs" USING btree ("trigger_token_hash");