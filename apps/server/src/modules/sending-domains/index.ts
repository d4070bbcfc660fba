export { registerSendingDomainRoutes } from './sending-domains.routes.ts'
export { dkimSigningKey, senderDkimStatus, type DkimSigningKey } from './dkim-signing-key.ts'
export type { SendingDomainsDeps } from './sending-domains-deps.ts'
export { createDkimKeyBox, smtpRelayHost } from './dkim-key-box.ts'
