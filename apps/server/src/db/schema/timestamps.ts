import { timestamp } from 'drizzle-orm/pg-core'

/** `created_at`: when the row was inserted. */
export const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/** `updated_at`: now on insert; the queries that change the row set it again. */
export const updatedAt = timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
