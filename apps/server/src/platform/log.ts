import { pino } from 'pino'
import pretty from 'pino-pretty'

export type Logger = pino.Logger

const redact = ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.otp']

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
