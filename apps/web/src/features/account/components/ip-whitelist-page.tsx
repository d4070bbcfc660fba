import { PagePlaceholder } from '../../../components/page-placeholder.tsx'

export function IpWhitelistPage() {
  return (
    <PagePlaceholder
      title="IP Whitelist"
      description="The IP addresses allowed to use your account will be listed here."
    />
  )
}
