import { PagePlaceholder } from '../../../components/page-placeholder.tsx'

export function JobEditPage() {
  return (
    <PagePlaceholder
      title="Edit Job"
      description="The job wizard will change this job's schedule, report and email settings here."
    />
  )
}
