import { billingApi, type PlanOfferId } from '@herald/contracts'
import { useMutation } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/call-endpoint.ts'

/** 'Choose …': opens Stripe Checkout for the offer (the browser leaves for Stripe's page). */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (offer: PlanOfferId) => callEndpoint(billingApi.checkout, { body: { offer } }),
    onSuccess: ({ url }) => window.location.assign(url),
  })
}
