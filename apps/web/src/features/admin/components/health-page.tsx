import { PagePlaceholder } from '../../../components/page-placeholder.tsx'

export function HealthPage() {
  return (
    <PagePlaceholder
      title="Health"
      description="The health of the server and the services it depends on will be shown here."
    />
  )
}
