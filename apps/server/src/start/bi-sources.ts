import { biAuthApi } from '@herald/contracts'
import type { Config } from '../config.ts'
import { createConnectors, createPowerBiRuntime, createTableauRuntime } from '../connectors/registry.ts'
import type { Database } from '../db/client.ts'
import { linkedConnectors, type BiLinksDeps } from '../modules/bi-links/index.ts'
import { createSecretBox } from '../platform/crypto/secret-box.ts'

/** The BI tools' runtimes, the jobs' links to them and the connectors every role resolves a job's source with. */
export function createBiSources(config: Config, db: Database, clock: () => Date) {
  const biLinks: BiLinksDeps = {
    db,
    clock,
    secrets: createSecretBox(config.secretKey),
    tableau: createTableauRuntime({
      allowedHosts: config.biPrivateHosts,
      concurrency: config.tableauConcurrency,
    }),
    powerBi:
      config.powerBi &&
      createPowerBiRuntime({
        settings: {
          ...config.powerBi,
          redirectUri: new URL(biAuthApi.oauthCallback.path, config.publicUrl).toString(),
        },
        allowedHosts: config.biPrivateHosts,
      }),
    publicUrl: config.publicUrl,
  }
  return { biLinks, connectors: createConnectors(linkedConnectors(biLinks)) }
}
