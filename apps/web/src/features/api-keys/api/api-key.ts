import { apiKeyMessages, apiKeysApi, type ApiKeyInfo } from '@herald/contracts'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/call-endpoint.ts'
import { notifyError, notifySuccess } from '../../../lib/notify.ts'

const apiKeyKey = ['api-key'] as const

/** The account's key without its secret, or null when it has none (ADR 0051: an answer, not a 404). */
export const apiKeyQuery = queryOptions({
  queryKey: apiKeyKey,
  queryFn: async ({ signal }): Promise<ApiKeyInfo | null> => {
    try {
      return await callEndpoint(apiKeysApi.get, { signal, toast: false })
    } catch (error) {
      notifyError(apiKeyMessages.loadFailed)
      throw error
    }
  },
})

/** Generates or regenerates the key; the response is the only time its secret is seen. */
export function useGenerateApiKey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => callEndpoint(apiKeysApi.generate, { toast: apiKeyMessages.generateFailed }),
    onSuccess: ({ keySecret: _secret, ...info }) => {
      queryClient.setQueryData(apiKeyKey, info)
      notifySuccess(apiKeyMessages.generated)
    },
  })
}

export function useDeleteApiKey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => callEndpoint(apiKeysApi.remove, { toast: apiKeyMessages.deleteFailed }),
    onSuccess: () => {
      queryClient.setQueryData(apiKeyKey, null)
      notifySuccess(apiKeyMessages.deleted)
    },
  })
}
