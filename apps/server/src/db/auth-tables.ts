import { accounts, rateLimits, sessions, users, verifications } from './schema/index.ts'

/** The tables the authentication library reads and writes, by the plural names it looks for. */
export const authTables = { users, sessions, accounts, verifications, rateLimits }
