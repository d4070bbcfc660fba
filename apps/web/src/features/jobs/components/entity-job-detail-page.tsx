import { PagePlaceholder } from '../../../components/page-placeholder.tsx'

export function EntityJobDetailPage() {
  return <PagePlaceholder title="User Jobs" description="This job's stored fields will be shown here." />
}
