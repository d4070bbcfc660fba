import { calendarApi } from '@herald/contracts'
import type { FastifyInstance } from 'fastify'
import { route } from '../../../platform/http/route.ts'
import type { RequirePrincipal } from '../../auth/index.ts'
import type { JobDeps } from '../job-deps.ts'
import { getNextRuns } from './get-next-runs.ts'
import { getHolidays } from './get-holidays.ts'
import { saveHolidays } from './save-holidays.ts'

/** Calendar rules (ADR 0045): a job's next runs and the account's holiday list. */
export function registerCalendarRoutes(
  app: FastifyInstance,
  deps: JobDeps & { requirePrincipal: RequirePrincipal },
): void {
  const who = deps.requirePrincipal
  route(app, calendarApi.nextRuns, async (request) =>
    getNextRuns(deps, await who(request), request.params.id, request.query.count),
  )
  route(app, calendarApi.holidays, async (request) => getHolidays(deps, await who(request)))
  route(app, calendarApi.saveHolidays, async (request) =>
    saveHolidays(deps, await who(request), request.body),
  )
}
