import {
  IconBook,
  IconCreditCard,
  IconLogout,
  IconMail,
  IconSettings,
  IconShieldLock,
  IconUser,
} from '@tabler/icons-react'
import { apiDocsUrl, docsLink } from '../../config/site-links.ts'
import { NavMenu, type NavMenuItem } from './nav-menu.tsx'

const docsItems: NavMenuItem[] = [
  { label: 'Tutorials', href: docsLink('tutorials'), newTab: true },
  { label: 'Email Authentication', href: docsLink('email-authentication'), newTab: true },
  { label: 'API Docs', href: apiDocsUrl, newTab: true },
  { label: 'FAQs', href: docsLink('faqs'), newTab: true },
]

export function DocsMenu() {
  return <NavMenu label="Docs" icon={<IconBook size={16} />} items={docsItems} />
}

export function AdminMenu({ withApiDocs }: { withApiDocs: boolean }) {
  const items: NavMenuItem[] = [
    { label: 'Users', to: '/admin/user-management' },
    { label: 'Metrics', to: '/admin/metrics' },
    { label: 'Health', to: '/admin/health' },
    { label: 'Configuration', to: '/admin/configuration' },
    { label: 'Audits', to: '/admin/audits' },
  ]
  if (withApiDocs) items.push({ label: 'API docs', href: '/admin/docs' })
  return <NavMenu label="Admin" icon={<IconShieldLock size={16} />} items={items} />
}

const settingsItems: NavMenuItem[] = [
  { label: 'Notifications', to: '/account/notifications' },
  { label: 'Holidays', to: '/account/holidays' },
  { label: 'IP Whitelist', to: '/account/ip-whitelist' },
  { label: 'Email Domains', to: '/account/ses-domains' },
  { label: 'API Keys', to: '/api-keys' },
]

export function SettingsMenu() {
  return <NavMenu label="Settings" icon={<IconSettings size={16} />} items={settingsItems} />
}

const accountItems: NavMenuItem[] = [
  { label: 'Change Email', to: '/account/email', icon: <IconMail size={16} /> },
  { label: 'Billing and Usage', to: '/account/billing', icon: <IconCreditCard size={16} /> },
  { label: 'Sign out', to: '/logout', icon: <IconLogout size={16} />, dividerBefore: true },
]

export function AccountMenu({ email }: { email: string }) {
  return <NavMenu label="Account" icon={<IconUser size={16} />} items={accountItems} header={email} />
}
