import type { ThreadDump } from '@herald/contracts'
import type { Config } from '../../config.ts'
import { eventLoopDelay } from '../../platform/metrics/event-loop-delay.ts'
import { knownSecrets, redactDeep } from './redact.ts'

/**
 * management/threaddump, Node's equivalent of a JVM thread dump: the active handles and requests by
 * type (sockets, timers, file requests…), the event loop's delay, and the diagnostic report
 * (`process.report`: JavaScript and native stacks, heap, libuv handles, resource usage) without the
 * environment variables and with every known secret and URL credential replaced by '******'.
 */
export function readThreadDump(config: Config): ThreadDump {
  const activeResources: Record<string, number> = {}
  for (const type of process.getActiveResourcesInfo()) {
    activeResources[type] = (activeResources[type] ?? 0) + 1
  }
  const { environmentVariables: _env, ...report } = process.report.getReport() as Record<string, unknown>
  return {
    activeResources,
    eventLoopDelayMs: eventLoopDelay(),
    report: redactDeep(report, knownSecrets(config)) as Record<string, unknown>,
  }
}
