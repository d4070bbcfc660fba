import { PagePlaceholder } from '../../../components/page-placeholder.tsx'

export function JobNewPage() {
  return (
    <PagePlaceholder
      title="New Job"
      description="The job wizard (Schedule Report, Generate PDF, Send Email) will create a new job here."
    />
  )
}
