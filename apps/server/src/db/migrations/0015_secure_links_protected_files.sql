CREATE TABLE "secure_links" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"file_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"downloads" integer DEFAULT 0 NOT NULL,
	"last_download_at" timestamp with time zone,
	CONSTRAINT "secure_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "email_tasks" ADD COLUMN "deliver_as" text DEFAULT 'ATTACHMENT' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_tasks" ADD COLUMN "link_expiry_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_tasks" ADD COLUMN "file_password_sealed" text;--> statement-breakpoint
ALTER TABLE "run_files" ADD COLUMN "protected" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "secure_links" ADD CONSTRAINT "secure_links_file_id_run_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."run_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "secure_links_file_idx" ON "secure_links" USING btree ("file_id");