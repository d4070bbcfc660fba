import { PagePlaceholder } from '../../../components/page-placeholder.tsx'

export function JobListPage() {
  return <PagePlaceholder title="Job Summary" description="Your scheduled report jobs will be listed here." />
}
