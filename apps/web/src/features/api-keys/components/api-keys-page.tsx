import { PagePlaceholder } from '../../../components/page-placeholder.tsx'

export function ApiKeysPage() {
  return (
    <PagePlaceholder
      title="API Key Management"
      description="Your API key for programmatic access will be managed here."
    />
  )
}
