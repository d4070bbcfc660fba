import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

const base = { DATA_DIR: path.join(tmpdir(), 'herald-config-test'), SECRET_KEY: 'k'.repeat(40) }

describe('configuration', () => {
  it('defaults to one process with every role, the embedded database and the dev mailbox', () => {
    const config = loadConfig(base)
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://127.0.0.1:3000',
      databaseUrl: undefined,
      smtpUrl: undefined,
      roles: ['web', 'worker', 'scheduler'],
      captcha: undefined,
      google: undefined,
    })
  })

  it('lists every invalid variable in one message', () => {
    let error: unknown
    try {
      loadConfig({
        ...base,
        PORT: 'eighty',
        DATABASE_URL: 'not a url',
        ROLES: 'web,cook',
        GOOGLE_CLIENT_ID: 'id',
      })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(ConfigError)
    const message = (error as Error).message
    for (const name of ['PORT', 'DATABASE_URL', 'ROLES', 'GOOGLE_CLIENT_SECRET'])
      expect(message).toContain(name)
  })

  it('keeps files in DATA_DIR/files unless STORAGE_URL names a bucket', () => {
    expect(loadConfig(base).storage).toEqual({ kind: 'local', dir: path.join(base.DATA_DIR, 'files') })
    expect(loadConfig(base).fileRetentionDays).toBe(30)
    expect(
      loadConfig({
        ...base,
        STORAGE_URL: 's3://team-bucket/herald/files/',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'team-bucket',
      prefix: 'herald/files',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    })
    expect(loadConfig({ ...base, STORAGE_URL: 's3://b-1', S3_REGION: 'eu-west-1' }).storage).toMatchObject({
      bucket: 'b-1',
      prefix: '',
      endpoint: undefined,
      region: 'eu-west-1',
      forcePathStyle: false,
    })
  })

  it.each([
    [{ STORAGE_URL: 'https://bucket/x' }, 'STORAGE_URL: must be s3://BUCKET or s3://BUCKET/PREFIX'],
    [{ S3_ENDPOINT: 'http://minio:9000' }, 'STORAGE_URL: is required when S3_ENDPOINT is set'],
    [
      { STORAGE_URL: 's3://bucket', S3_ACCESS_KEY_ID: 'id' },
      'S3_SECRET_ACCESS_KEY: is required when S3_ACCESS_KEY_ID is set',
    ],
    [{ FILE_RETENTION_DAYS: '2' }, 'FILE_RETENTION_DAYS: must be at least 5'],
  ])('refuses the file store settings %j', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(message)
  })

  it('reads the /api request limits, defaulting to a minute window', () => {
    expect(loadConfig(base).apiRateLimits).toEqual({
      windowSeconds: 60,
      perApiKey: 600,
      perSession: 1200,
      perAddress: 300,
    })
    expect(
      loadConfig({ ...base, RATE_LIMIT_PER_API_KEY: '50', RATE_LIMIT_WINDOW_SECONDS: '10' }).apiRateLimits,
    ).toMatchObject({ windowSeconds: 10, perApiKey: 50 })
    expect(() => loadConfig({ ...base, RATE_LIMIT_PER_SESSION: '0' })).toThrow(/RATE_LIMIT_PER_SESSION/)
  })

  it('needs SMTP_URL when the roles run in separate processes', () => {
    expect(() => loadConfig({ ...base, ROLES: 'web', DATABASE_URL: 'postgres://x@h/db' })).toThrow(/SMTP_URL/)
  })

  it('refuses production without SMTP_URL, saying what to set', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow(
      /SMTP_URL: is required in production; set it to your SMTP server .* or set DEV_MAILBOX=true/,
    )
    expect(
      loadConfig({ ...base, NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com:587' }),
    ).toMatchObject({ devMailbox: 'off' })
  })

  it('keeps the dev mailbox open in development and for admins only in production with DEV_MAILBOX=true', () => {
    expect(loadConfig(base).devMailbox).toBe('public')
    expect(loadConfig({ ...base, NODE_ENV: 'production', DEV_MAILBOX: 'true' }).devMailbox).toBe('admins')
    expect(() => loadConfig({ ...base, DEV_MAILBOX: 'false' })).toThrow(
      /SMTP_URL: is required when DEV_MAILBOX is false/,
    )
    expect(() => loadConfig({ ...base, DEV_MAILBOX: 'maybe' })).toThrow(/DEV_MAILBOX/)
  })

  it('reads lists and the proxy setting', () => {
    const config = loadConfig({ ...base, ADMIN_EMAILS: 'A@x.com, b@y.org', TRUST_PROXY: '10.0.0.1,10.0.0.2' })
    expect(config.adminEmails).toEqual(['a@x.com', 'b@y.org'])
    expect(config.trustProxy).toEqual(['10.0.0.1', '10.0.0.2'])
  })

  it('reads TRUST_PROXY as a hop count or proxy addresses and ranges; true is 1 hop (ADR 0041)', () => {
    expect(loadConfig(base).trustProxy).toBe(false)
    expect(loadConfig({ ...base, TRUST_PROXY: 'false' }).trustProxy).toBe(false)
    expect(loadConfig({ ...base, TRUST_PROXY: 'true' }).trustProxy).toBe(1)
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1)
    expect(loadConfig({ ...base, TRUST_PROXY: '2' }).trustProxy).toBe(2)
    expect(loadConfig({ ...base, TRUST_PROXY: 'loopback, 10.0.0.0/8, 2001:db8::1' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      '2001:db8::1',
    ])
    expect(() => loadConfig({ ...base, TRUST_PROXY: '10.0.0.1,proxy.example' })).toThrow(
      /TRUST_PROXY: must be false, a hop count \(true means 1\) or the proxies' addresses\/CIDRs \(not proxy.example\)/,
    )
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY: .*\(not yes\)/)
  })
})
