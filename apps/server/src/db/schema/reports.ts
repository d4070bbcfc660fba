import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { filterRowColumns } from './filter-row-columns.ts'
import { jobIdColumn } from './jobs.ts'
import { updatedAt } from './timestamps.ts'
import { userIdColumn } from './users.ts'

/** A job's report task (spec §3 report generation task; the job's first and only one). */
export const reportTasks = pgTable('report_tasks', {
  id: serial('id').primaryKey(),
  jobId: jobIdColumn().notNull().unique(),
  name: text('name').notNull(),
  isActive: boolean('is_active').notNull(),
  biTool: text('bi_tool').notNull(),
  workspaceId: text('workspace_id').notNull(),
  workspaceName: text('workspace_name').notNull(),
  reportId: text('report_id').notNull(),
  reportName: text('report_name').notNull(),
  reportType: text('report_type').notNull(),
  reportUrl: text('report_url').notNull(),
  reportRunPeriod: text('report_run_period').notNull(),
  filePrefix: text('file_prefix').notNull(),
  generateExcel: boolean('generate_excel').notNull(),
  excelVisuals: text('excel_visuals').notNull(),
  numberOfLoops: integer('number_of_loops').notNull(),
  timeoutSeconds: integer('timeout_seconds').notNull(),
  delaySeconds: integer('delay_seconds').notNull(),
  pagesToPrint: text('pages_to_print').notNull(),
  pageSize: text('page_size').notNull(),
  fileFormat: text('file_format').notNull(),
  locale: text('locale').notNull(),
  ingestionMode: text('ingestion_mode').notNull(),
  filterName: text('filter_name').notNull(),
  visualName: text('visual_name').notNull(),
  /** A row whose filtered data is empty is SKIPPED: no file, no email (ADR 0043). */
  skipEmptyRows: boolean('skip_empty_rows').notNull().default(false),
  /**
   * The password that protects the files (ADR 0049), sealed with the secret box: a fixed text or a row
   * token such as `{Password}`; null when the files are not protected.
   */
  filePasswordSealed: text('file_password_sealed'),
  updatedAt,
})

/** Filter rows of a job's report task: one file per active row, each with its own recipients. */
export const filterRows = pgTable(
  'filter_rows',
  {
    id: serial('id').primaryKey(),
    jobId: jobIdColumn().notNull(),
    ...filterRowColumns,
    isActive: boolean('is_active').notNull(),
  },
  (t) => [index('filter_rows_job_idx').on(t.jobId, t.position)],
)

/** A job's email task (spec §3; the first and only one). */
export const emailTasks = pgTable('email_tasks', {
  id: serial('id').primaryKey(),
  jobId: jobIdColumn().notNull().unique(),
  isActive: boolean('is_active').notNull(),
  fromEmail: text('from_email').notNull(),
  emailTitle: text('email_title').notNull(),
  emailBody: text('email_body').notNull(),
  /** `ATTACHMENT` or `LINK`: a secure link instead of the files (ADR 0049). */
  deliverAs: text('deliver_as').notNull().default('ATTACHMENT'),
  /** Days a secure link of this job's emails works (1–30). */
  linkExpiryDays: integer('link_expiry_days').notNull().default(7),
  updatedAt,
})

/** Spec §3 "Automated filter config": filter values and recipients read from the BI tool. */
export const automatedFilterConfigs = pgTable('automated_filter_configs', {
  jobId: jobIdColumn().primaryKey(),
  visualName: text('visual_name').notNull(),
  visualId: text('visual_id').notNull(),
  filterName: text('filter_name').notNull(),
  isEnabled: boolean('is_enabled').notNull(),
})

/** Who hears about an account's failed runs and undeliverable emails. */
export const notificationRecipients = pgTable(
  'notification_recipients',
  {
    userId: userIdColumn().notNull(),
    email: text('email').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.email] })],
)

/** Sender addresses an account has proven it reads: a verification link was opened (spec §4). */
export const verifiedSenders = pgTable(
  'verified_senders',
  {
    userId: userIdColumn().notNull(),
    email: text('email').notNull(),
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.email] })],
)
