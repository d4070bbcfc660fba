import type { FastifyInstance } from 'fastify'
import { buildApp } from '../app.ts'
import { startSftp } from '../modules/sftp/index.ts'
import { areaLogger } from '../platform/log.ts'
import type { SftpServer } from '../platform/sftp/index.ts'
import { listenFailure, StartupError } from '../startup-failure.ts'
import type { Browsers } from './browsers.ts'
import type { Services } from './open-services.ts'

/** The web role: the HTTP application on PORT, and the SFTP server when SFTP_PORT is set (ADR 0029). */
export async function startWebRole(
  services: Services,
  browsers: Browsers,
): Promise<{ app: FastifyInstance; stop(): Promise<void> }> {
  const { config, database, queue, log, devMailbox, clock, connectors, files, biLinks } = services
  const app = await buildApp({
    config,
    db: database.db,
    queue,
    log,
    devMailbox,
    clock,
    connectors,
    files,
    biLinks,
    browser: browsers.worker,
    renderBrowser: browsers.worker ?? browsers.listing,
  })
  await app.listen({ port: config.port, host: config.host }).catch((err: unknown) => {
    throw listenFailure(config, err)
  })
  const sftp = await startSftpServer(services).catch(async (err: unknown) => {
    await app.close()
    throw err
  })
  return {
    app,
    async stop() {
      await sftp?.close()
      await app.close()
    },
  }
}

async function startSftpServer({
  config,
  database,
  files,
  log,
  clock,
}: Services): Promise<SftpServer | undefined> {
  if (!config.sftp) return undefined
  const deps = { db: database.db, files, log: areaLogger(log, 'sftp'), clock, sftp: config.sftp }
  return startSftp(deps, { ...config.sftp, host: config.host }).catch((err: unknown) => {
    throw new StartupError(
      `Herald cannot start the SFTP server on port ${config.sftp!.port} (SFTP_PORT, SFTP_HOST_KEY): ${err instanceof Error ? err.message : String(err)}`,
    )
  })
}
