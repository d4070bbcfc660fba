import { describe, expect, it } from 'vitest'
import {
  BUILDER_FIELDS,
  correctionNote,
  cronFromSelections,
  cronSelections,
  fieldOptions,
  withSelection,
} from './cron-selections.ts'

describe('cron builder', () => {
  it('reads a cron into selections and writes it back, numbers in order', () => {
    expect(cronSelections('0,30 9 * * 1-5')).toEqual([['0', '30'], ['9'], [], [], ['1-5']])
    expect(cronFromSelections([['30', '0'], ['17', '9'], [], [], []])).toBe('0,30 9,17 * * *')
    expect(cronSelections('0 10')).toEqual([['0'], ['10'], [], [], []])
  })

  it('keeps ranges and steps a stored cron holds as options of their own', () => {
    const options = fieldOptions(BUILDER_FIELDS[1]!, ['*/2', '9'])
    expect(options.at(-1)).toEqual({ value: '*/2', label: '*/2' })
    expect(options).toHaveLength(25)
  })

  it('lets the day chosen last win between day of month and day of week', () => {
    const monthly = cronSelections('0 10 1 * *')
    expect(cronFromSelections(withSelection(monthly, 4, ['1']))).toBe('0 10 * * 1')
    const weekly = cronSelections('0 10 * * 1')
    expect(cronFromSelections(withSelection(weekly, 2, ['15']))).toBe('0 10 15 * *')
  })

  it('says what the auto-correction changed', () => {
    expect(correctionNote('0 10 1 * *', '0 10 1 * *')).toBeNull()
    expect(correctionNote('* * * * *', '0 10 * * *')).toMatch(/10:00 every day/)
    expect(correctionNote('0 10', '0 10 * * *')).toMatch(/filled with \*/)
    expect(correctionNote('0 10 1 * * 2026', '0 10 1 * *')).toMatch(/extra parts/)
    expect(correctionNote('0 10 1 * 1', '0 10 1 * *')).toMatch(/day of week was cleared/)
  })
})
