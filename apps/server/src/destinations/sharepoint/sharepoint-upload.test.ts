import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { destinationMessages } from '@herald/contracts'
import { startFakeEntra, type FakeEntra } from '../../../test/fakes/fake-entra.ts'
import { startFakeGraph, type FakeGraph } from '../../../test/fakes/fake-graph.ts'
import { GRAPH_FILES_SCOPE, authorizeUrl, newPkce, redeemCode } from '../../connectors/powerbi/entra-id.ts'
import { createPowerBiRuntime, type PowerBiRuntime } from '../../connectors/powerbi/powerbi-runtime.ts'
import type { DeliveryItem, StoredDestination } from '../destination.ts'
import {
  createDestinationRuntime,
  GRAPH_CHUNK_UNIT,
  type DestinationRuntime,
} from '../destination-runtime.ts'
import { sharePointDestination } from './index.ts'

/**
 * The SharePoint driver against the fake Graph and the fake Entra ID over HTTP (ADR 0052): ranges of 320 KiB,
 * a dropped range resumed from nextExpectedRanges, 429 / 503 waited out, a 401 refreshed once, 404 / 403 final.
 */
let entra: FakeEntra
let graph: FakeGraph
let microsoft: PowerBiRuntime
let runtime: DestinationRuntime
let driveId: string
let refreshToken: string

beforeAll(async () => {
  entra = await startFakeEntra()
  graph = await startFakeGraph(entra)
  microsoft = createPowerBiRuntime({
    settings: {
      clientId: entra.clientId,
      clientSecret: entra.clientSecret,
      authorityUrl: entra.url,
      tenant: 'organizations',
      apiUrl: graph.url,
      redirectUri: 'http://127.0.0.1/api/auth/oauth/callback',
      exportsPerCapacity: 1,
      exportsPerAccount: 1,
    },
    allowedHosts: ['127.0.0.1'],
  })
  runtime = createDestinationRuntime({
    allowedHosts: ['127.0.0.1'],
    slackApiUrl: 'http://127.0.0.1/',
    graphApiUrl: graph.url,
    microsoft,
    graphChunkBytes: GRAPH_CHUNK_UNIT,
    callTimeoutMs: 5_000,
  })
  driveId = graph.addDrive('Finance', { site: 'Finance Team' })
  graph.addFolder(driveId, '/Reports')
  const pkce = newPkce()
  const back = await fetch(authorizeUrl(microsoft, pkce, GRAPH_FILES_SCOPE), { redirect: 'manual' })
  const code = new URL(back.headers.get('location')!).searchParams.get('code')!
  refreshToken = (await redeemCode(microsoft, code, pkce.verifier, GRAPH_FILES_SCOPE)).refreshToken
})
afterAll(async () => {
  await graph?.close()
  await entra?.close()
})

let nextId = 1
const rotations: string[] = []
function target(settings: Record<string, string> = {}): StoredDestination {
  const folderId = graph.addFolder(driveId, '/Reports')
  return {
    id: nextId++,
    type: 'SHAREPOINT',
    settings: {
      driveId,
      driveName: 'Finance',
      folderId,
      folderPath: '/Reports',
      path: '{filterValue}',
      ...settings,
    },
    secret: { refreshToken },
    saveSecret: async (next) => {
      rotations.push(next.refreshToken!)
      return true
    },
  }
}
function item(bytes: Buffer, row = 'East'): DeliveryItem {
  return {
    eventId: 'msg_test',
    attempt: 1,
    test: false,
    job: { id: 1, name: 'Sales' },
    run: { id: 1, trigger: 'MANUAL', startedAt: new Date() },
    row: { filterName: 'Region', filterValue: row, fields: {} },
    file: {
      name: `Sales - ${row}.pdf`,
      contentType: 'application/pdf',
      size: bytes.length,
      sha256: '',
      bytes,
    },
    link: async () => undefined,
    text: (template) => template.replace('{filterValue}', row),
  }
}
const driver = () => sharePointDestination(runtime)
const rangesSince = (from: number) => graph.puts.slice(from)

