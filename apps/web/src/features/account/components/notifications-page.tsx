import { PagePlaceholder } from '../../../components/page-placeholder.tsx'

export function NotificationsPage() {
  return (
    <PagePlaceholder
      title="Notifications"
      description="The people who receive error notifications about your jobs will be listed here."
    />
  )
}
