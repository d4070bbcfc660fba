import { PagePlaceholder } from '../../../components/page-placeholder.tsx'

export function AccountEmailPage() {
  return (
    <PagePlaceholder
      title="Change Email"
      description="Changing the email address you sign in with will happen here."
    />
  )
}
