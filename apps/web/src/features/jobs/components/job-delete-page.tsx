import { PagePlaceholder } from '../../../components/page-placeholder.tsx'

export function JobDeletePage() {
  return (
    <PagePlaceholder
      title="Confirm delete operation"
      description="Deleting this job will be confirmed here."
    />
  )
}
