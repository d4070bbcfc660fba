import type { Principal } from '../../auth/index.ts'
import type { JobDeps } from '../job-deps.ts'
import { listHolidays } from './holidays.queries.ts'

/** `GET /api/account/holidays`: the account's holiday list, as Settings → Holidays shows it. */
export async function getHolidays({ db }: JobDeps, principal: Principal) {
  return { holidays: await listHolidays(db, principal.userId) }
}
