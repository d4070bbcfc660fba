import { closeSync, mkdirSync, mkdtempSync, openSync, statSync, utimesSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { loadConfig } from '../src/config.ts'
import { createLogger, type Logger } from '../src/platform/log.ts'
import { startHerald, type Herald } from '../src/start-herald.ts'
import { startWorkerProcess, type HeraldProcess } from './herald-process.ts'
import { HttpClient } from './http-client.ts'
import { createTestDatabase } from './scratch-database.ts'
import { startSmtpSink, type SmtpSink, type SmtpSinkOptions } from './smtp-sink.ts'

export interface TestHerald {
  herald: Herald
  url: string
  /** The test file's own database: no other file's workers take its jobs (or its files, or its emails). */
  databaseUrl: string
  dataDir: string
  smtp: SmtpSink
  /** A client whose requests come from its own client address (the server trusts X-Forwarded-For in tests). */
  client(): HttpClient
  stop(): Promise<void>
}

let nextClient = 1

export const TEST_SECRET_KEY = 'test-secret-key-that-is-long-enough-0123456789'

/**
 * Ports handed out by `freePort`, one empty file each, shared by every test process on the machine: in the machine's
 * temporary folder, not the run's (global-setup.ts).
 */
const RESERVED_PORTS = path.join(process.env['HERALD_TEST_MACHINE_TMPDIR'] ?? tmpdir(), 'herald-test-ports')
/** A reservation older than any test run is left over from an earlier one, and the port may be handed out again. */
const RESERVATION_MS = 3 * 60 * 60_000

/** Reserves `port` for this process unless another test process holds it: true when it is now this one's. */
function reserve(port: number): boolean {
  const file = path.join(RESERVED_PORTS, String(port))
  try {
    closeSync(openSync(file, 'wx'))
    return true
  } catch {
    const reservedAt = statSync(file, { throwIfNoEntry: false })?.mtimeMs
    if (reservedAt === undefined || Date.now() - reservedAt < RESERVATION_MS) return false
    utimesSync(file, new Date(), new Date())
    return true
  }
}

/**
 * A port free now and handed to no other test, below the kernel's ephemeral range (32768–60999 on Linux): a port the
 * kernel handed out for a moment could be given again as the local port of some outgoing connection before the
 * test's server listens on it (a Herald starting on the embedded database takes seconds to listen). A reservation
 * file per port keeps two test processes from picking the same port in the seconds between this check and their
 * server's listen (it happened once in a clean-clone run: "port … is already in use").
 */
export async function freePort(): Promise<number> {
  mkdirSync(RESERVED_PORTS, { recursive: true })
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000)
    if (!reserve(port)) continue
    const server = createServer()
    const bound = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false))
      server.listen(port, '127.0.0.1', () => resolve(true))
    })
    if (!bound) continue
    await new Promise((resolve) => server.close(resolve))
    return port
  }
}

/**
 * The whole server (web + worker) on a database of its own next to the run's (unless `env` names one),
 * sending mail to a real SMTP sink.
 */
export async function startTestHerald(
  env: Record<string, string> = {},
  smtpOptions: SmtpSinkOptions = {},
  log: Logger = createLogger('silent'),
  /** The server's clock, for tests that move time on (a link's expiry, ADR 0049). */
  clock?: () => Date,
): Promise<TestHerald> {
  const smtp = await startSmtpSink(smtpOptions)
  const scratch = env['DATABASE_URL'] ? undefined : await createTestDatabase('herald_t')
  const databaseUrl = env['DATABASE_URL'] ?? scratch!.url
  const port = await freePort()
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    SMTP_URL: smtp.url,
    SECRET_KEY: TEST_SECRET_KEY,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'herald-test-')),
    TRUST_PROXY: 'true',
    ...env,
  })
  const herald = await startHerald(config, log, clock)
  const url = config.publicUrl
  const pid = process.pid % 250
  return {
    herald,
    url,
    databaseUrl,
    dataDir: config.dataDir,
    smtp,
    client: () => {
      const n = nextClient++
      return new HttpClient(url, { 'x-forwarded-for': `10.${pid}.${(n >> 8) & 255}.${n & 255}` })
    },
    async stop() {
      await herald.stop()
      await smtp.close()
      await scratch?.drop()
    },
  }
}

/**
 * A worker process (`ROLES=worker`) beside a test Herald, on its database, its SMTP sink and its files,
 * so a test can kill it mid-flight.
 */
export function startWorkerBeside(t: TestHerald, env: Record<string, string> = {}): HeraldProcess {
  return startWorkerProcess({
    DATABASE_URL: t.databaseUrl,
    SMTP_URL: t.smtp.url,
    DATA_DIR: t.dataDir,
    SECRET_KEY: TEST_SECRET_KEY,
    ...env,
  })
}
