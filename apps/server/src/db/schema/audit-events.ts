import { bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt } from './timestamps.ts'

/** Security-relevant events (spec: admin audits view), written in UTC. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    principal: text('principal').notNull(),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    createdAt,
  },
  (t) => [index('audit_events_principal_type_idx').on(t.principal, t.type, t.createdAt)],
)
