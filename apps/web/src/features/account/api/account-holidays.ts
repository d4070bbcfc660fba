import { calendarApi, type AccountHoliday } from '@herald/contracts'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/call-endpoint.ts'
import { notifySuccess } from '../../../lib/notify.ts'

/** The same key the job wizard reads the holidays with, so its preview follows a save here. */
export const accountHolidaysKey = ['account', 'holidays'] as const

export const accountHolidaysQuery = queryOptions({
  queryKey: accountHolidaysKey,
  queryFn: ({ signal }) =>
    callEndpoint(calendarApi.holidays, { signal, toast: 'The holidays could not be loaded.' }),
})

/** Replaces the whole list; the form shows a refusal inline. */
export function useSaveHolidays() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (holidays: AccountHoliday[]) =>
      callEndpoint(calendarApi.saveHolidays, { body: { holidays }, toast: false }),
    onSuccess: (saved, holidays) => {
      queryClient.setQueryData(accountHolidaysKey, saved)
      notifySuccess(holidays.length ? 'Holidays saved.' : 'Holiday list cleared.')
    },
  })
}
