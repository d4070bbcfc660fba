import { PagePlaceholder } from '../../../components/page-placeholder.tsx'

export function JobHistoryPage() {
  return (
    <PagePlaceholder
      title="Job History"
      description="This job's runs, with their files and email status, will be listed here."
    />
  )
}
