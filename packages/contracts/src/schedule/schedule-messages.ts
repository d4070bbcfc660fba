/**
 * Messages of the schedule rules. The too-frequent text is the spec's (§5 "Job"); the others are ours,
 * as the spec names those rules without giving their wording.
 */
export const scheduleMessages = {
  cronParts:
    'A cron expression has exactly 5 parts separated by spaces: minute, hour, day of month, month and day of week.',
  cronCharacters: (part: string) => `The ${part} part may only contain digits, *, -, comma (,) and /.`,
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
  invalidCron: (problem: string) => `Invalid cron: ${problem}`,
} as const
