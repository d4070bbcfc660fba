export { registerSenderRoutes } from './senders.routes.ts'
export { isSenderVerified } from './senders.queries.ts'
export type { SendersDeps } from './senders-deps.ts'
