/**
 * Messages of the schedule rules. The too-frequent text is the spec's (§5 "Job"); the others are ours,
 * as the spec names those rules without giving their wording.
 */
export const scheduleMessages = {
  cronParts:
    'A cron expression has exactly 5 parts separated by spaces: minute, hour, day of month, month and day of week.',
  cronCharacters: (part: string) => `The ${part} part may only contain digits, *, -, comma (,) and /.`,
  cronDayOfMonthForms:
    'In the day-of-month part, L (last day of the month), LW (last weekday of the month) and 15W (the weekday nearest the 15th) stand alone; the day before W is 1 to 31.',
  cronDayOfWeekForms:
    'In the day-of-week part, 1#2 (the second Monday) and 5#L or 5L (the last Friday) stand alone; the weekday is 0 to 7 and the week 1 to 5 or L.',
  cronSyntax: (part: string) =>
    `The ${part} part is not valid: use *, a number, a range like 1-5, a step like */2 or 1-5/2, or a comma-separated list of these.`,
  cronRange: (part: string, min: number, max: number) =>
    `Values in the ${part} part must be between ${min} and ${max}.`,
  cronRangeOrder: (part: string) => `A range in the ${part} part must go from low to high, like 1-5.`,
  cronStep: (part: string, max: number) => `A step in the ${part} part must be between 1 and ${max}.`,
  cronDayConflict: 'Day of month and day of week cannot both be set: one of them must be *.',
  cronTooFrequent:
    'Jobs cannot be scheduled to run more frequently than once every 30 minutes. Please adjust your schedule.',
  cronNeverRuns: 'This schedule never runs: none of the chosen months has the chosen day of month.',
  endDateShape: 'Use an end date like 2027-12-31.',
  endDateInvalid: 'End date is not a valid date.',
  endBeforeStart: 'The end date cannot be before the start date.',
  holidayShape: 'Use a date like 2027-12-25.',
  holidayInvalid: (day: string) => `${day} is not a valid date.`,
  holidaysTooMany: (max: number) => `An account can list at most ${max} holidays.`,
  holidayNameTooLong: (max: number) => `A holiday name can be at most ${max} characters.`,
  neverOnWorkingDay:
    'This schedule never runs: with working days only, every day it picks is a Saturday or Sunday. Choose weekdays, or move runs to the next or previous working day.',
  invalidCron: (problem: string) => `Invalid cron: ${problem}`,
} as const
