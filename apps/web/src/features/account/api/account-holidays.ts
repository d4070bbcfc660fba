import { calendarApi, type AccountHoliday } from '@herald/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/call-endpoint.ts'
import { useMutationThenStore } from '../../../lib/use-mutation-then-store.ts'

/** The same key the job wizard reads the holidays with, so its preview follows a save here. */
export const accountHolidaysKey = ['account', 'holidays'] as const

export const accountHolidaysQuery = queryOptions({
  queryKey: accountHolidaysKey,
  queryFn: ({ signal }) =>
    callEndpoint(calendarApi.holidays, { signal, toast: 'The holidays could not be loaded.' }),
})

/** Replaces the whole list; the form shows a refusal inline. */
export function useSaveHolidays() {
  return useMutationThenStore({
    mutationFn: (holidays: AccountHoliday[]) =>
      callEndpoint(calendarApi.saveHolidays, { body: { holidays }, toast: false }),
    store: accountHolidaysKey,
    success: (_saved, holidays) => (holidays.length ? 'Holidays saved.' : 'Holiday list cleared.'),
  })
}
