import { PagePlaceholder } from '../../../components/page-placeholder.tsx'

export function BillingPage() {
  return (
    <PagePlaceholder
      title="Billing and Usage"
      description="Your plan, billing details and product usage will be shown here."
    />
  )
}
