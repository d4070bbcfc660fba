import { calendarApi } from '@herald/contracts'
import type { FastifyInstance } from 'fastify'
import { route } from '../../../platform/http/route.ts'
import type { JobDeps } from '../job-deps.ts'
import { getNextRuns } from './get-next-runs.ts'
import { getHolidays } from './get-holidays.ts'
import { saveHolidays } from './save-holidays.ts'

/** Calendar rules (ADR 0045): a job's next runs and the account's holiday list. */
export function registerCalendarRoutes(app: FastifyInstance, deps: JobDeps): void {
  route(app, calendarApi.nextRuns, async (request) =>
    getNextRuns(deps, request.caller, request.params.id, request.query.count),
  )
  route(app, calendarApi.holidays, async (request) => getHolidays(deps, request.caller))
  route(app, calendarApi.saveHolidays, async (request) => saveHolidays(deps, request.caller, request.body))
}
