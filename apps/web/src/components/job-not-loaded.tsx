import { Button } from '@mantine/core'
import { IconFileUnknown } from '@tabler/icons-react'
import { Link } from 'react-router'
import { PageState } from './page-state.tsx'

/** A job's page that cannot be shown: why, and the way back to Job Summary (`backTo`, with its query if any). */
export function JobNotLoaded({ message, backTo = '/user-jobs' }: { message: string; backTo?: string }) {
  return (
    <PageState state="error" size="page" icon={<IconFileUnknown size={28} />} title={message}>
      <Button component={Link} to={backTo} variant="light">
        Back to Job Summary
      </Button>
    </PageState>
  )
}
