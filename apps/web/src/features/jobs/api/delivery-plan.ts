import { reportConfigApi } from '@herald/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/call-endpoint.ts'
import { jobKeys } from './job-keys.ts'

/** Who gets what (ADR 0043): each active row's file and recipients, the totals and the estimated duration. */
export function deliveryPlanQuery(jobId: number) {
  return queryOptions({
    queryKey: [...jobKeys.all, 'delivery-plan', jobId] as const,
    queryFn: ({ signal }) => callEndpoint(reportConfigApi.deliveryPlan, { params: { id: jobId }, signal }),
    // Rows, recipients and emails change in steps 2 and 3: read the plan afresh each time it is shown, and keep
    // no copy once it is hidden, so a plan made before the last save is never on screen, even for a moment.
    staleTime: 0,
    gcTime: 0,
  })
}
