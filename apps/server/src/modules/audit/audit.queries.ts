import type { AuditQuery } from '@herald/contracts'
import { and, asc, count, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/client.ts'
import { auditEvents } from '../../db/schema/index.ts'
import type { AuditEventType } from './audit-event-type.ts'
import { boundData, boundPrincipal } from './bounded-text.ts'

/** Records an event; the principal and every data value are bounded (user-supplied text: bounded-text.ts). */
export async function insertAuditEvent(
  db: Executor,
  event: { principal: string; type: AuditEventType; data?: Record<string, string> },
): Promise<void> {
  await db.insert(auditEvents).values({
    principal: boundPrincipal(event.principal),
    type: event.type,
    data: boundData(event.data ?? {}),
  })
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
        filter.principal === undefined
          ? undefined
          : eq(auditEvents.principal, boundPrincipal(filter.principal)),
        filter.data === undefined
          ? undefined
          : sql`${auditEvents.data} @> ${JSON.stringify(boundData(filter.data))}::jsonb`,
        gte(auditEvents.createdAt, since),
      ),
    )
  return row?.n ?? 0
}

const sortColumns = {
  timestamp: auditEvents.createdAt,
  principal: sql`lower(${auditEvents.principal})`,
  type: auditEvents.type,
} satisfies Record<string, SQL | AnyPgColumn>

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** One page of events matching the filters, and how many match in all. */
export async function listAuditEvents(
  db: Executor,
  query: Pick<AuditQuery, 'page' | 'size' | 'sort' | 'type' | 'principal'> & { from?: Date; to?: Date },
): Promise<{ rows: Array<typeof auditEvents.$inferSelect>; total: number }> {
  const [field, direction] = query.sort.split(',') as [keyof typeof sortColumns, 'asc' | 'desc']
  const order = direction === 'desc' ? desc : asc
  const principal = query.principal?.trim()
  const where = and(
    query.type === undefined ? undefined : eq(auditEvents.type, query.type),
    principal ? ilike(auditEvents.principal, `%${escapeLike(principal)}%`) : undefined,
    query.from === undefined ? undefined : gte(auditEvents.createdAt, query.from),
    query.to === undefined ? undefined : lt(auditEvents.createdAt, query.to),
  )
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(order(sortColumns[field]), order(auditEvents.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(auditEvents).where(where),
  ])
  return { rows, total: counted?.n ?? 0 }
}
