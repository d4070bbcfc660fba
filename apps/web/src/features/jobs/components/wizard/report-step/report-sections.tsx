import type { BiToolInfo, UserJob } from '@herald/contracts'
import { Accordion } from '@mantine/core'
import type { ReportDraft, ReportSettings } from '../../../lib/report-draft.ts'
import type { ReportIssues } from '../../../lib/report-issues.ts'
import { AccountSection } from './account-section.tsx'
import { AdvancedSection } from './advanced-section.tsx'
import { FiltersSection } from './filters-section.tsx'
import type { DraftChange, RowsChange } from './use-report-draft.ts'

interface ReportSectionsProps {
  job: UserJob
  tools: BiToolInfo[]
  settings: ReportSettings
  draft: ReportDraft
  premium: boolean
  issues: ReportIssues
  showErrors: boolean
  open: string[]
  onOpenChange: (open: string[]) => void
  onChange: (change: DraftChange) => void
  onRowsChange: (change: RowsChange) => void
}

/** Step 2's three sections: Account Authorization, the filters and recipients, and Advanced. */
export function ReportSections(props: ReportSectionsProps) {
  const { job, settings, issues, onChange } = props
  return (
    <Accordion multiple value={props.open} onChange={props.onOpenChange} variant="separated">
      <Accordion.Item value="account">
        <Accordion.Control>Account Authorization</Accordion.Control>
        <Accordion.Panel>
          <AccountSection
            jobId={job.id}
            draft={settings}
            tools={props.tools}
            onChange={onChange}
            error={issues.fields.report}
          />
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="filters">
        <Accordion.Control>Apply Filters, Slicers and Email IDs</Accordion.Control>
        <Accordion.Panel>
          <FiltersSection
            job={job}
            draft={props.draft}
            premium={props.premium}
            issues={issues}
            showErrors={props.showErrors}
            onChange={onChange}
            onRowsChange={props.onRowsChange}
          />
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="advanced">
        <Accordion.Control>Advanced</Accordion.Control>
        <Accordion.Panel>
          <AdvancedSection jobId={job.id} draft={settings} fields={issues.fields} onChange={onChange} />
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  )
}
