CREATE TABLE "job_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"scheduled_for" timestamp (3) with time zone NOT NULL,
	"trigger" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"idempotency_key" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'PROVISIONING' NOT NULL,
	"status_details" text,
	"error_details" text,
	"time_zone" text NOT NULL,
	"run_frequency" text DEFAULT 'MONTHLY' NOT NULL,
	"start_time" text NOT NULL,
	"cron_expression" text,
	"recipients" text[] DEFAULT '{}'::text[] NOT NULL,
	"last_run_at" timestamp with time zone,
	"next_run_at" timestamp with time zone,
	"duration_ms" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_runs" ADD CONSTRAINT "job_runs_job_id_user_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."user_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_jobs" ADD CONSTRAINT "user_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_runs_job_slot_uq" ON "job_runs" USING btree ("job_id","scheduled_for");--> statement-breakpoint
CREATE UNIQUE INDEX "job_runs_job_idempotency_uq" ON "job_runs" USING btree ("job_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "job_runs_active_idx" ON "job_runs" USING btree ("job_id") WHERE "job_runs"."status" in ('QUEUED', 'RUNNING');--> statement-breakpoint
CREATE INDEX "user_jobs_user_id_idx" ON "user_jobs" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "user_jobs_due_idx" ON "user_jobs" USING btree ("next_run_at") WHERE "user_jobs"."is_active";