CREATE TABLE "destination_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"file_id" bigint NOT NULL,
	"run_id" bigint NOT NULL,
	"destination_id" integer,
	"type" text NOT NULL,
	"label" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"event_id" text DEFAULT ('msg_' || replace(gen_random_uuid()::text, '-', '')) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"possible_duplicate" boolean DEFAULT false NOT NULL,
	"error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_destinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"type" text NOT NULL,
	"label" text NOT NULL,
	"settings" jsonb NOT NULL,
	"sealed_secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "destination_deliveries" ADD CONSTRAINT "destination_deliveries_file_id_run_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."run_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destination_deliveries" ADD CONSTRAINT "destination_deliveries_run_id_job_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."job_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destination_deliveries" ADD CONSTRAINT "destination_deliveries_destination_id_job_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."job_destinations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_destinations" ADD CONSTRAINT "job_destinations_job_id_user_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."user_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "destination_deliveries_file_destination_uq" ON "destination_deliveries" USING btree ("file_id","destination_id");--> statement-breakpoint
CREATE INDEX "destination_deliveries_open_idx" ON "destination_deliveries" USING btree ("run_id") WHERE "destination_deliveries"."status" in ('PENDING', 'SENDING');--> statement-breakpoint
CREATE INDEX "job_destinations_job_idx" ON "job_destinations" USING btree ("job_id");