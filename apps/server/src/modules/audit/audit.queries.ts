import { and, count, eq, gte, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { auditEvents } from '../../db/schema/index.ts'
import type { AuditEventType } from './audit-event-type.ts'

export async function insertAuditEvent(
  db: Executor,
  event: { principal: string; type: AuditEventType; data?: Record<string, string> },
): Promise<void> {
  await db
    .insert(auditEvents)
    .values({ principal: event.principal, type: event.type, data: event.data ?? {} })
}

/** How many events of a type since a time, for one principal and/or with the given data fields. */
export async function countAuditEventsSince(
  db: Executor,
  filter: { type: AuditEventType; principal?: string; data?: Record<string, string> },
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.type, filter.type),
        filter.principal === undefined ? undefined : eq(auditEvents.principal, filter.principal),
        filter.data === undefined
          ? undefined
          : sql`${auditEvents.data} @> ${JSON.stringify(filter.data)}::jsonb`,
        gte(auditEvents.createdAt, since),
      ),
    )
  return row?.n ?? 0
}
