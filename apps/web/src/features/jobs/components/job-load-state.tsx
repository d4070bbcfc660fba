import { JobIdParams, type UserJob } from '@herald/contracts'
import { Button } from '@mantine/core'
import { IconFileUnknown } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link, useParams } from 'react-router'
import { PageState } from '../../../components/page-state.tsx'
import { errorText } from '../../../lib/api-error.ts'
import { jobQuery } from '../api/get-job.ts'

/** The `:id` of the route as a job id, or null when it is not one. */
export function useJobIdParam(): number | null {
  const parsed = JobIdParams.safeParse(useParams())
  return parsed.success ? parsed.data.id : null
}

function NotLoaded({ message }: { message: string }) {
  return (
    <PageState state="error" size="page" icon={<IconFileUnknown size={28} />} title={message}>
      <Button component={Link} to="/user-jobs" variant="light">
        Back to Job Summary
      </Button>
    </PageState>
  )
}

/** Loads the route's job: a spinner while it comes, a way back when it cannot, else `children(job)`. */
export function WithJob({ children }: { children: (job: UserJob) => ReactNode }) {
  const id = useJobIdParam()
  const job = useQuery({ ...jobQuery(id ?? 0), enabled: id !== null })
  if (id === null) return <NotLoaded message="This address does not name a job." />
  if (job.isPending) return <PageState state="loading" size="page" label="Loading job" />
  if (job.isError) return <NotLoaded message={`This job could not be loaded: ${errorText(job.error)}`} />
  return children(job.data)
}
