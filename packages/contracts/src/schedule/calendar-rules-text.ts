// The words for a job's calendar rules (ADR 0045), added to the readable schedule ('Runs: …').
import type { HolidayPolicy } from './working-days.ts'
import { parseLocalDate } from './working-days.ts'

export interface CalendarRules {
  workingDaysOnly?: boolean | null
  holidayPolicy?: HolidayPolicy | null
  endDate?: string | null
}

const POLICY_WORDS: Record<HolidayPolicy, string> = {
  NEXT_WORKING_DAY: 'a run on a weekend or holiday moves to the next working day',
  PREVIOUS_WORKING_DAY: 'a run on a weekend or holiday moves to the previous working day',
  SKIP: 'a run on a weekend or holiday is skipped',
}

/** '31 December 2027' for '2027-12-31' (the text itself when it is not a date). */
export function formatLocalDate(text: string): string {
  const day = parseLocalDate(text)
  if (day === undefined) return text
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', dateStyle: 'long' }).format(day)
}

/** ', on working days only (…), until 31 December 2027', or '' without calendar rules. */
export function describeCalendarRules(rules: CalendarRules): string {
  let text = ''
  if (rules.workingDaysOnly) {
    text += `, on working days only (${POLICY_WORDS[rules.holidayPolicy ?? 'NEXT_WORKING_DAY']})`
  }
  if (rules.endDate) text += `, until ${formatLocalDate(rules.endDate)}`
  return text
}
