import { apiKeyMessages, apiKeysApi, type ApiKeyInfo } from '@herald/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/call-endpoint.ts'
import { notifyError } from '../../../lib/notify.ts'
import { useMutationThenStore } from '../../../lib/use-mutation-then-store.ts'

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
  return useMutationThenStore({
    mutationFn: () => callEndpoint(apiKeysApi.generate, { toast: apiKeyMessages.generateFailed }),
    store: apiKeyKey,
    stored: ({ keySecret: _secret, ...info }) => info,
    success: apiKeyMessages.generated,
  })
}

export function useDeleteApiKey() {
  return useMutationThenStore({
    mutationFn: () => callEndpoint(apiKeysApi.remove, { toast: apiKeyMessages.deleteFailed }),
    store: apiKeyKey,
    stored: () => null,
    success: apiKeyMessages.deleted,
  })
}
