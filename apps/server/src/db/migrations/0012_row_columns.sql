ALTER TABLE "filter_rows" ADD COLUMN "fields" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "filter_rows" ADD COLUMN "format" text;--> statement-breakpoint
ALTER TABLE "filter_rows" ADD COLUMN "attach_excel" boolean;--> statement-breakpoint
ALTER TABLE "run_files" ADD COLUMN "fields" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "run_files" ADD COLUMN "format" text;--> statement-breakpoint
ALTER TABLE "run_files" ADD COLUMN "attach_excel" boolean;