export * from './users.ts'
export * from './audit-events.ts'
