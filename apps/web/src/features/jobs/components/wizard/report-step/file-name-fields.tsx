import {
  buildFileName,
  fileDateToken,
  renderTokens,
  REPORT_RUN_PERIOD_LABELS,
  ReportRunPeriod,
  type UserJob,
} from '@herald/contracts'
import { Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import type { ReportDraft } from '../../../lib/report-draft.ts'
import { todayIn } from '../../../../../lib/format-date.ts'
import { fieldLabelStyles } from '../field-label.ts'
import type { DraftChange } from './use-report-draft.ts'

const PERIODS = ReportRunPeriod.options.map((period) => ({
  value: period,
  label: REPORT_RUN_PERIOD_LABELS[period],
}))

interface FileNameFieldsProps {
  job: UserJob
  draft: ReportDraft
  error?: string
  onChange: (change: DraftChange) => void
}

/** The example: a run today in the job's zone, for the first filter value typed in the grid. */
function exampleName(job: UserJob, draft: ReportDraft): string {
  const manual = draft.dataIngestionMode !== 'AUTOMATED_FILTERS'
  const row = manual ? draft.rows.find((r) => r.filterValue.trim() !== '') : undefined
  // FILE NAME's tokens ({Account}, {runDate:…}) with the first row's values, as the run resolves them (ADR 0047).
  const prefix = renderTokens(
    draft.filePrefix,
    {
      fields: row?.fields ?? {},
      filterName: row?.filterName ?? '',
      filterValue: row?.filterValue ?? '',
      jobName: job.name,
      runAt: new Date(),
      timeZone: job.timeZone,
    },
    { mode: 'fileName' },
  )
  const name = buildFileName({
    prefix,
    dateToken: fileDateToken(draft.reportRunPeriod, todayIn(job.timeZone)),
    filterValue: row?.filterValue ?? '',
  })
  return name === '' ? '' : `${name}.${draft.fileFormat.toLowerCase()}`
}

/** FILE NAME and FILE DATE, with the name a file of today's run would get. */
export function FileNameFields({ job, draft, error, onChange }: FileNameFieldsProps) {
  const example = exampleName(job, draft)
  return (
    <Stack gap={6}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="File name"
          styles={fieldLabelStyles}
          placeholder="Monthly sales"
          value={draft.filePrefix}
          onChange={(event) => onChange({ filePrefix: event.currentTarget.value })}
          error={error}
        />
        <Select
          label="File date"
          styles={fieldLabelStyles}
          data={PERIODS}
          value={draft.reportRunPeriod}
          onChange={(value) => {
            const period = ReportRunPeriod.safeParse(value)
            if (period.success) onChange({ reportRunPeriod: period.data })
          }}
          allowDeselect={false}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {example
          ? `Example file name: ${example}`
          : 'Files are named after the FILE NAME, the FILE DATE and the filter value.'}
      </Text>
    </Stack>
  )
}
