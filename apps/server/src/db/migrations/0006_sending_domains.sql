CREATE TABLE "sending_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"domain" text NOT NULL,
	"selector" text NOT NULL,
	"public_key" text NOT NULL,
	"sealed_private_key" text NOT NULL,
	"dkim_state" text NOT NULL,
	"spf_state" text NOT NULL,
	"dmarc_state" text NOT NULL,
	"dkim_verified_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sending_domains_user_id_domain_unique" UNIQUE("user_id","domain")
);
--> statement-breakpoint
ALTER TABLE "sending_domains" ADD CONSTRAINT "sending_domains_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sending_domains_domain_idx" ON "sending_domains" USING btree ("domain");