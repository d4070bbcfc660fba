import { billingApi } from '@herald/contracts'
import { useMutation } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/call-endpoint.ts'

/** 'Manage billing': opens Stripe's customer portal. */
export function useOpenPortal() {
  return useMutation({
    mutationFn: () => callEndpoint(billingApi.portal),
    onSuccess: ({ url }) => window.location.assign(url),
  })
}
