import { PagePlaceholder } from '../../../components/page-placeholder.tsx'

export function MetricsPage() {
  return <PagePlaceholder title="Metrics" description="Server metrics will be shown here." />
}
