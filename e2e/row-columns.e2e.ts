import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { screenshot } from './support/browser.ts'
import { heraldWithSmtp } from './support/herald-with-smtp.ts'
import { signUpAndSignIn } from './support/sign-in.ts'

/** Columns of one's own, tokens and per-row overrides in the wizard (ADR 0047). */
const env = heraldWithSmtp()
const tag = `cols${Date.now() % 100000}`

const sheet = [
  'Filter Name,Filter Value,To Email,Name,Account,Format',
  `Sales/Region,East,maria-${tag}@example.com,Maria,Acme <East>,`,
  `Sales/Region,West,li-${tag}@example.com,Li,Globex,PPTX`,
].join('\n')

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}( \\*)?$`) }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

describe('columns of one’s own and tokens', () => {
  it('uploads a sheet with extra columns, adds a column, inserts tokens and shows the resolved example', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1366, height: 850 } })
    await signUpAndSignIn(page, env.herald.url, env.smtp, `cols-${Date.now()}@example.com`)
    await page.getByRole('link', { name: 'Add New Job' }).click()
    await page.getByRole('textbox', { name: 'Job name', exact: true }).fill('Client packs')
    await page.getByRole('button', { name: 'Save & Next' }).click()
    await page.waitForURL(/\/user-jobs\/\d+\/edit\?step=2/)
    const jobUrlId = Number(/\/user-jobs\/(\d+)\//.exec(page.url())![1])
    await page.getByRole('heading', { name: 'Generate PDF' }).waitFor()
    await choose(page, 'Report', 'Sales Overview')

    // An upload keeps its unknown headers as columns of the grid.
    const chooser = page.waitForEvent('filechooser')
    await page.getByRole('button', { name: 'Upload File' }).click()
    await (await chooser).setFiles({ name: 'clients.csv', mimeType: 'text/csv', buffer: Buffer.from(sheet) })
    await page.getByText('Successfully uploaded 2 row(s) from CSV file.').waitFor()
    const grid = page.getByRole('table', { name: 'Filters and email recipients' })
    await grid.getByRole('button', { name: 'Column Name actions' }).waitFor()
    await grid.getByRole('button', { name: 'Column Account actions' }).waitFor()
    expect(await page.getByLabel('Row 1 Account', { exact: true }).inputValue()).toBe('Acme <East>')
    expect(await page.getByLabel('Row 2 Format', { exact: true }).inputValue()).toBe('PPTX')

    // Add a column, then fill it.
    await page.getByRole('button', { name: 'Add column' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add column' })
    await dialog.getByRole('textbox', { name: 'Column name' }).fill('To')
    await dialog.getByText('Column "To" is reserved: pick another name.').waitFor()
    await dialog.getByRole('textbox', { name: 'Column name' }).fill('Quarter')
    await dialog.getByRole('button', { name: 'Add column' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page.getByLabel('Row 1 Quarter', { exact: true }).fill('Q3')
    await page.getByLabel('Row 2 Quarter', { exact: true }).fill('Q3')
    await page.getByRole('textbox', { name: 'File name', exact: true }).fill('{Account} {Quarter}')
    await page.getByText(/^Example file name: Acme _East_ Q3 - \d{4}-\d\d-\d\d - East\.pdf$/).waitFor()
    await screenshot(page, 'b2-1-grid-own-columns')
    // Several filters per row (ADR 0046): a second Filter Name / Filter Value pair on every row, then removed.
    await page.getByRole('button', { name: 'Add filter' }).click()
    await page.getByLabel('Row 2 Filter Name 2', { exact: true }).fill('Sales/Region')
    await screenshot(page, 'b2-4-grid-second-filter')
    await page.getByRole('button', { name: 'Remove filter 2' }).click()
    await page.getByLabel('Row 2 Filter Name 2', { exact: true }).waitFor({ state: 'detached' })

    await page.getByRole('button', { name: 'Save & Next' }).click()
    await page.waitForURL(/step=3/)
    await page.locator('.ProseMirror').waitFor()

    // Tokens: typed and inserted from the menus; the example resolves the first row.
    const subject = page.getByRole('textbox', { name: 'Subject', exact: true })
    await subject.fill('Dear {Name}, your {Quarter} pack for ')
    await page.getByRole('button', { name: 'Insert a token into the subject' }).click()
    await page.getByRole('menuitem', { name: '{Account}' }).click()
    await expect.poll(() => subject.inputValue()).toBe('Dear {Name}, your {Quarter} pack for {Account}')
    await page.locator('.ProseMirror').click()
    await page.keyboard.type('Hello ')
    await page.getByRole('button', { name: 'Insert a token', exact: true }).click()
    await page.getByRole('menuitem', { name: '{Name}' }).click()
    await expect.poll(() => page.locator('.ProseMirror').innerText()).toContain('Hello {Name}')
    await page.getByRole('menu').waitFor({ state: 'hidden' })
    const example = page.getByRole('note', { name: 'Example of the first row' })
    await example.getByText('Dear Maria, your Q3 pack for Acme <East>').waitFor()
    await example.getByText(/Acme _East_ Q3 - \d{4}-\d\d-\d\d - East/).waitFor()
    await screenshot(page, 'b2-2-step-3-tokens-example')

    // A token naming no column is refused, with the known ones.
    await subject.fill('Dear {Nmae}')
    const problems = page.getByRole('alert', { name: 'Token problems' })
    await problems.getByText(/unknown token \{Nmae\}\. Known tokens: .*\{Name\}, \{Account\}/).waitFor()
    await screenshot(page, 'b2-3-step-3-unknown-token')
    await subject.fill('Dear {Name}, your {Quarter} pack for {Account}')
    await page.getByRole('button', { name: 'Finish' }).click()
    await page.waitForURL(/\/user-jobs(\?.*)?$/)

    // Run it: each row's email carries its own values; History shows each file's columns.
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'Client packs', exact: true }) })
    await row.getByRole('button', { name: 'Run now' }).click()
    await row.getByText('SUCCESS', { exact: true }).waitFor({ timeout: 60_000 })
    const maria = await env.smtp.waitFor(`maria-${tag}@example.com`)
    expect(maria.subject).toBe('Dear Maria, your Q3 pack for Acme <East>')
    expect(maria.html).toContain('Hello Maria')
    const li = await env.smtp.waitFor(`li-${tag}@example.com`)
    expect(li.attachments.map((a) => a.filename)).toEqual([
      expect.stringMatching(/^Globex Q3 - .* - West\.pptx$/),
    ])
    await page.goto(`${env.herald.url}/user-jobs/${jobUrlId}/history`)
    await page.getByText('Generated: 2').click()
    const files = page.getByRole('table', { name: 'Files' })
    await files.getByText('Name: Maria · Account: Acme <East> · Quarter: Q3').waitFor()
    await files.getByText('Name: Li · Account: Globex · Quarter: Q3').waitFor()
    // The run's details have finished opening: the page's height holds still between two frames.
    const height = () => page.evaluate(() => document.body.scrollHeight)
    let last = -1
    await expect
      .poll(async () => {
        const now = await height()
        const still = now === last
        last = now
        return still
      })
      .toBe(true)
    await screenshot(page, 'b2-5-history-file-columns')
    await page.close()
  })
})
