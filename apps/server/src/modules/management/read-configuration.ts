import { hostname } from 'node:os'
import type { ConfigProps, ConfigSetting, EnvironmentInfo, SettingSource } from '@herald/contracts'
import type { Config } from '../../config.ts'
import { isSecretSetting, redactSetting } from './redact.ts'

/** management/configprops: every variable Herald read, its value as shown (secrets '******') and its source. */
export function readConfigProps(config: Config): ConfigProps {
  return {
    settings: config.settings.map(({ name, value, source }): ConfigSetting => ({
      name,
      value: redactSetting(name, value),
      source,
      secret: isSecretSetting(name),
    })),
  }
}

const SOURCES: SettingSource[] = ['environment', 'default', 'generated', 'unset']

/** management/env: the active profiles, the runtime, and the same settings grouped by source. */
export function readEnvironment(config: Config, activeProfiles: string[]): EnvironmentInfo {
  const { settings } = readConfigProps(config)
  return {
    activeProfiles,
    runtime: {
      node: process.version,
      platform: process.platform,
      arch: process.arch,
      pid: process.pid,
      hostname: hostname(),
      roles: config.roles.join(','),
      uptimeSeconds: Math.round(process.uptime()),
      publicUrl: redactSetting('PUBLIC_URL', config.publicUrl) ?? '',
      dataDir: config.dataDir,
      database: config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite (DATA_DIR)',
      mail: config.smtpUrl ? 'SMTP (SMTP_URL)' : `dev mailbox (${config.devMailbox})`,
    },
    propertySources: SOURCES.map((name) => ({
      name,
      properties: Object.fromEntries(settings.filter((s) => s.source === name).map((s) => [s.name, s.value])),
    })).filter((s) => Object.keys(s.properties).length > 0),
  }
}
