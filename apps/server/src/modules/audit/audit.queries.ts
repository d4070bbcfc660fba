import { and, count, eq, gte } from 'drizzle-orm'
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

export async function countAuditEventsSince(
  db: Executor,
  principal: string,
  type: AuditEventType,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.principal, principal),
        eq(auditEvents.type, type),
        gte(auditEvents.createdAt, since),
      ),
    )
  return row?.n ?? 0
}
