CREATE TABLE "microsoft_sign_ins" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"job_id" integer NOT NULL,
	"principal" text NOT NULL,
	"sealed_refresh_token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bi_oauth_states" ADD COLUMN "purpose" text DEFAULT 'POWER_BI' NOT NULL;--> statement-breakpoint
ALTER TABLE "microsoft_sign_ins" ADD CONSTRAINT "microsoft_sign_ins_job_id_user_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."user_jobs"("id") ON DELETE cascade ON UPDATE no action;