import { useDebouncedValue } from '@mantine/hooks'
import { useMemo, useState } from 'react'
import { hasBiTool, type ReportDraft } from '../../../lib/report-draft.ts'
import { reportIssues, SECTION_OF, type ReportIssues } from '../../../lib/report-issues.ts'

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

/** Step 2's open sections, all at first; the sections holding a refused save's problems open again. */
export function useOpenSections() {
  const [open, setOpen] = useState<string[]>(SECTIONS)
  const openWith = (found: ReportIssues) =>
    setOpen((current) => [...new Set([...current, ...sectionsWith(found)])])
  return { open, setOpen, openWith }
}

/**
 * What is wrong with the draft: nothing until Save & Next is tried, then the messages follow the edits (checked
 * when typing pauses); a refused save's messages (the server's field errors too) hold until the next edit.
 */
export function useReportCheck(draft: ReportDraft) {
  const [submitted, setSubmitted] = useState(false)
  const [rejected, setRejected] = useState<{ draft: ReportDraft; issues: ReportIssues }>()
  const [checked] = useDebouncedValue(submitted ? draft : null, CHECK_DELAY_MS, { leading: true })
  const clientIssues = useMemo(
    () => (checked && hasBiTool(checked) ? reportIssues(checked) : NO_ISSUES),
    [checked],
  )
  const issues = rejected?.draft === draft ? rejected.issues : clientIssues
  return {
    issues,
    submitted,
    markSubmitted: () => setSubmitted(true),
    reject: (refused: ReportDraft, found: ReportIssues) => setRejected({ draft: refused, issues: found }),
  }
}
