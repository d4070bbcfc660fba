export { issueSecureLink, type IssueSecureLinkRequest } from './issue-secure-link.ts'
export { configureSecureLinks, secureLinkUrl } from './link-base.ts'
export { registerSecureLinkRoutes } from './secure-links.routes.ts'
export type { SecureLinksDeps } from './secure-links-deps.ts'
