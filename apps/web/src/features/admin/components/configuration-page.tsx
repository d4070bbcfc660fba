import { PagePlaceholder } from '../../../components/page-placeholder.tsx'

export function ConfigurationPage() {
  return (
    <PagePlaceholder
      title="Configuration"
      description="The server's configuration properties and environment will be shown here."
    />
  )
}
