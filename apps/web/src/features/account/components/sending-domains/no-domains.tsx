import { IconShieldCheck } from '@tabler/icons-react'
import type { PageStateProps } from '../../../../components/page-state.tsx'

/** The empty list: why a sending domain is worth adding. */
export const NO_DOMAINS = {
  title: 'No sending domains yet',
  icon: <IconShieldCheck size={26} />,
  description:
    'Mail providers check DMARC: an email whose From domain does not sign it with DKIM (or pass SPF) is likely to be marked as spam or refused. Add the domain your report emails are sent from, publish the DKIM record Herald gives you, and your reports are signed as coming from you.',
} satisfies Omit<Extract<PageStateProps, { state: 'empty' }>, 'state'>
