import type { Account } from '@herald/contracts'
import { useQuery } from '@tanstack/react-query'
import { useProfileInfo } from '../../../../lib/profile.ts'
import { useSession } from '../../../../lib/session.ts'
import { billingStateQuery } from '../../api/billing-state.ts'
import type { JobPage } from '../../api/list-jobs.ts'

const NO_PLAN = new Set<Account['subscriptionType']>(['FREE_TRIAL', 'TRIAL_EXPIRED', 'FREE_TRIAL_EXPIRED'])

/** Which cards the list shows under the jobs: Choose Your Plan, the first-job guide, and Schedule a call. */
export function useJobListCards(page: JobPage | undefined, search: string) {
  const { account } = useSession()
  const { profile } = useProfileInfo()
  const noPlan = account !== null && NO_PLAN.has(account.subscriptionType)
  // 'Choose Your Plan' (spec §2) where card payments are set up; plans are the administrator's otherwise.
  const billing = useQuery({ ...billingStateQuery, enabled: noPlan })
  const canCreateJobs = account?.canCreateJobs ?? false
  const bookingUrl = profile.bookingUrl
  return {
    showPlans: noPlan && billing.data?.enabled === true,
    canCreateJobs,
    // An account without any job (not a search that found none) is shown how to make the first one.
    showGuide: page !== undefined && page.total === 0 && search === '',
    /** The call to book, when the account has no plan or may not create jobs. */
    callUrl: bookingUrl !== null && (noPlan || !canCreateJobs) ? bookingUrl : null,
  }
}
