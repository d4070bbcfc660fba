import { filterMessages } from '@herald/contracts'
import { describe, expect, it } from 'vitest'
import { appendRows, cellProblems, firstFilterName, gridRow, hasOwnRows } from './grid-rows.ts'

describe('cellProblems', () => {
  it('says nothing about a row that will be dropped', () => {
    expect(cellProblems(gridRow({ ccEmail: 'not an email' }), '')).toEqual({})
  })

  it('puts each rule of spec §5 on its cell', () => {
    const row = gridRow({ filterName: ' ', filterValue: 'West', toEmail: '', ccEmail: 'a..b@example.com' })
    expect(cellProblems({ ...row, bccEmail: 'x@example.com', toEmail: '' }, '')).toEqual({})
    expect(
      cellProblems(gridRow({ filterValue: 'West', toEmail: 'to@', ccEmail: 'a..b@example.com' }), ''),
    ).toEqual({
      filterValue: filterMessages.valueWithoutName,
      toEmail: 'Invalid email format in To Email: to@ (expected format: name@example.com)',
      ccEmail: 'Invalid email format in CC Email: a..b@example.com (consecutive dots are not allowed)',
    })
    expect(cellProblems(gridRow({ filterName: 'Region' }), '')).toEqual({
      filterName: filterMessages.syntax,
      toEmail: filterMessages.toRequired,
    })
  })

  it('flags a filter name that differs from the first one', () => {
    const rows = [
      gridRow({ filterName: 'Sales/Region', toEmail: 'a@example.com' }),
      gridRow({ filterName: 'Sales/Country', toEmail: 'b@example.com' }),
    ]
    const first = firstFilterName(rows)
    expect(first).toBe('Sales/Region')
    expect(cellProblems(rows[1]!, first)).toEqual({
      filterName: filterMessages.differentNames(['Sales/Region', 'Sales/Country']),
    })
  })
})

describe('uploads into the grid (ADR 0053)', () => {
  it('appends after the kept rows, every row holding every column of both', () => {
    const grid = [gridRow({ toEmail: 'a@example.com', fields: { Name: 'Ann' } }), gridRow()]
    const added = [gridRow({ toEmail: 'b@example.com', fields: { Account: 'Acme' } })]
    expect(appendRows(grid, added).map((row) => [row.toEmail, row.fields])).toEqual([
      ['a@example.com', { Name: 'Ann', Account: '' }],
      ['b@example.com', { Name: '', Account: 'Acme' }],
    ])
  })

  it('counts as the user’s rows anything but the row a new task starts with', () => {
    expect(hasOwnRows([gridRow({ toEmail: 'ada@example.com' }), gridRow()], 'ada@example.com')).toBe(false)
    expect(
      hasOwnRows([gridRow({ toEmail: 'ada@example.com', ccEmail: 'b@example.com' })], 'ada@example.com'),
    ).toBe(true)
    expect(hasOwnRows([gridRow({ toEmail: 'ada@example.com', id: 4 })], 'ada@example.com')).toBe(true)
    expect(hasOwnRows([gridRow({ toEmail: 'li@example.com' })], 'ada@example.com')).toBe(true)
  })
})
