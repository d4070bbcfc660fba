import { boolean, integer, jsonb, text } from 'drizzle-orm/pg-core'

/**
 * The columns of a filter row: a job's row (`filter_rows`) and the snapshot a run's file keeps of it
 * (`run_files`, so editing the job never reroutes a run in flight) have the same ones.
 */
export const filterRowColumns = {
  position: integer('position').notNull(),
  filterName: text('filter_name').notNull(),
  filterValue: text('filter_value').notNull(),
  /** The row's filters after the first (ADR 0046: up to 5 per row); the first is filter_name/filter_value. */
  extraFilters: jsonb('extra_filters')
    .$type<{ filterName: string; filterValue: string }[]>()
    .notNull()
    .default([]),
  toEmail: text('to_email').notNull(),
  ccEmail: text('cc_email').notNull(),
  bccEmail: text('bcc_email').notNull(),
  /** The row's own columns (Name, Account, …; at most 20), for tokens in subject, body and file name (ADR 0047). */
  fields: jsonb('fields').$type<Record<string, string>>().notNull().default({}),
  /** Per-row overrides (ADR 0047): the document format and the Excel export; null keeps the job's setting. */
  format: text('format').$type<'PDF' | 'PPTX'>(),
  attachExcel: boolean('attach_excel'),
}
