CREATE TABLE "bi_links" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"bi_tool" text NOT NULL,
	"server_url" text NOT NULL,
	"site_content_url" text NOT NULL,
	"principal" text NOT NULL,
	"sealed_credentials" text NOT NULL,
	"sealed_session" text,
	"is_valid" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bi_links" ADD CONSTRAINT "bi_links_job_id_user_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."user_jobs"("id") ON DELETE cascade ON UPDATE no action;