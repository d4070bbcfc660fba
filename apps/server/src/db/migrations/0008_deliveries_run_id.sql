-- Each delivery names its run (copied from its file), so closing a run finds its open emails by one index look-up.
ALTER TABLE "deliveries" ADD COLUMN "run_id" bigint;--> statement-breakpoint
UPDATE "deliveries" d SET "run_id" = f."run_id" FROM "run_files" f WHERE f."id" = d."file_id";--> statement-breakpoint
ALTER TABLE "deliveries" ALTER COLUMN "run_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_run_id_job_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."job_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deliveries_open_idx" ON "deliveries" USING btree ("run_id") WHERE "deliveries"."status" in ('PENDING', 'SENDING');
