import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { notifySuccess } from './notify.ts'

interface MutationThenReload<TData, TVariables> {
  mutationFn: (variables: TVariables) => Promise<TData>
  /** The success toast, or how to word it from the answer and what was sent. */
  success: string | ((data: TData, variables: TVariables) => string)
  /** The queries the change touched, read again before the mutation settles. */
  reload: QueryKey
}

/** A change on the server that, once done, says so and reads again what it changed. */
export function useMutationThenReload<TData, TVariables = void>({
  mutationFn,
  success,
  reload,
}: MutationThenReload<TData, TVariables>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: async (data, variables) => {
      notifySuccess(typeof success === 'string' ? success : success(data, variables))
      await queryClient.invalidateQueries({ queryKey: reload })
    },
  })
}
