import { managementApi, managementMessages, type LogLevelChange } from '@herald/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/call-endpoint.ts'
import { notifySuccess } from '../../../lib/notify.ts'
import { loggersKey } from './loggers.ts'

/** Changes a logger's level at once (PUT management/logs), then reads the levels again. */
export function useSetLogLevel() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: LogLevelChange) =>
      callEndpoint(managementApi.setLogLevel, { body, toast: managementMessages.levelChangeFailed }),
    onSuccess: async () => {
      notifySuccess(managementMessages.levelChanged)
      await queryClient.invalidateQueries({ queryKey: loggersKey })
    },
  })
}
