import { PagePlaceholder } from '../../../components/page-placeholder.tsx'

export function SesDomainsPage() {
  return (
    <PagePlaceholder
      title="Email Domains"
      description="Your sending domains and their email-authentication (DMARC) status will be listed here."
    />
  )
}
