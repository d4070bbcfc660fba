import { calendarRulesProblem, type UserJobInput } from '@herald/contracts'
import { AppError } from '../../../platform/http/errors.ts'

/** The calendar rules' checks across fields (ADR 0045): a 400 naming the field, like the other job rules. */
export function assertCalendarRules(input: UserJobInput): void {
  const problem = calendarRulesProblem({
    cron: input.jobCronExpression ?? null,
    frequency: input.jobRunFrequency,
    startTime: input.userJobStartTime,
    timeZone: input.timeZone,
    endDate: input.endDate ?? null,
    workingDaysOnly: input.workingDaysOnly,
    holidayPolicy: input.holidayPolicy,
  })
  if (problem) throw new AppError(400, problem.message, { fieldErrors: [problem] })
}
