import { hasPremiumFeatures, type BiToolInfo, type SubscriptionType, type UserJob } from '@herald/contracts'
import { Button, Group, Stack, Title } from '@mantine/core'
import { usableTool } from '../../../lib/bi-tool-options.ts'
import type { ReportDraft } from '../../../lib/report-draft.ts'
import type { ReportIssues } from '../../../lib/report-issues.ts'
import { useRevealFirstInvalid } from '../use-reveal-first-invalid.ts'
import { ReportSections } from './report-sections.tsx'
import { useOpenSections, useReportCheck } from './use-report-check.ts'
import { useReportDraft } from './use-report-draft.ts'
import { useSaveAndNext } from './use-save-and-next.ts'

interface ReportFormProps {
  job: UserJob
  plan: SubscriptionType | null
  tools: BiToolInfo[]
  initial: ReportDraft
  hadAutomated: boolean
  onPrevious: () => void
  onNext: () => void
}

/** Step 2's three sections and Save & Next, which checks with the contract schema before posting. */
export function ReportForm({ job, plan, tools, initial, hadAutomated, onPrevious, onNext }: ReportFormProps) {
  const { settings, draft, change, changeRows, markSaved } = useReportDraft(initial)
  const sections = useOpenSections()
  const check = useReportCheck(draft)
  const { ref, reveal } = useRevealFirstInvalid<HTMLDivElement>()
  const ready = usableTool(tools, draft.biTool) !== undefined
  const { submit, saving } = useSaveAndNext({
    jobId: job.id,
    hadAutomated,
    draft,
    ready,
    check,
    onRefused: (found: ReportIssues) => {
      sections.openWith(found)
      reveal()
    },
    onSaved: () => {
      markSaved()
      onNext()
    },
  })
  return (
    <Stack gap="lg" ref={ref}>
      <Title order={3}>Generate PDF</Title>
      <ReportSections
        {...{ job, tools, settings, draft, issues: check.issues }}
        premium={plan !== null && hasPremiumFeatures(plan)}
        showErrors={check.submitted}
        open={sections.open}
        onOpenChange={sections.setOpen}
        onChange={change}
        onRowsChange={changeRows}
      />
      <Group justify="space-between">
        <Button variant="default" onClick={onPrevious}>
          Previous
        </Button>
        <Button data-disabled={!ready || undefined} loading={saving} onClick={submit}>
          Save & Next
        </Button>
      </Group>
    </Stack>
  )
}