describe('SharePoint uploads through Graph upload sessions', () => {
  it('uploads a file over 320 KiB in ranges of 320 KiB without Authorization, and a resend replaces it', async () => {
    const bytes = randomBytes(3 * GRAPH_CHUNK_UNIT + 1000)
    const from = graph.puts.length
    expect(await driver().deliver(target(), item(bytes))).toMatchObject({ kind: 'sent' })
    expect(graph.file(driveId, '/Reports/East/Sales - East.pdf')?.equals(bytes)).toBe(true)
    expect(rangesSince(from)).toEqual([
      { range: `bytes 0-327679/${bytes.length}`, authorization: false, status: 202 },
      { range: `bytes 327680-655359/${bytes.length}`, authorization: false, status: 202 },
      { range: `bytes 655360-983039/${bytes.length}`, authorization: false, status: 202 },
      { range: `bytes 983040-${bytes.length - 1}/${bytes.length}`, authorization: false, status: 201 },
    ])
    const again = randomBytes(1000)
    expect(await driver().deliver(target(), item(again))).toMatchObject({ kind: 'sent' })
    expect(graph.puts.at(-1)?.status).toBe(200)
    expect(graph.files(driveId, '/Reports/East')).toEqual(['/Reports/East/Sales - East.pdf'])
    expect(graph.file(driveId, '/Reports/East/Sales - East.pdf')?.equals(again)).toBe(true)
  })

  it('resumes after a dropped range from nextExpectedRanges, not from the start', async () => {
    const bytes = randomBytes(2 * GRAPH_CHUNK_UNIT + 10)
    const from = graph.puts.length
    graph.dropNextRange()
    expect(await driver().deliver(target(), item(bytes, 'North'))).toMatchObject({ kind: 'sent' })
    expect(rangesSince(from).map((p) => [p.range.split('/')[0], p.status])).toEqual([
      ['bytes 0-327679', 0],
      ['bytes 327680-655359', 202],
      ['bytes 655360-655369', 201],
    ])
    expect(graph.file(driveId, '/Reports/North/Sales - North.pdf')?.equals(bytes)).toBe(true)
  })

  it('waits out 503 and 429 with Retry-After, and hands a long Retry-After to the ledger', async () => {
    const bytes = randomBytes(GRAPH_CHUNK_UNIT + 5)
    graph.failNext('range', 503, 1)
    graph.failNext('create', 429, 1)
    const from = graph.puts.length
    expect(await driver().deliver(target(), item(bytes, 'South'))).toMatchObject({ kind: 'sent' })
    expect(rangesSince(from).map((p) => p.status)).toEqual([503, 202, 201])
    expect(graph.file(driveId, '/Reports/South/Sales - South.pdf')?.equals(bytes)).toBe(true)
    graph.failNext('create', 429, 120)
    expect(await driver().deliver(target(), item(bytes, 'South'))).toMatchObject({
      kind: 'retry',
      retryAfterSeconds: 120,
    })
  })

  it('refreshes the token once on 401 and seals the rotated refresh token', async () => {
    const destination = target()
    expect(await driver().deliver(destination, item(randomBytes(10), 'West'))).toMatchObject({ kind: 'sent' })
    entra.expireAccessTokens()
    const before = rotations.length
    expect(await driver().deliver(destination, item(randomBytes(10), 'West'))).toMatchObject({ kind: 'sent' })
    expect(rotations.length).toBe(before + 1)
    entra.revokeRefreshTokens()
    entra.expireAccessTokens()
    expect(await driver().deliver(destination, item(randomBytes(10), 'West'))).toEqual({
      kind: 'failed',
      error: destinationMessages.sharePointSignInAgain,
    })
  })

  it('fails for good, with what to check, on itemNotFound, accessDenied and a path leaving the folder', async () => {
    const refreshed = { ...target(), secret: { refreshToken: await freshToken() } }
    const missing = await driver().deliver(
      { ...refreshed, settings: { ...refreshed.settings, folderId: '01MISSING' } },
      item(randomBytes(10)),
    )
    expect(missing).toEqual({
      kind: 'failed',
      error: destinationMessages.sharePointNotFound('/Reports/East of Finance'),
    })
    const readOnly = graph.addDrive('Archive', { site: 'Finance Team', readOnly: true })
    const denied = await driver().deliver(
      { ...refreshed, settings: { ...refreshed.settings, driveId: readOnly, folderId: 'root' } },
      item(randomBytes(10)),
    )
    expect(denied).toEqual({
      kind: 'failed',
      error: destinationMessages.sharePointDenied('/Reports/East of Finance'),
    })
    const escape = await driver().deliver(refreshed, item(randomBytes(10), '..'))
    expect(escape).toMatchObject({ kind: 'failed' })
  })
})

async function freshToken(): Promise<string> {
  const pkce = newPkce()
  const back = await fetch(authorizeUrl(microsoft, pkce, GRAPH_FILES_SCOPE), { redirect: 'manual' })
  const code = new URL(back.headers.get('location')!).searchParams.get('code')!
  return (await redeemCode(microsoft, code, pkce.verifier, GRAPH_FILES_SCOPE)).refreshToken
}
