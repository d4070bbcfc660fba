import { QueryClient } from '@tanstack/react-query'

/** Failures are reported by the API client's toasts, so queries are not retried silently. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  })
}
