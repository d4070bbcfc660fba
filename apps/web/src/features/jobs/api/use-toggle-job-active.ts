import type { UserJob } from '@herald/contracts'
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { jobKeys } from './job-keys.ts'
import { setJobActive } from './job-actions.ts'
import type { JobPage } from './list-jobs.ts'

interface Toggle {
  job: UserJob
  active: boolean
}

function withJob(page: JobPage | undefined, id: number, change: Partial<UserJob>): JobPage | undefined {
  return page && { ...page, jobs: page.jobs.map((job) => (job.id === id ? { ...job, ...change } : job)) }
}

/**
 * Activate / pause from the list (spec §4 "Toggles"): the switch flips at once and flips back
 * when the server refuses (the API client has already shown the server's reason).
 */
export function useToggleJobActive(listKey: QueryKey) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ job, active }: Toggle) => setJobActive(job.id, active),
    onMutate: async ({ job, active }: Toggle) => {
      await queryClient.cancelQueries({ queryKey: listKey })
      queryClient.setQueryData<JobPage>(listKey, (page) => withJob(page, job.id, { isActive: active }))
    },
    onError: (_error, { job, active }) => {
      queryClient.setQueryData<JobPage>(listKey, (page) => withJob(page, job.id, { isActive: !active }))
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<JobPage>(listKey, (page) => withJob(page, saved.id, saved))
      queryClient.setQueryData(jobKeys.detail(saved.id), saved)
      void queryClient.invalidateQueries({ queryKey: jobKeys.lists(), refetchType: 'none' })
    },
  })
}
