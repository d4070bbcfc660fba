export { registerBillingRoutes } from './billing.routes.ts'
export { createBillingGateway } from './create-billing-gateway.ts'
export type { StripeGateway } from './billing-deps.ts'
