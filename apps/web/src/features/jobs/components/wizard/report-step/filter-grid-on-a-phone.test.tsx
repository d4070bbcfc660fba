import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../../../test/render.tsx'
import { setViewportWidth } from '../../../../../test/viewport.ts'
import { gridRow, type GridRow } from '../../../lib/grid-rows.ts'
import { FilterGrid } from './filter-grid.tsx'

const ROWS = [
  gridRow({ filterName: 'Sales/Region', filterValue: 'East', toEmail: 'east@example.com' }),
  gridRow({
    filterName: 'Sales/Region',
    filterValue: 'West',
    toEmail: 'west@example.com',
    fields: { Name: 'Li' },
  }),
]

/** The grid with its rows kept the way the report step keeps them; `latest` reads them after each change. */
function renderGrid(initial: GridRow[]) {
  const seen: { rows: GridRow[] } = { rows: initial }
  function Grid() {
    const [rows, setRows] = useState(initial)
    seen.rows = rows
    return (
      <FilterGrid
        rows={rows}
        problems={[]}
        showErrors={false}
        valueOptions={[]}
        onRowsChange={(change) => setRows((all) => change(all))}
      />
    )
  }
  renderWithProviders(<Grid />)
  return seen
}

describe('The filter grid on a 390-px phone (ADR 0054)', () => {
  it('edits one row at a time, every column a labelled field, with Previous and Next row', async () => {
    setViewportWidth(390)
    const user = userEvent.setup()
    const seen = renderGrid(ROWS)
    const form = within(screen.getByRole('region', { name: 'Row 1 of 2' }))
    // No table to scroll sideways: it is out of the layout.
    expect(screen.queryByRole('table', { name: 'Filters and email recipients' })).toBeNull()
    expect(form.getByLabelText('Filter Name')).toHaveProperty('value', 'Sales/Region')
    expect(form.getByLabelText('Filter Value')).toHaveProperty('value', 'East')
    for (const label of ['To Email', 'CC Email', 'BCC Email', 'Name', 'Format', 'Attach Excel'])
      expect(form.getByLabelText(label)).toBeTruthy()
    expect(form.getByRole('button', { name: 'Previous row' })).toHaveProperty('disabled', true)

    await user.click(form.getByRole('button', { name: 'Next row' }))
    const second = within(screen.getByRole('region', { name: 'Row 2 of 2' }))
    expect(second.getByLabelText('Name')).toHaveProperty('value', 'Li')
    await user.clear(second.getByLabelText('CC Email'))
    await user.type(second.getByLabelText('CC Email'), 'boss@example.com')
    expect(seen.rows[1]?.ccEmail).toBe('boss@example.com')
    expect(seen.rows[0]?.ccEmail).toBe('')
    expect(second.getByRole('button', { name: 'Next row' })).toHaveProperty('disabled', true)
  }, 90_000) // a whole grid typed row by row: seconds alone, over 30 s beside three other files on two busy cores

  it('moves to the row Add row makes, and removes the row shown', async () => {
    setViewportWidth(390)
    const user = userEvent.setup()
    const seen = renderGrid(ROWS)
    await user.click(screen.getByRole('button', { name: 'Add row' }))
    const third = within(screen.getByRole('region', { name: 'Row 3 of 3' }))
    await user.type(third.getByLabelText('To Email'), 'new@example.com')
    expect(seen.rows[2]?.toEmail).toBe('new@example.com')
    await user.click(third.getByRole('button', { name: 'Previous row' }))
    await user.click(screen.getByRole('button', { name: 'Remove row 2' }))
    expect(seen.rows.map((row) => row.filterValue)).toEqual(['East', ''])
    expect(screen.getByRole('region', { name: 'Row 2 of 2' })).toBeTruthy()
  })

  it('keeps the table on a wide screen', () => {
    setViewportWidth(1366)
    renderGrid(ROWS)
    expect(screen.getByRole('table', { name: 'Filters and email recipients' })).toBeTruthy()
    expect(screen.queryByRole('region', { name: /^Row \d+ of/ })).toBeNull()
  })
})
