export { registerIpAllowListRoutes } from './ip-allow-list.routes.ts'
export { createClientAddressCheck, type CheckClientAddress } from './check-client-address.ts'
export { accountAllowsAddress } from './account-allows-address.ts'
export { displayAddress } from './address-range.ts'
