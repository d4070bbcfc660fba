import {
  ReportJobConf,
  withRowFilters,
  type AuthConfigView,
  type BiPage,
  type BiReport,
  type BiToolInfo,
  type BiVisual,
  type BiWorkspace,
  type SubscriptionType,
  type UserJob,
} from '@herald/contracts'
import { notifications } from '@mantine/notifications'
import { fireEvent, screen } from '@testing-library/react'
import { vi } from 'vitest'
import { sessionKey } from '../../../../../lib/session.ts'
import { userAccount } from '../../../../../test/fixtures.ts'
import { jsonResponse, renderWithProviders, testQueryClient } from '../../../../../test/render.tsx'
import { jobFixture, mockApi, type ApiCall } from '../../../testing/job-fixtures.ts'
import { ReportStep } from './report-step.tsx'

export const TOOLS: BiToolInfo[] = [
  { biTool: 'SAMPLE', label: 'Sample data (built in)', configured: true },
  { biTool: 'POWER_BI', label: 'Power BI', configured: false },
]
const WORKSPACES: BiWorkspace[] = [
  { id: 'sample', name: 'Sample workspace' },
  { id: 'other', name: 'Other workspace' },
]
export const REPORTS: BiReport[] = [
  { id: 'sales-overview', name: 'Sales Overview', workspaceId: 'sample', embedUrl: '' },
  { id: 'stock', name: 'Stock', workspaceId: 'sample', embedUrl: '' },
]
const PAGES: BiPage[] = [
  { name: 'overview', displayName: 'Overview' },
  { name: 'countries', displayName: 'Countries' },
]
const VISUALS: BiVisual[] = [
  { name: 'RegionManagers', title: 'Report recipients by region', kind: 'table', page: 'recipients' },
  { name: 'TopCustomers', title: 'Top customers', kind: 'table', page: 'countries' },
  { name: 'KeyFigures', title: 'Key figures', kind: 'card', page: 'overview' },
]

/** Job 7 linked to Tableau Cloud with a personal access token. */
export const TABLEAU_LINK: AuthConfigView = {
  hasValidAuth: true,
  biTool: 'TABLEAU_ONLINE',
  userAuthConf: { userPrincipal: 'herald-bot' },
  serverUrl: 'https://10ay.online.tableau.com',
  siteContentUrl: 'acme',
}

type Handler = (call: ApiCall) => Response | Promise<Response>
const REPORT = '/api/job/7/sample/report/sales-overview'

/** The server of step 2 for job 7: no saved task yet, the sample source and its listings. */
export function reportStepApi(overrides: Record<string, Handler> = {}): ApiCall[] {
  return mockApi({
    'GET /api/bi-tools': () => jsonResponse(TOOLS),
    'GET /api/job/7/sample/workspaces': () => jsonResponse(WORKSPACES),
    'GET /api/job/7/sample/workspace/sample/reports': () => jsonResponse(REPORTS),
    [`GET ${REPORT}/pages`]: () => jsonResponse(PAGES),
    [`GET ${REPORT}/visuals`]: () => jsonResponse(VISUALS),
    [`GET ${REPORT}/filter-values`]: () => jsonResponse(['East', 'West']),
    'POST /api/report-job-conf': ({ body }) => {
      // Answers as the server does: the saved task with ids, its rows trimmed.
      const conf = ReportJobConf.parse(body)
      const rows = conf.userReportGenerationFilterData.map((row, index) => ({
        ...withRowFilters(row),
        id: index + 1,
      }))
      return jsonResponse({ ...conf, id: 1, userJobId: 7, userReportGenerationFilterData: rows })
    },
    'POST /api/automated-filters': ({ body }) => jsonResponse(body),
    // Nothing set up is an answer, not an error: no Automated Input settings, no SFTP credentials.
    'GET /api/automated-filters/7': () => jsonResponse(null),
    'GET /api/account/sftp': () => jsonResponse(null),
    ...overrides,
  })
}

interface RenderOptions {
  plan?: SubscriptionType
  /** null: a job not saved yet. */
  job?: UserJob | null
}

/** Step 2 of job 7 (or `job`) for a signed-in account on `plan`. */
export function renderReportStep({ plan = 'PREMIUM', job = jobFixture({ id: 7 }) }: RenderOptions = {}) {
  notifications.clean()
  const onNext = vi.fn()
  const onPrevious = vi.fn()
  const queryClient = testQueryClient()
  queryClient.setQueryData(sessionKey, { ...userAccount, subscriptionType: plan })
  const result = renderWithProviders(
    <ReportStep job={job ?? undefined} onNext={onNext} onPrevious={onPrevious} />,
    {
      queryClient,
    },
  )
  return { ...result, onNext, onPrevious }
}

/** Types into a cell of the filter grid at once (typing key by key re-renders the step each time). */
export function setCell(row: number, column: string, value: string): void {
  fireEvent.change(screen.getByLabelText(`Row ${row} ${column}`), { target: { value } })
}
