import type { UserJob } from '@herald/contracts'
import { jsonResponse } from '../../../test/render.tsx'

export function jobFixture(overrides: Partial<UserJob> = {}): UserJob {
  return {
    id: 1,
    name: 'Monthly sales',
    isActive: true,
    status: 'READY',
    jobStatusDetails: null,
    jobErrorDetails: null,
    timeZone: 'America/New_York',
    jobRunFrequency: 'MONTHLY',
    userJobStartTime: '2026-12-01T10:00:00',
    jobCronExpression: '0 10 1 * *',
    lastRun: null,
    nextRun: null,
    jobDuration: 0,
    userEmail: 'ada@example.com',
    recipients: ['ada@example.com'],
    hasActiveRun: false,
    endDate: null,
    workingDaysOnly: false,
    holidayPolicy: 'NEXT_WORKING_DAY',
    ended: false,
    runOnSchedule: true,
    runAfterRefresh: false,
    refreshPollMinutes: 5,
    runWindowStart: null,
    runWindowEnd: null,
    refreshMinHours: null,
    refreshNote: null,
    lastRefreshRunAt: null,
    triggerCreatedAt: null,
    ...overrides,
  }
}

export { mockApi, type ApiCall } from '../../../test/mock-api.ts'

/** A page of jobs the way the server sends it: the rows, and the total in `x-total-count`. */
export function jobPage(jobs: UserJob[], total = jobs.length): Response {
  return jsonResponse(jobs, { headers: { 'x-total-count': String(total) } })
}
