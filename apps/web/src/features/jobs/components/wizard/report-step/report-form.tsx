import {
  hasPremiumFeatures,
  reportMessages,
  type BiToolInfo,
  type SubscriptionType,
  type UserJob,
} from '@herald/contracts'
import { Accordion, Button, Group, Stack, Title } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useEffect, useMemo, useRef, useState } from 'react'
import { notifyError } from '../../../../../lib/notify.ts'
import { revealFirstInvalid } from '../../../../../lib/reveal-field.ts'
import { usableTool } from '../../../lib/bi-tool-options.ts'
import { hasBiTool, type ReportDraft } from '../../../lib/report-draft.ts'
import { reportIssues, SECTION_OF, serverIssues, type ReportIssues } from '../../../lib/report-issues.ts'
import { saveReportErrorText } from '../../../lib/save-report-error.ts'
import { AccountSection } from './account-section.tsx'
import { AdvancedSection } from './advanced-section.tsx'
import { FiltersSection } from './filters-section.tsx'
import { useReportDraft } from './use-report-draft.ts'
import { useSaveReport } from './use-save-report.ts'

interface ReportFormProps {
  job: UserJob
  plan: SubscriptionType | null
  tools: BiToolInfo[]
  initial: ReportDraft
  hadAutomated: boolean
  onPrevious: () => void
  onNext: () => void
}

type Section = (typeof SECTION_OF)[keyof typeof SECTION_OF]
const SECTIONS: Section[] = ['account', 'filters', 'advanced']
const NO_ISSUES: ReportIssues = { fields: {}, rowProblems: [] }
const CHECK_DELAY_MS = 250

function sectionsWith(issues: ReportIssues): Section[] {
  const fields = Object.keys(issues.fields) as (keyof typeof SECTION_OF)[]
  return [
    ...fields.map((field) => SECTION_OF[field]),
    ...(issues.rowProblems.length ? ['filters' as const] : []),
  ]
}

/** Step 2's three sections and Save & Next, which checks with the contract schema before posting. */
export function ReportForm({ job, plan, tools, initial, hadAutomated, onPrevious, onNext }: ReportFormProps) {
  const { settings, draft, change, changeRows, markSaved } = useReportDraft(initial)
  const [open, setOpen] = useState<string[]>(SECTIONS)
  const [submitted, setSubmitted] = useState(false)
  const [rejected, setRejected] = useState<{ draft: ReportDraft; issues: ReportIssues }>()
  const save = useSaveReport(job.id, hadAutomated)
  const stepRef = useRef<HTMLDivElement>(null)
  // A refused Save & Next brings its first problem into view below the top bar, once it is on screen.
  const [refusals, setRefusals] = useState(0)
  useEffect(() => {
    if (refusals > 0) revealFirstInvalid(stepRef.current)
  }, [refusals])
  // Once Save & Next has been tried, the messages follow the edits (checked when typing pauses).
  const [checked] = useDebouncedValue(submitted ? draft : null, CHECK_DELAY_MS, { leading: true })
  const clientIssues = useMemo(
    () => (checked && hasBiTool(checked) ? reportIssues(checked) : NO_ISSUES),
    [checked],
  )
  // The refused save's messages (the server's field errors too) hold until the next edit.
  const issues = rejected?.draft === draft ? rejected.issues : clientIssues
  const premium = plan !== null && hasPremiumFeatures(plan)
  const ready = usableTool(tools, draft.biTool) !== undefined

  const reveal = (found: ReportIssues) =>
    setOpen((current) => [...new Set([...current, ...sectionsWith(found)])])

  const submit = () => {
    if (!ready || !hasBiTool(draft)) return notifyError(reportMessages.requiredFields)
    setSubmitted(true)
    const found = reportIssues(draft)
    if (found.first) {
      // Shown at once (the checks that follow the edits wait for typing to pause).
      setRejected({ draft, issues: found })
      reveal(found)
      setRefusals((count) => count + 1)
      return notifyError(found.first)
    }
    save.mutate(draft, {
      onSuccess: () => {
        markSaved()
        onNext()
        save.forgetSaved()
      },
      onError: (error) => {
        const fromServer = serverIssues(error)
        setRejected({ draft, issues: fromServer })
        reveal(fromServer)
        setRefusals((count) => count + 1)
        notifyError(saveReportErrorText(error))
      },
    })
  }

  return (
    <Stack gap="lg" ref={stepRef}>
      <Title order={3}>Generate PDF</Title>
      <Accordion multiple value={open} onChange={setOpen} variant="separated">
        <Accordion.Item value="account">
          <Accordion.Control>Account Authorization</Accordion.Control>
          <Accordion.Panel>
            <AccountSection
              jobId={job.id}
              draft={settings}
              tools={tools}
              onChange={change}
              error={issues.fields.report}
            />
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="filters">
          <Accordion.Control>Apply Filters, Slicers and Email IDs</Accordion.Control>
          <Accordion.Panel>
            <FiltersSection
              job={job}
              draft={draft}
              premium={premium}
              issues={issues}
              showErrors={submitted}
              onChange={change}
              onRowsChange={changeRows}
            />
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="advanced">
          <Accordion.Control>Advanced</Accordion.Control>
          <Accordion.Panel>
            <AdvancedSection jobId={job.id} draft={settings} fields={issues.fields} onChange={change} />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
      <Group justify="space-between">
        <Button variant="default" onClick={onPrevious}>
          Previous
        </Button>
        <Button data-disabled={!ready || undefined} loading={save.isPending} onClick={submit}>
          Save & Next
        </Button>
      </Group>
    </Stack>
  )
}
