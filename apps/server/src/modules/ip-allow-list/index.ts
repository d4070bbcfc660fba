export { registerIpAllowListRoutes } from './ip-allow-list.routes.ts'
export { createClientAddressCheck, type CheckClientAddress } from './check-client-address.ts'
