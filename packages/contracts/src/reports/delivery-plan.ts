import { z } from 'zod/mini'
import { RowFields } from './row-columns.ts'

/**
 * Who gets what (ADR 0043): each active row's file as it will be sent and its recipients, the totals, and an
 * estimate of the run's duration — before Finish and on the job's page.
 */
export const DELIVERY_PLAN_ROWS = 200

export const DeliveryPlanRow = z.object({
  /** The row's number as the grid shows it (1 = first row). */
  row: z.number(),
  filterName: z.string(),
  filterValue: z.string(),
  /** The attachment's name as the run will send it (FILE NAME, FILE DATE and the row's value, with its extension). */
  fileName: z.string(),
  /** 'PDF', 'PPTX', 'PDF + XLSX' or 'PPTX + XLSX' (the row's own Format and Attach Excel, else the job's). */
  format: z.string(),
  /**
   * The email's subject with the row's tokens resolved (ADR 0047); absent before step 3 is saved, or when the
   * row's value cannot go in a subject (a line break).
   */
  subject: z.optional(z.string()),
  to: z.array(z.string()),
  cc: z.array(z.string()),
  bcc: z.array(z.string()),
})
export type DeliveryPlanRow = z.infer<typeof DeliveryPlanRow>

export const DeliveryPlan = z.object({
  /** The first DELIVERY_PLAN_ROWS active rows; the totals count them all. */
  rows: z.array(DeliveryPlanRow),
  /** Files the run will make: one per active row. */
  files: z.number(),
  /** Emails it will send: one per file with a recipient, none while emails are disabled. */
  emails: z.number(),
  emailsEnabled: z.boolean(),
  estimatedSeconds: z.number(),
  /** What the estimate comes from: this job's last runs, or a rendering rate when it never ran. */
  estimateFrom: z.enum(['LAST_RUNS', 'RENDERING_RATE']),
  /** When the file names were read for (the job's next run, or now). */
  runAt: z.iso.datetime(),
})
export type DeliveryPlan = z.infer<typeof DeliveryPlan>

/** `POST /api/user-jobs/{id}/preview-row`: the row to render, saved or just typed. */
export const PreviewRowBody = z.object({
  filterName: z._default(z.string().check(z.maxLength(1000)), ''),
  filterValue: z._default(z.string().check(z.maxLength(10_000)), ''),
  /** All the row's filters (ADR 0046), first = filterName/filterValue; absent = that one filter. */
  filters: z.optional(
    z
      .array(
        z.object({
          filterName: z._default(z.string().check(z.maxLength(1000)), ''),
          filterValue: z._default(z.string().check(z.maxLength(10_000)), ''),
        }),
      )
      .check(z.maxLength(5)),
  ),
  /** The row's own columns, for the file name's tokens ({Account}, …) as a run resolves them. */
  fields: RowFields,
  /** The report (PDF or PPTX, as the job is set) or, for a job with the Excel export on, its workbook. */
  document: z._default(z.enum(['REPORT', 'XLSX']), 'REPORT'),
})
export type PreviewRowBody = z.infer<typeof PreviewRowBody>

export const PREVIEW_ROW_PER_MINUTE = 20

export const deliveryPlanMessages = {
  notConfigured: 'Report is not configured. Open the job and complete step 2.',
  tooManyPreviews: `Too many previews: at most ${PREVIEW_ROW_PER_MINUTE} a minute. Try again in a moment.`,
  noExcel: 'This job does not export Excel: turn on the Excel export in step 2 to preview a workbook.',
  noBrowser: 'Previews cannot be rendered by this server: it has no browser.',
} as const
