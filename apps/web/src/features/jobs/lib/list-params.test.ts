import { describe, expect, it } from 'vitest'
import { parsePage, parseSort, toggleSort } from './list-params.ts'

describe('list parameters', () => {
  it('reads and toggles the sort and the page from the URL', () => {
    expect(parseSort('name,desc')).toEqual({ field: 'name', direction: 'desc' })
    expect(parseSort('password,asc')).toEqual({ field: 'id', direction: 'asc' })
    expect(toggleSort({ field: 'name', direction: 'asc' }, 'name')).toEqual({
      field: 'name',
      direction: 'desc',
    })
    expect(toggleSort({ field: 'name', direction: 'desc' }, 'status')).toEqual({
      field: 'status',
      direction: 'asc',
    })
    expect(parsePage('3')).toBe(2)
    expect(parsePage('-1')).toBe(0)
    expect(parsePage(null)).toBe(0)
  })
})
