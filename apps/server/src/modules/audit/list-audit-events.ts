import type { AuditEvent, AuditQuery } from '@herald/contracts'
import type { Executor } from '../../db/client.ts'
import { AppError } from '../../platform/http/errors.ts'
import { listAuditEvents } from './audit.queries.ts'
import { boundData, boundPrincipal } from './bounded-text.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** The UTC midnight starting a YYYY-MM-DD day; a 400 for a day no calendar has (2026-02-30). */
function dayStart(day: string, field: string): Date {
  const date = new Date(`${day}T00:00:00.000Z`)
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) {
    throw new AppError(400, `${field} is not a date of the calendar.`)
  }
  return date
}

/** One page of audit events, newest first by default; fromDate and toDate are whole UTC days, both included. */
export async function pageAuditEvents(
  db: Executor,
  query: AuditQuery,
): Promise<{ page: AuditEvent[]; total: number }> {
  const from = query.fromDate === undefined ? undefined : dayStart(query.fromDate, 'fromDate')
  const to =
    query.toDate === undefined ? undefined : new Date(dayStart(query.toDate, 'toDate').getTime() + DAY_MS)
  const { rows, total } = await listAuditEvents(db, { ...query, from, to })
  return {
    page: rows.map((row) => ({
      id: row.id,
      timestamp: row.createdAt.toISOString(),
      // Bounded on read too: events stored before the bound existed keep the page small.
      principal: boundPrincipal(row.principal),
      type: row.type,
      data: boundData(row.data),
    })),
    total,
  }
}
