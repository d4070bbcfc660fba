import { managementApi, managementMessages, type LogLevelChange } from '@herald/contracts'
import { callEndpoint } from '../../../lib/call-endpoint.ts'
import { useMutationThenReload } from '../../../lib/use-mutation-then-reload.ts'
import { loggersKey } from './loggers.ts'

/** Changes a logger's level at once (PUT management/logs), then reads the levels again. */
export function useSetLogLevel() {
  return useMutationThenReload({
    mutationFn: (body: LogLevelChange) =>
      callEndpoint(managementApi.setLogLevel, { body, toast: managementMessages.levelChangeFailed }),
    success: managementMessages.levelChanged,
    reload: loggersKey,
  })
}
