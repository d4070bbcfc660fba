import { execFileSync } from 'node:child_process'
import { API_DOCS_PATH, apiKeyMessages } from '@herald/contracts'
import { describe, expect, it } from 'vitest'
import { screenshot } from './support/browser.ts'
import { heraldWithSmtp } from './support/herald-with-smtp.ts'
import { signUpAndSignIn } from './support/sign-in.ts'

const env = heraldWithSmtp()

describe('an integrator', () => {
  it('generates a key on /api-keys, copies it, calls the API with it, regenerates it, and the old key fails', async () => {
    const context = await env.browser.newContext({
      viewport: { width: 1400, height: 900 },
      permissions: ['clipboard-read', 'clipboard-write'],
    })
    const page = await context.newPage()
    const url = env.herald.url
    await signUpAndSignIn(page, url, env.smtp, `integrator-${Date.now()}@example.com`)
    await page.goto(`${url}/api-keys`)
    await page.getByRole('heading', { name: 'No API key' }).waitFor()
    await screenshot(page, '60-api-keys-none')

    await page.getByRole('button', { name: 'Generate' }).click()
    await page.getByText(apiKeyMessages.generated).waitFor()
    const field = page.getByLabel('API key', { exact: true })
    expect(await field.getAttribute('type')).toBe('password')
    await page.getByRole('button', { name: 'Show or hide API key' }).click()
    expect(await field.getAttribute('type')).toBe('text')
    await page.getByRole('button', { name: 'Copy API key' }).click()
    await page.getByText(apiKeyMessages.copied).first().waitFor()
    const key = await page.evaluate(() => navigator.clipboard.readText())
    expect(key).toMatch(/^herald_[A-Za-z0-9_-]{43}$/)
    expect(await field.inputValue()).toBe(key)
    await page.getByRole('button', { name: 'Show or hide API key' }).click()
    await screenshot(page, '61-api-key-shown-once')

    // The how-to-use panel's command works as shown, against this server.
    const example = await page.getByLabel('curl example').innerText()
    expect(example).toContain(`${url}/api/user-jobs`)
    const listed = execFileSync('sh', ['-c', example.replace('curl ', 'curl -s -w "\\n%{http_code}" ')], {
      env: { PATH: process.env['PATH'], HERALD_API_KEY: key },
    }).toString()
    expect(listed.trim().split('\n').at(-1)).toBe('200')
    expect(JSON.parse(listed.trim().split('\n').slice(0, -1).join('\n'))).toEqual([])

    const call = (secret: string) =>
      fetch(`${url}/api/user-jobs`, { headers: { authorization: `Bearer ${secret}` } })
    expect((await call(key)).status).toBe(200)

    await page.reload()
    await page.getByText('Herald does not keep it').waitFor()
    await page.getByRole('cell', { name: 'Active' }).waitFor()
    expect(await page.getByLabel('API key', { exact: true }).count()).toBe(0)
    await screenshot(page, '62-api-key-info-only')

    const docs = page.getByRole('link', { name: 'Open Developer Portal' })
    expect(await docs.getAttribute('href')).toBe(API_DOCS_PATH)
    expect(await docs.getAttribute('target')).toBe('_blank')

    await page.getByRole('button', { name: 'Regenerate' }).click()
    const regenerate = page.getByRole('dialog', { name: 'Regenerate API key' })
    await regenerate.getByRole('button', { name: 'Regenerate' }).click()
    await regenerate.waitFor({ state: 'hidden' })
    await page.getByLabel('API key', { exact: true }).waitFor()
    const newKey = await page.getByLabel('API key', { exact: true }).inputValue()
    expect(newKey).not.toBe(key)
    const refused = await call(key)
    expect(refused.status).toBe(401)
    expect(((await refused.json()) as { message: string }).message).toBe(apiKeyMessages.invalid)
    expect((await call(newKey)).status).toBe(200)

    await page.getByRole('button', { name: 'Delete' }).click()
    const remove = page.getByRole('dialog', { name: 'Delete API key' })
    await remove.getByText(apiKeyMessages.confirmDelete).waitFor()
    await remove.getByRole('button', { name: 'Delete' }).click()
    await page.getByText(apiKeyMessages.deleted).waitFor()
    await page.getByRole('heading', { name: 'No API key' }).waitFor()
    expect((await call(newKey)).status).toBe(401)
    await context.close()
  })
})
