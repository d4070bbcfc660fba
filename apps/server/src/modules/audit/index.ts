export { insertAuditEvent as recordAuditEvent, countAuditEventsSince } from './audit.queries.ts'
export type { AuditEventType } from './audit-event-type.ts'
export { registerAuditRoutes } from './audit.routes.ts'
