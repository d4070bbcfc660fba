import { billingApi } from '@herald/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/call-endpoint.ts'

/**
 * Whether card payments are set up on this server, for Job Summary's 'Choose Your Plan' (spec §2): read from
 * GET api/product-usage/ under the billing page's key, so the two share one answer.
 */
export const billingStateQuery = queryOptions({
  queryKey: ['product-usage'] as const,
  queryFn: ({ signal }) => callEndpoint(billingApi.usage, { signal, toast: false }),
  select: (usage) => usage.billing,
})
