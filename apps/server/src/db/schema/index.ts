export * from './users.ts'
export * from './audit-events.ts'
export * from './jobs.ts'
