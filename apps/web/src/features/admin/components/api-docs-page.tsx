import { PagePlaceholder } from '../../../components/page-placeholder.tsx'

export function ApiDocsPage() {
  return <PagePlaceholder title="API" description="The interactive API documentation will be shown here." />
}
