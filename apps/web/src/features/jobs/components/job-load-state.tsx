import { JobIdParams, type UserJob } from '@herald/contracts'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useParams } from 'react-router'
import { JobNotLoaded } from '../../../components/job-not-loaded.tsx'
import { PageState } from '../../../components/page-state.tsx'
import { errorText } from '../../../lib/api-error.ts'
import { jobQuery } from '../api/get-job.ts'

/** The `:id` of the route as a job id, or null when it is not one. */
export function useJobIdParam(): number | null {
  const parsed = JobIdParams.safeParse(useParams())
  return parsed.success ? parsed.data.id : null
}

/** Loads the route's job: a spinner while it comes, a way back when it cannot, else `children(job)`. */
export function WithJob({ children }: { children: (job: UserJob) => ReactNode }) {
  const id = useJobIdParam()
  const job = useQuery({ ...jobQuery(id ?? 0), enabled: id !== null })
  if (id === null) return <JobNotLoaded message="This address does not name a job." />
  if (job.isPending) return <PageState state="loading" size="page" label="Loading job" />
  if (job.isError) return <JobNotLoaded message={`This job could not be loaded: ${errorText(job.error)}`} />
  return children(job.data)
}
