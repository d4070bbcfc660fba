import { PagePlaceholder } from '../../../components/page-placeholder.tsx'

export function EntityJobEditPage() {
  return (
    <PagePlaceholder title="Edit User Jobs" description="This job's stored fields will be edited here." />
  )
}
