import { pino } from 'pino'
import pretty from 'pino-pretty'

export type Logger = pino.Logger

const redact = ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.otp']

/** The root logger's name in the list of loggers (management/logs). */
export const ROOT_LOGGER = 'ROOT'

interface Area {
  logger: Logger
  /** Set on its own (management/logs); otherwise it follows the root's level. */
  own: boolean
}

/** Per root logger: its areas (http, queue, scheduler, …), child loggers whose level can change at run time. */
const areasOf = new WeakMap<Logger, Map<string, Area>>()

/**
 * JSON lines (production, tests, log collectors), or in development one readable line per entry:
 * time, level, message and its fields, without pid, host name and the request fields its message says.
 */
export function createLogger(level: string, options: { pretty?: boolean } = {}): Logger {
  if (!options.pretty) return pino({ level, redact })
  const stream = pretty({
    sync: true,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
  })
  return pino({ level, redact }, stream)
}

/** The root's child logger for one area of Herald (its lines carry `area`); one per name. */
export function areaLogger(root: Logger, name: string): Logger {
  let areas = areasOf.get(root)
  if (!areas) areasOf.set(root, (areas = new Map()))
  const known = areas.get(name)
  if (known) return known.logger
  const logger = root.child({ area: name })
  areas.set(name, { logger, own: false })
  return logger
}

/** The root and its areas with their current levels. */
export function listLoggers(root: Logger): Array<{ name: string; level: string }> {
  const areas = [...(areasOf.get(root) ?? new Map<string, Area>())]
  return [
    { name: ROOT_LOGGER, level: root.level },
    ...areas
      .map(([name, area]) => ({ name, level: area.logger.level }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  ]
}

/**
 * Changes a level now. ROOT changes the root and every area that has no level of its own; an area's
 * own level stays until it is set again. False when no logger has that name.
 */
export function setLoggerLevel(root: Logger, name: string, level: pino.LevelWithSilent): boolean {
  const areas = areasOf.get(root) ?? new Map<string, Area>()
  if (name === ROOT_LOGGER) {
    root.level = level
    for (const area of areas.values()) if (!area.own) area.logger.level = level
    return true
  }
  const area = areas.get(name)
  if (!area) return false
  area.logger.level = level
  area.own = true
  return true
}
