import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { notifySuccess } from './notify.ts'

interface MutationThenStore<TData, TVariables> {
  mutationFn: (variables: TVariables) => Promise<TData>
  /** The query whose data the answer replaces … */
  store: QueryKey
  /** … with the answer itself unless this says what to keep of it. */
  stored?: (data: TData) => unknown
  /** The success toast, or how to word it from the answer and what was sent. */
  success: string | ((data: TData, variables: TVariables) => string)
}

/** A change on the server whose answer is a query's new data: stored in that query, then announced. */
export function useMutationThenStore<TData, TVariables = void>({
  mutationFn,
  store,
  stored = (data) => data,
  success,
}: MutationThenStore<TData, TVariables>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: (data, variables) => {
      queryClient.setQueryData(store, stored(data))
      notifySuccess(typeof success === 'string' ? success : success(data, variables))
    },
  })
}
