// What `main.ts` runs once the compile cache is on: reads the configuration, starts the roles, stops them on SIGINT or
// SIGTERM; a start-up failure is one line naming what is wrong.
import { devMailboxApi } from '@herald/contracts'
import { ConfigError, loadConfig } from './config.ts'
import { createLogger, type Logger } from './platform/log.ts'
import { startHerald } from './start-herald.ts'
import { reasonOf, StartupError } from './startup-failure.ts'

/** One line that says what is wrong and what to set, never a stack trace (that is for LOG_LEVEL=debug). */
function cannotStart(error: unknown, log?: Logger): never {
  log?.debug({ err: error }, 'start-up failed')
  console.error(
    error instanceof ConfigError || error instanceof StartupError
      ? error.message
      : `Herald cannot start: ${reasonOf(error)}. Set LOG_LEVEL=debug to see where it failed.`,
  )
  process.exit(1)
}

let config
try {
  config = loadConfig()
} catch (error) {
  cannotStart(error)
}
const log = createLogger(config.logLevel, { pretty: config.env === 'development' })
const herald = await startHerald(config, log).catch((error: unknown) => cannotStart(error, log))
log.info({ roles: config.roles, database: config.databaseUrl ? 'postgresql' : 'embedded' }, 'Herald started')
if (herald.url) {
  console.log(`\n  Herald is ready: ${herald.url}\n`)
  if (config.devMailbox === 'public')
    console.log(`  Emails are kept in the dev mailbox: ${herald.url}${devMailboxApi.page.path}\n`)
  if (config.devMailbox === 'admins') {
    console.log(
      `  Emails are kept in the dev mailbox, for signed-in admins: ${herald.url}${devMailboxApi.page.path} (and as .eml files in ${config.dataDir}/mailbox)\n`,
    )
  }
}

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    log.info({ signal }, 'Herald stopping')
    herald.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        log.error({ err }, 'shutdown failed')
        process.exit(1)
      },
    )
  })
}
