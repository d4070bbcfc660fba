// Step 1's calendar presets (ADR 0045): each sets the cron's day parts (croner's L, #) and, for the last
// working day, working days only with runs moved back, keeping the time of day already chosen.
import type { HolidayPolicy } from '@herald/contracts'

export interface CalendarPreset {
  value: string
  label: string
  dayOfMonth: string
  dayOfWeek: string
  workingDays?: { policy: HolidayPolicy }
}

export const CALENDAR_PRESETS: readonly CalendarPreset[] = [
  { value: 'last-day', label: 'Last day of the month', dayOfMonth: 'L', dayOfWeek: '*' },
  {
    value: 'last-working-day',
    label: 'Last working day of the month',
    dayOfMonth: 'L',
    dayOfWeek: '*',
    workingDays: { policy: 'PREVIOUS_WORKING_DAY' },
  },
  { value: 'first-monday', label: 'First Monday of the month', dayOfMonth: '*', dayOfWeek: '1#1' },
  { value: 'last-friday', label: 'Last Friday of the month', dayOfMonth: '*', dayOfWeek: '5#L' },
  {
    value: 'first-working-day',
    label: 'First working day of the month',
    dayOfMonth: '1',
    dayOfWeek: '*',
    workingDays: { policy: 'NEXT_WORKING_DAY' },
  },
]

/** The cron with the preset's days, every month, at the cron's own minute and hour (10:00 when unreadable). */
export function cronWithPreset(cron: string, preset: CalendarPreset): string {
  const [minute = '0', hour = '10'] = cron.trim().split(/\s+/)
  return `${minute} ${hour} ${preset.dayOfMonth} * ${preset.dayOfWeek}`
}

/** The preset a schedule matches, if any (its day parts, every month, and its working-days rule). */
export function presetOf(cron: string, workingDaysOnly: boolean, policy: HolidayPolicy): string | null {
  const [, , dom, month, dow] = cron.trim().split(/\s+/)
  const found = CALENDAR_PRESETS.find(
    (p) =>
      p.dayOfMonth === dom &&
      p.dayOfWeek === dow &&
      month === '*' &&
      (p.workingDays ? workingDaysOnly && p.workingDays.policy === policy : !workingDaysOnly),
  )
  return found?.value ?? null
}
