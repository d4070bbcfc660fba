CREATE TABLE "account_holidays" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	CONSTRAINT "account_holidays_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "user_jobs" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "user_jobs" ADD COLUMN "working_days_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_jobs" ADD COLUMN "holiday_policy" text DEFAULT 'NEXT_WORKING_DAY' NOT NULL;--> statement-breakpoint
ALTER TABLE "account_holidays" ADD CONSTRAINT "account_holidays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;