ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'ROLE_USER' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;