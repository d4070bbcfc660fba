import {
  trialDaysRemaining,
  type ProductUsage,
  type SubscriptionType,
  type UsageDay,
  type UsageFigures,
} from '@herald/contracts'
import { notAuthenticated } from '../../platform/http/errors.ts'
import type { BillingDeps } from './billing-deps.ts'
import { findAccountPlan, findBillingAccount, usagePerDay, type UsageDayRow } from './billing.queries.ts'
import { presentBillingState } from './present-billing-state.ts'

const noUsage = (): UsageFigures => ({ jobs: 0, runs: 0, files: 0, emails: 0, storageBytes: 0 })

/** This calendar month (UTC), one entry per day from the 1st to today, days without usage as zeros. */
function monthDays(now: Date, rows: UsageDayRow[]): UsageDay[] {
  const byDay = new Map(rows.map((row) => [row.day, row]))
  const days: UsageDay[] = []
  for (let d = 1; d <= now.getUTCDate(); d++) {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), d)).toISOString().slice(0, 10)
    const row = byDay.get(date)
    days.push({
      date,
      ...(row
        ? {
            jobs: row.jobs,
            runs: row.runs,
            files: row.files,
            emails: row.emails,
            storageBytes: Number(row.storage_bytes),
          }
        : noUsage()),
    })
  }
  return days
}

function sum(days: UsageDay[]): UsageFigures {
  const totals = noUsage()
  for (const day of days) {
    for (const key of Object.keys(totals) as (keyof UsageFigures)[]) totals[key] += day[key]
  }
  return totals
}

/** GET api/product-usage/: the plan read now, spec §4's days remaining and this month's usage per day. */
export async function getProductUsage(deps: BillingDeps, userId: string): Promise<ProductUsage> {
  const now = deps.clock()
  const plan = await findAccountPlan(deps.db, userId)
  if (!plan) throw notAuthenticated()
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1))
  const [rows, billing] = await Promise.all([
    usagePerDay(deps.db, userId, from, to),
    findBillingAccount(deps.db, userId),
  ])
  const days = monthDays(now, rows)
  const subscriptionType = plan.subscriptionType as SubscriptionType
  return {
    plan: subscriptionType,
    daysRemaining: trialDaysRemaining(
      { subscriptionType, subscriptionStartDate: plan.subscriptionStartDate.toISOString() },
      now,
    ),
    canCreateJobs: plan.canCreateJobs,
    month: from.toISOString().slice(0, 7),
    totals: sum(days),
    days,
    billing: presentBillingState(deps.stripe !== undefined, billing),
  }
}
