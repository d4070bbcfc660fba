CREATE TABLE "sftp_credentials" (
	"user_id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text,
	"public_key" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sftp_credentials_username_unique" UNIQUE("username")
);
--> statement-breakpoint
ALTER TABLE "sftp_credentials" ADD CONSTRAINT "sftp_credentials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;