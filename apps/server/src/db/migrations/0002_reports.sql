CREATE TABLE "automated_filter_configs" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"visual_name" text NOT NULL,
	"visual_id" text NOT NULL,
	"filter_name" text NOT NULL,
	"is_enabled" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"is_active" boolean NOT NULL,
	"from_email" text NOT NULL,
	"email_title" text NOT NULL,
	"email_body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_tasks_job_id_unique" UNIQUE("job_id")
);
--> statement-breakpoint
CREATE TABLE "filter_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"position" integer NOT NULL,
	"filter_name" text NOT NULL,
	"filter_value" text NOT NULL,
	"to_email" text NOT NULL,
	"cc_email" text NOT NULL,
	"bcc_email" text NOT NULL,
	"is_active" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_recipients" (
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "notification_recipients_user_id_email_pk" PRIMARY KEY("user_id","email")
);
--> statement-breakpoint
CREATE TABLE "report_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean NOT NULL,
	"bi_tool" text NOT NULL,
	"workspace_id" text NOT NULL,
	"workspace_name" text NOT NULL,
	"report_id" text NOT NULL,
	"report_name" text NOT NULL,
	"report_type" text NOT NULL,
	"report_url" text NOT NULL,
	"report_run_period" text NOT NULL,
	"file_prefix" text NOT NULL,
	"generate_excel" boolean NOT NULL,
	"excel_visuals" text NOT NULL,
	"number_of_loops" integer NOT NULL,
	"timeout_seconds" integer NOT NULL,
	"delay_seconds" integer NOT NULL,
	"pages_to_print" text NOT NULL,
	"page_size" text NOT NULL,
	"file_format" text NOT NULL,
	"locale" text NOT NULL,
	"ingestion_mode" text NOT NULL,
	"filter_name" text NOT NULL,
	"visual_name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_tasks_job_id_unique" UNIQUE("job_id")
);
--> statement-breakpoint
CREATE TABLE "verified_senders" (
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	CONSTRAINT "verified_senders_user_id_email_pk" PRIMARY KEY("user_id","email")
);
--> statement-breakpoint
CREATE TABLE "deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"file_id" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"message_id" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"possible_duplicate" boolean DEFAULT false NOT NULL,
	"error" text,
	"notified_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deliveries_file_id_unique" UNIQUE("file_id")
);
--> statement-breakpoint
CREATE TABLE "delivery_recipients" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"delivery_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"address" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"response" text
);
--> statement-breakpoint
CREATE TABLE "run_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"run_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"filter_name" text NOT NULL,
	"filter_value" text NOT NULL,
	"to_email" text NOT NULL,
	"cc_email" text NOT NULL,
	"bcc_email" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'EXECUTION_NOT_STARTED' NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"document_kind" text,
	"document_id" text,
	"document_size" bigint,
	"workbook_id" text,
	"workbook_size" bigint,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "emails_enabled" boolean;--> statement-breakpoint
ALTER TABLE "automated_filter_configs" ADD CONSTRAINT "automated_filter_configs_job_id_user_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."user_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_tasks" ADD CONSTRAINT "email_tasks_job_id_user_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."user_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filter_rows" ADD CONSTRAINT "filter_rows_job_id_user_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."user_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_recipients" ADD CONSTRAINT "notification_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_tasks" ADD CONSTRAINT "report_tasks_job_id_user_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."user_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verified_senders" ADD CONSTRAINT "verified_senders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_file_id_run_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."run_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_recipients" ADD CONSTRAINT "delivery_recipients_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_files" ADD CONSTRAINT "run_files_run_id_job_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."job_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "filter_rows_job_idx" ON "filter_rows" USING btree ("job_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_recipients_uq" ON "delivery_recipients" USING btree ("delivery_id","kind","address");--> statement-breakpoint
CREATE UNIQUE INDEX "run_files_run_position_uq" ON "run_files" USING btree ("run_id","position");--> statement-breakpoint
CREATE INDEX "run_files_open_idx" ON "run_files" USING btree ("run_id") WHERE "run_files"."status" in ('EXECUTION_NOT_STARTED', 'RUNNING');