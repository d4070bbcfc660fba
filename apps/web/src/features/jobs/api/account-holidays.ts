import { calendarApi } from '@herald/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/call-endpoint.ts'

/** The account's holidays (managed under Settings → Holidays), for step 1's preview of working-day jobs. */
export const holidaysQuery = queryOptions({
  queryKey: ['account', 'holidays'] as const,
  queryFn: ({ signal }) => callEndpoint(calendarApi.holidays, { signal, toast: false }),
  staleTime: 60_000,
})
