import { PagePlaceholder } from '../../../components/page-placeholder.tsx'

export function JobDetailPage() {
  return (
    <PagePlaceholder
      title="Job Details"
      description="This job's schedule, status and last run will be shown here."
    />
  )
}
