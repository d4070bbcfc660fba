import { LOG_LEVELS, managementMessages, type LogLevelChange, type Loggers } from '@herald/contracts'
import { AppError } from '../../platform/http/errors.ts'
import { listLoggers, setLoggerLevel, type Logger } from '../../platform/log.ts'

/** management/logs: this process's loggers (ROOT and one per area) and their levels. */
export function readLoggers(log: Logger): Loggers {
  return { loggers: listLoggers(log) as Loggers['loggers'], levels: [...LOG_LEVELS] }
}

/** PUT management/logs: the level changes at once, for this process, until it is changed again or restarts. */
export function changeLogLevel(log: Logger, change: LogLevelChange): void {
  if (!setLoggerLevel(log, change.name, change.level)) {
    throw new AppError(404, managementMessages.unknownLogger)
  }
  log.info({ logger: change.name, level: change.level }, 'log level changed')
}
