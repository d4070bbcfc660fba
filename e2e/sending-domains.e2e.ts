import { sendingDomainMessages } from '@herald/contracts'
import { afterAll, describe, expect, it } from 'vitest'
import { startTestDnsServer } from '../apps/server/test/dns-server.ts'
import { screenshot } from './support/browser.ts'
import { heraldWithSmtp } from './support/herald-with-smtp.ts'
import { signUpAndSignIn } from './support/sign-in.ts'

// A real DNS server the test publishes records in; Herald resolves through it alone.
const dns = await startTestDnsServer()
const env = heraldWithSmtp({ DNS_SERVERS: dns.address })
afterAll(() => dns.close())

describe('an account owner', () => {
  it('adds a sending domain, copies its DKIM record into DNS, checks again and sees it verified, then deletes it', async () => {
    const context = await env.browser.newContext({
      viewport: { width: 1400, height: 900 },
      permissions: ['clipboard-read', 'clipboard-write'],
    })
    const page = await context.newPage()
    const url = env.herald.url
    await signUpAndSignIn(page, url, env.smtp, `domains-${Date.now()}@example.com`)
    await page.goto(`${url}/account/ses-domains`)
    await page.getByText('No sending domains yet').waitFor()
    await screenshot(page, '70-sending-domains-empty')

    const field = page.getByLabel('Domain', { exact: true })
    await field.fill('https://reports.example.com/')
    await page.getByRole('button', { name: 'Add domain' }).click()
    await page.getByText(sendingDomainMessages.domainIsUrl).waitFor()

    dns.setTxt('herald-e2e.test', [])
    await field.fill('herald-e2e.test')
    await page.getByRole('button', { name: 'Add domain' }).click()
    const card = page.getByRole('region', { name: 'herald-e2e.test' })
    await card.getByText('DKIM not verified').waitFor()
    expect(await card.getByText('not found', { exact: true }).count()).toBe(3)
    await screenshot(page, '71-sending-domain-records')

    await card.getByRole('button', { name: 'Copy DKIM record name' }).click()
    const name = await page.evaluate(() => navigator.clipboard.readText())
    expect(name).toMatch(/^herald-[0-9a-f]{8}\._domainkey\.herald-e2e\.test$/)
    await card.getByRole('button', { name: 'Copy DKIM record value' }).click()
    const value = await page.evaluate(() => navigator.clipboard.readText())
    expect(value).toMatch(/^v=DKIM1; k=rsa; p=/)
    dns.setTxt(name, [value])
    await card.getByRole('button', { name: 'Check again' }).click()
    await card.getByText('DKIM verified', { exact: true }).waitFor()
    await card.getByText('Report emails from this domain are DKIM-signed.').waitFor()
    await screenshot(page, '72-sending-domain-verified')

    await card.getByRole('button', { name: 'Delete' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete sending domain' })
    await dialog.getByText(sendingDomainMessages.confirmDelete('herald-e2e.test')).waitFor()
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await page.getByText(sendingDomainMessages.deleted('herald-e2e.test')).waitFor()
    await page.getByText('No sending domains yet').waitFor()
    await context.close()
  })
})
