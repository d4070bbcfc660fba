export { AccountEmailPage } from './components/account-email-page.tsx'
export { IpWhitelistPage } from './components/ip-whitelist-page.tsx'
export { NotificationsPage } from './components/notifications-page.tsx'
export { SesDomainsPage } from './components/ses-domains-page.tsx'
