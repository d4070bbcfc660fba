import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderReportStep, reportStepApi, setCell } from './report-step-fixtures.tsx'

function uploadFile(name: string, content: string | Uint8Array<ArrayBuffer>) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!
  Object.defineProperty(input, 'files', { value: [new File([content], name)], configurable: true })
  input.dispatchEvent(new Event('change', { bubbles: true }))
}

const csv = (rows: number, from = 0) =>
  [
    'Filter Name,Filter Value,To Email',
    ...Array.from({ length: rows }, (_, i) => `Sales/Store,int(${from + i}),s${from + i}@example.com`),
  ].join('\n')

const toEmail = (row: number) => screen.getByLabelText(`Row ${row} To Email`)
const panel = () => screen.findByRole('alert', { name: 'Upload errors' })

async function ready(user: UserEvent) {
  reportStepApi()
  renderReportStep()
  await waitFor(() => expect(toEmail(1)).toHaveProperty('value', 'ada@example.com'), { timeout: 5000 })
  return user
}

describe('Filter grid uploads', { timeout: 30_000 }, () => {
  it('says the limit before a file is chosen', async () => {
    await ready(userEvent.setup())
    const upload = screen.getByRole('button', { name: 'Upload File' })
    expect(upload.getAttribute('aria-describedby')).toBeTruthy()
    expect(document.getElementById(upload.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Up to 10,000 rows',
    )
  })

  it('asks whether to replace or append when the grid has rows; cancel keeps the grid', async () => {
    const user = await ready(userEvent.setup())
    setCell(1, 'Filter Name', 'Sales/Store')
    setCell(1, 'Filter Value', 'int(100)')

    uploadFile('stores.csv', csv(2))
    const dialog = await screen.findByRole('dialog', { name: 'Replace or append?' })
    expect(
      within(dialog).getByText(/The grid has 1 row\(s\)\. Replace them with the file's 2 row\(s\)/),
    ).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.queryByLabelText('Row 2 To Email')).toBeNull()

    uploadFile('stores.csv', csv(2))
    await user.click(await screen.findByRole('button', { name: 'Append' }))
    await waitFor(() => expect(toEmail(3)).toHaveProperty('value', 's1@example.com'))
    expect(toEmail(1)).toHaveProperty('value', 'ada@example.com')
    expect(await screen.findByText('Successfully uploaded 2 row(s) from CSV file.')).toBeTruthy()

    uploadFile('stores.csv', csv(1, 50))
    await user.click(await screen.findByRole('button', { name: 'Replace' }))
    await waitFor(() => expect(toEmail(1)).toHaveProperty('value', 's50@example.com'))
    expect(screen.queryByLabelText('Row 2 To Email')).toBeNull()
  })

  it('fills the grid without asking when it holds only the row a new task starts with', async () => {
    await ready(userEvent.setup())
    uploadFile('stores.csv', csv(2))
    await waitFor(() => expect(toEmail(2)).toHaveProperty('value', 's1@example.com'))
    expect(toEmail(1)).toHaveProperty('value', 's0@example.com')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('refuses an append past 10,000 rows, taking none', async () => {
    const user = await ready(userEvent.setup())
    setCell(1, 'CC Email', 'boss@example.com')
    uploadFile('stores.csv', csv(10_000))
    await user.click(await screen.findByRole('button', { name: 'Append' }))
    expect(
      await within(await panel()).findByText(
        'This file has 10,000 rows and the grid 1; a job takes at most 10,000.',
      ),
    ).toBeTruthy()
    expect(screen.queryByLabelText('Row 2 To Email')).toBeNull()
  })

  it('refuses a file over 10,000 rows and tells a corrupt file from an empty one', async () => {
    await ready(userEvent.setup())
    uploadFile('stores.csv', csv(10_001))
    expect(
      await within(await panel()).findByText('This file has 10,001 rows; a job takes at most 10,000.'),
    ).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()

    uploadFile('stores.xlsx', new Uint8Array([0x13, 0x00, 0x9f, 0x42, 0xff, 0x00, 0x07]))
    expect(
      await within(await panel()).findByText(
        "Error parsing Excel file. Please make sure it's a valid Excel file.",
      ),
    ).toBeTruthy()
    uploadFile('stores.xlsx', new Uint8Array(0))
    expect(await within(await panel()).findByText('This file has no rows.')).toBeTruthy()
  })
})
