import type { AddressInfo } from 'node:net'
import parsePrometheusTextFormat from 'parse-prometheus-text-format'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '../log.ts'
import { startMetricsServer } from './metrics-server.ts'
import { recordRun } from './metrics.ts'

const token = 'worker-metrics-token-0123456789'
let server: Awaited<ReturnType<typeof startMetricsServer>>
let url: string
let refreshed = 0

beforeAll(async () => {
  server = await startMetricsServer({
    host: '127.0.0.1',
    port: 0,
    token,
    refresh: async () => refreshed++,
    log: createLogger('silent'),
  })
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/management/prometheus`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

describe('the Prometheus endpoint of a process without the web role', () => {
  it('answers a scraper with METRICS_TOKEN only, with the database figures refreshed first', async () => {
    expect((await fetch(url)).status).toBe(401)
    expect((await fetch(url, { headers: { authorization: `Bearer ${token}x` } })).status).toBe(401)
    const count = (text: string) =>
      Number(
        parsePrometheusTextFormat(text)
          .find((f) => f.name === 'herald_runs_total')
          ?.metrics.find((m) => m.labels?.['outcome'] === 'FAILED')?.value ?? 0,
      )
    const scrape = async () => {
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } })
      expect(response.status).toBe(200)
      return response.text()
    }
    const before = count(await scrape())
    recordRun('FAILED')
    expect(count(await scrape())).toBe(before + 1)
    expect(refreshed).toBe(2)
    expect((await fetch(url.replace('prometheus', 'health'))).status).toBe(404)
  })
})
