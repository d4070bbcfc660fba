import { PagePlaceholder } from '../../../components/page-placeholder.tsx'

export function AuditsPage() {
  return (
    <PagePlaceholder title="Audits" description="Audit events, filterable by date, will be listed here." />
  )
}
