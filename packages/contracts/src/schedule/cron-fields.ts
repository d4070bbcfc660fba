import { scheduleMessages as m } from './schedule-messages.ts'

/**
 * One of the 5 parts of a cron expression. Day of week runs 0-7, where both 0 and 7 are Sunday. A step
 * can be as large as the number of distinct values (croner's limit: 7 for day of week).
 */
export interface CronFieldSpec {
  name: string
  min: number
  max: number
  maxStep: number
}

export const CRON_FIELDS: readonly CronFieldSpec[] = [
  { name: 'minute', min: 0, max: 59, maxStep: 60 },
  { name: 'hour', min: 0, max: 23, maxStep: 24 },
  { name: 'day-of-month', min: 1, max: 31, maxStep: 31 },
  { name: 'month', min: 1, max: 12, maxStep: 12 },
  { name: 'day-of-week', min: 0, max: 7, maxStep: 7 },
]

/** The values a part matches, sorted and unique, or the problem with it. */
export type FieldValues = { values: number[]; problem?: undefined } | { values?: undefined; problem: string }

const ITEM = /^(?:(\*)|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/

/** Expands one part (`*`, `n`, `a-b`, `* /s`, `a-b/s`, comma lists of these) to the values it matches. */
export function expandField(text: string, field: CronFieldSpec): FieldValues {
  if (!/^[\d*,/-]+$/.test(text)) return { problem: m.cronCharacters(field.name) }
  const values = new Set<number>()
  for (const item of text.split(',')) {
    const match = ITEM.exec(item)
    if (!match) return { problem: m.cronSyntax(field.name) }
    const [, star, from, to, step] = match
    if (step !== undefined && star === undefined && to === undefined)
      return { problem: m.cronSyntax(field.name) }
    const low = star ? field.min : Number(from)
    const high = star ? field.max : to !== undefined ? Number(to) : low
    if (low < field.min || high > field.max) return { problem: m.cronRange(field.name, field.min, field.max) }
    if (low > high) return { problem: m.cronRangeOrder(field.name) }
    const by = step === undefined ? 1 : Number(step)
    if (by < 1 || by > field.maxStep) return { problem: m.cronStep(field.name, field.maxStep) }
    for (let value = low; value <= high; value += by) values.add(value)
  }
  return { values: [...values].sort((a, b) => a - b) }
}
