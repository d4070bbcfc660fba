import { date, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { userIdColumn } from './users.ts'

/** The account's holidays (ADR 0045): local dates its working-days jobs do not run on. */
export const accountHolidays = pgTable(
  'account_holidays',
  {
    userId: userIdColumn().notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    name: text('name').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
)
