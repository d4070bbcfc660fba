import { PagePlaceholder } from '../../../components/page-placeholder.tsx'

export function UserManagementPage() {
  return (
    <PagePlaceholder
      title="User Management"
      description="The accounts on this Herald server and their roles will be listed here."
    />
  )
}
