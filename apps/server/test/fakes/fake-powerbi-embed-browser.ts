import type { Page } from 'playwright-core'
import type { WithPage } from '../../src/connectors/connector.ts'
import { allowPowerBiEmbedding } from '../../src/connectors/powerbi/embedded/index.ts'
import type { BrowserPool } from '../../src/platform/browser/browser-pool.ts'
import { POWER_BI_APP, type FakePowerBiEmbed } from './fake-powerbi-embed.ts'

/**
 * What the fake stands in for: inside the page, requests to https://app.powerbi.com are answered by the fake
 * embed server (as a hosts-file entry would), so the SDK embeds the report's real embedUrl.
 */
export async function mapPowerBiToFake(page: Page, fake: FakePowerBiEmbed): Promise<void> {
  await page.route(`${POWER_BI_APP}/**`, async (route) => {
    const url = new URL(route.request().url())
    try {
      const response = await route.fetch({ url: `${fake.url}${url.pathname}${url.search}` })
      await route.fulfill({ response })
    } catch {
      // The render's context closed while the request was in flight: nothing is left to answer.
    }
  })
}

/**
 * The `withPage` the Power BI connector gets from Herald's browser pool for embedding (its network policy
 * lets only Power BI's hosts through), with Power BI mapped onto the fake.
 */
export function fakeEmbedWithPage(pool: BrowserPool, fake: FakePowerBiEmbed, timeoutMs?: number): WithPage {
  return (canvas, use) =>
    pool.withPage(
      canvas,
      async (page) => {
        await mapPowerBiToFake(page, fake)
        return use(page)
      },
      { allowNetwork: allowPowerBiEmbedding, timeoutMs },
    )
}
