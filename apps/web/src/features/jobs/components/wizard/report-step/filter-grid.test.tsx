import { emailMessages, filterMessages } from '@herald/contracts'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { filterConfigDialog, reportStepTexts } from '../../../lib/report-step-texts.ts'
import { renderReportStep, reportStepApi, setCell } from './report-step-fixtures.tsx'

const problemsList = () => within(screen.getByRole('alert', { name: 'Please correct the rows' }))

async function ready(user: UserEvent) {
  await waitFor(
    () =>
      expect(screen.getByRole('combobox', { name: 'Workspace' })).toHaveProperty('value', 'Sample workspace'),
    {
      timeout: 4000,
    },
  )
  await user.click(screen.getByRole('combobox', { name: 'Report' }))
  await user.click(await screen.findByRole('option', { name: 'Sales Overview' }))
}

const save = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Save & Next' }))

function uploadFile(name: string, text: string) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!
  fireEvent.change(input, { target: { files: [new File([text], name)] } })
}

describe('Filter grid: the rules of spec §5', { timeout: 20_000 }, () => {
  it('checks names, values and recipients row by row, on the cells and under the grid', async () => {
    const user = userEvent.setup()
    reportStepApi()
    renderReportStep()
    await ready(user)
    await user.click(screen.getByRole('button', { name: 'Add row' }))
    await user.click(screen.getByRole('button', { name: 'Add row' }))
    await user.click(screen.getByRole('button', { name: 'Add row' }))
    setCell(1, 'Filter Name', 'Region')
    setCell(2, 'Filter Value', 'East')
    setCell(2, 'To Email', 'b@example.com')
    setCell(3, 'Filter Name', 'Sales/Region')
    setCell(4, 'Filter Name', 'Sales/Country')
    setCell(4, 'To Email', 'c@example.com')
    await save(user)
    const list = problemsList()
    expect(list.getByText(`Row 1: ${filterMessages.syntax}`)).toBeTruthy()
    expect(list.getByText(`Row 2: ${filterMessages.valueWithoutName}`)).toBeTruthy()
    expect(list.getByText(`Row 3: ${filterMessages.toRequired}`)).toBeTruthy()
    expect(
      list.getByText(filterMessages.differentNames(['Region', 'Sales/Region', 'Sales/Country'])),
    ).toBeTruthy()
    expect(await screen.findAllByText(`Row 1: ${filterMessages.syntax}`)).toHaveLength(2) // and the toast
    expect(screen.getByLabelText('Row 1 Filter Name').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByLabelText('Row 3 To Email').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText(filterMessages.differentNames(['Sales/Region', 'Sales/Country']))).toBeTruthy()
  })

  it('checks every address of To, CC and BCC', async () => {
    const user = userEvent.setup()
    reportStepApi()
    renderReportStep()
    await ready(user)
    const long = `${'a'.repeat(250)}@example.com`
    setCell(1, 'To Email', 'ok@example.com; a..b@example.com')
    setCell(1, 'CC Email', 'boss@')
    setCell(1, 'BCC Email', long)
    await save(user)
    const list = problemsList()
    expect(
      list.getByText(`Row 1: ${emailMessages.consecutiveDots('To Email', 'a..b@example.com')}`),
    ).toBeTruthy()
    expect(list.getByText(`Row 1: ${emailMessages.invalid('CC Email', 'boss@')}`)).toBeTruthy()
    expect(list.getByText(`Row 1: ${emailMessages.tooLong('BCC Email', long)}`)).toBeTruthy()
  })

  it('needs at least one row in manual mode; rows without a filter name or To email are dropped', async () => {
    const user = userEvent.setup()
    const calls = reportStepApi()
    renderReportStep()
    await ready(user)
    await user.click(screen.getByRole('checkbox', { name: 'Select row 1' }))
    await user.click(screen.getByRole('button', { name: 'Delete Selected' }))
    expect(screen.getByText(reportStepTexts.noRows)).toBeTruthy()
    await save(user)
    expect(problemsList().getByText(filterMessages.manualNeedsRow)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Add row' }))
    setCell(1, 'CC Email', 'not checked@')
    await save(user)
    expect(calls.some((call) => call.method === 'POST')).toBe(false)
  })

  it('uploads a file in place of the rows, or says why not', async () => {
    const user = userEvent.setup()
    reportStepApi()
    renderReportStep()
    await ready(user)
    uploadFile(
      'slicers.csv',
      'Filter Name,Filter Value,To Email\nSales/Region,West,w@example.com\n,,\nSales/Region,East,e@example.com\n',
    )
    expect(await screen.findByText('Successfully uploaded 2 row(s) from CSV file.')).toBeTruthy()
    expect(screen.getByLabelText('Row 2 Filter Value')).toHaveProperty('value', 'East')

    uploadFile('slicers.tsv', 'Filter Name\tTo Email\nRegion\tw@example.com\n')
    const failure = `Upload failed! Found 1 validation error(s) in TSV file: Row 2: ${filterMessages.syntax} Please fix these errors and try uploading again.`
    // Briefly in a toast, and beside the grid until the next upload.
    expect(await screen.findByText(failure)).toBeTruthy()
    const panel = screen.getByRole('alert', { name: 'Upload errors' })
    expect(within(panel).getByText('Upload failed! Found 1 validation error(s) in TSV file:')).toBeTruthy()
    expect(within(panel).getByText(`Row 2: ${filterMessages.syntax}`)).toBeTruthy()
    expect(screen.getByLabelText('Row 1 Filter Name')).toHaveProperty('value', 'Sales/Region')

    const badRows = Array.from({ length: 12 }, (_, i) => `Sales/Region,R${i},user${i}@`).join('\n')
    uploadFile('many.csv', `Filter Name,Filter Value,To Email\n${badRows}\n`)
    const many = await screen.findByText('Upload failed! Found 12 validation error(s) in CSV file:', {
      selector: '[role=alert] *',
    })
    const list = within(many.closest('[role=alert]') as HTMLElement)
    expect(list.getAllByRole('listitem')).toHaveLength(11)
    expect(list.getByText('and 2 more errors')).toBeTruthy()
    await user.click(list.getByRole('button', { name: 'Dismiss upload errors' }))
    expect(screen.queryByRole('alert', { name: 'Upload errors' })).toBeNull()

    uploadFile('slicers.csv', 'Filter Name,To Email\n,\n')
    const uploadPanel = () => screen.findByRole('alert', { name: 'Upload errors' })
    expect(await within(await uploadPanel()).findByText('This file has no rows.')).toBeTruthy()
    uploadFile('notes.txt', 'hello')
    expect(
      await within(await uploadPanel()).findByText('Please upload a CSV, TSV, or Excel file'),
    ).toBeTruthy()
    uploadFile('slicers.csv', 'Filter Name,Filter Value,To Email\nSales/Region,West,w@example.com\n')
    // The grid holds the first file's rows: replace them (ADR 0053).
    await user.click(await screen.findByRole('button', { name: 'Replace' }))
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'Upload errors' })).toBeNull())
  })

  it('downloads the template, offers filter values, and explains report-level filters', async () => {
    const user = userEvent.setup()
    reportStepApi()
    renderReportStep()
    await ready(user)
    const created: Blob[] = []
    URL.createObjectURL = (blob: Blob) => (created.push(blob), 'blob:template')
    URL.revokeObjectURL = () => {}
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    await user.click(screen.getByRole('button', { name: 'Download Template' }))
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('Slicers.csv')
    expect(await created[0]?.text()).toBe(
      'Filter Name,Filter Value,To Email,CC Email,BCC Email,Format,Attach Excel,Skip\r\n',
    )

    setCell(1, 'Filter Name', 'Sales/Region')
    const listId = screen.getByLabelText('Row 1 Filter Value').getAttribute('list')!
    await waitFor(() => expect(document.getElementById(listId)?.querySelectorAll('option')).toHaveLength(2))
    expect(screen.getByText(filterMessages.valueHint)).toBeTruthy()
    expect(screen.getByRole('slider', { name: 'Grid height' }).getAttribute('aria-valuemin')).toBe('120')
    expect(screen.getByRole('slider', { name: 'Grid height' }).getAttribute('aria-valuemax')).toBe('400')

    expect(screen.getByText(reportStepTexts.slicerBanner)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'learn more' }))
    const dialog = await screen.findByRole('dialog', { name: filterConfigDialog.title })
    await user.click(within(dialog).getByRole('button', { name: 'Got it' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
