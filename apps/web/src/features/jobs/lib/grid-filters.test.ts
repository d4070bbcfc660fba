import { describe, expect, it } from 'vitest'
import {
  addColumn,
  addFilterPair,
  blankRowFor,
  filterCount,
  gridColumns,
  gridRow,
  gridRowFrom,
  removeColumn,
  removeFilterPair,
  renameColumn,
  rowInput,
} from './grid-rows.ts'

describe('the grid’s filter pairs and own columns', () => {
  it('turns a saved row’s filters into extra pairs and back, the first kept as filterName/filterValue', () => {
    const saved = gridRowFrom({
      filterName: 'Sales/Region',
      filterValue: 'East',
      filters: [
        { filterName: 'Sales/Region', filterValue: 'East' },
        { filterName: 'Sales/Category', filterValue: 'Furniture' },
      ],
      toEmail: 'a@example.com',
    })
    expect(saved.extraFilters).toEqual([{ filterName: 'Sales/Category', filterValue: 'Furniture' }])
    // An edited first filter goes out as filters[0]: never a stale copy of the saved one.
    const edited = { ...saved, filterValue: 'West' }
    expect(rowInput(edited).filters).toEqual([
      { filterName: 'Sales/Region', filterValue: 'West' },
      { filterName: 'Sales/Category', filterValue: 'Furniture' },
    ])
    expect('filters' in rowInput(gridRow({ filterName: 'Sales/Region' }))).toBe(false)
  })

  it('adds and removes a filter pair on every row, up to 5', () => {
    let rows = [gridRow(), gridRow()]
    rows = addFilterPair(rows)
    expect(filterCount(rows)).toBe(2)
    expect(blankRowFor(rows).extraFilters).toHaveLength(1)
    for (let i = 0; i < 5; i++) rows = addFilterPair(rows)
    expect(filterCount(rows)).toBe(5)
    expect(filterCount(removeFilterPair(rows, 0))).toBe(4)
  })

  it('adds, renames and removes a column on every row, keeping its values', () => {
    let rows = addColumn([gridRow(), gridRow()], 'Name')
    rows = rows.map((row, i) => ({ ...row, fields: { ...row.fields, Name: `N${i}` } }))
    rows = addColumn(rows, 'Account')
    expect(gridColumns(rows)).toEqual(['Name', 'Account'])
    rows = renameColumn(rows, 'Name', 'Client')
    expect(gridColumns(rows)).toEqual(['Client', 'Account'])
    expect(rows[1]!.fields).toEqual({ Client: 'N1', Account: '' })
    expect(gridColumns(removeColumn(rows, 'Client'))).toEqual(['Account'])
    expect(blankRowFor(rows).fields).toEqual({ Client: '', Account: '' })
  })
})
