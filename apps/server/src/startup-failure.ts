import path from 'node:path'
import type { Config } from './config.ts'

/** A start-up failure told in one line: what is wrong and what to set. `run-herald.ts` prints it and exits. */
export class StartupError extends Error {}

/** The innermost cause's first line: a driver's wrapper adds the query, the cause says what went wrong. */
export function reasonOf(error: unknown): string {
  let inner = error
  while (inner instanceof Error && inner.cause !== undefined) inner = inner.cause
  if (inner instanceof AggregateError && inner.errors[0] !== undefined) inner = inner.errors[0]
  const message =
    inner instanceof Error
      ? inner.message
      : // The embedded database's file system throws plain objects such as { name: 'ErrnoError', errno: 54 }.
        typeof inner === 'object' && inner !== null && 'name' in inner
        ? Object.entries(inner)
            .map(([k, v]) => `${k} ${String(v)}`)
            .join(', ')
        : String(inner)
  return message.split('\n')[0]!.trim()
}

/** The database URL without its credentials, to name it in a message. */
function describeDatabase(url: string): string {
  const { protocol, host, pathname } = new URL(url)
  return `${protocol}//${host}${pathname}`
}

export function databaseFailure(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  error: unknown,
): StartupError {
  const reason = reasonOf(error)
  return new StartupError(
    config.databaseUrl
      ? `Herald cannot start: the database at ${describeDatabase(config.databaseUrl)} cannot be used (${reason}). ` +
          'Set DATABASE_URL to a PostgreSQL database Herald can connect to.'
      : `Herald cannot start: the embedded database in ${path.join(config.dataDir, 'pglite')} cannot be opened ` +
          `(${reason}). Set DATA_DIR to a directory of Herald's own, or DATABASE_URL to use PostgreSQL.`,
  )
}

export function listenFailure(config: Pick<Config, 'host' | 'port'>, error: unknown): StartupError {
  const code = (error as { code?: string }).code
  const where = `${config.host}:${config.port}`
  return new StartupError(
    code === 'EADDRINUSE'
      ? `Herald cannot start: port ${config.port} on ${config.host} is already in use. Set PORT to a free port.`
      : code === 'EACCES'
        ? `Herald cannot start: this user may not listen on ${where}. Set PORT to 1024 or above.`
        : code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND'
          ? `Herald cannot start: HOST ${config.host} is not an address of this machine. ` +
            'Set HOST to one of its addresses (0.0.0.0 for all).'
          : `Herald cannot start: cannot listen on ${where} (${reasonOf(error)}). Set HOST and PORT.`,
  )
}

/** The S3 bucket of STORAGE_URL does not answer: which bucket (never the credentials) and why. */
export function storageFailure(config: Pick<Config, 'storage'>, error: unknown): StartupError {
  const storage = config.storage
  const where =
    storage.kind === 's3'
      ? `s3://${storage.bucket}/${storage.prefix}${storage.endpoint ? ` at ${storage.endpoint}` : ''}`
      : storage.dir
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode
  const reason =
    status === 404
      ? 'no such bucket'
      : status === 403 || status === 401
        ? 'access denied to these credentials'
        : reasonOf(error) || (error as { name?: string }).name || 'no answer'
  return new StartupError(
    `Herald cannot start: the file store ${where} cannot be used (${reason}). ` +
      'Set STORAGE_URL, S3_ENDPOINT and the S3_* credentials to a bucket Herald can read and write, or unset STORAGE_URL to keep files in DATA_DIR.',
  )
}
