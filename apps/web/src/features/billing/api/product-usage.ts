import { billingApi } from '@herald/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/call-endpoint.ts'

export const productUsageKey = ['product-usage'] as const

/** GET api/product-usage/: the plan, the trial's days remaining, this month's usage and the billing state. */
export const productUsageQuery = queryOptions({
  queryKey: productUsageKey,
  queryFn: ({ signal }) => callEndpoint(billingApi.usage, { signal, toast: false }),
})
