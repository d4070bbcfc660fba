import { date, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { users } from './users.ts'

/** The account's holidays (ADR 0045): local dates its working-days jobs do not run on. */
export const accountHolidays = pgTable(
  'account_holidays',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    name: text('name').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
)
