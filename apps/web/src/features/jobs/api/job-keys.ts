import type { JobListParams } from '../lib/list-params.ts'

/** Cache keys of the jobs area: every list page and search share the `lists` prefix. */
export const jobKeys = {
  all: ['user-jobs'] as const,
  lists: () => [...jobKeys.all, 'list'] as const,
  list: (params: JobListParams) => [...jobKeys.lists(), params] as const,
  total: () => [...jobKeys.all, 'total'] as const,
  detail: (id: number) => [...jobKeys.all, 'detail', id] as const,
}
