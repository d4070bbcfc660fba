export { registerSenderRoutes } from './senders.routes.ts'
export { isServerSender } from './is-server-sender.ts'
export { isSenderVerified } from './senders.queries.ts'
export type { SendersDeps } from './senders-deps.ts'
