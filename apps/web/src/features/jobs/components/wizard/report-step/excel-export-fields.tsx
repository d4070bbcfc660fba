import { planMessages } from '@herald/contracts'
import { Alert, Group, MultiSelect, Stack, Switch } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import type { ReportSettings } from '../../../lib/report-draft.ts'
import { reportStepTexts } from '../../../lib/report-step-texts.ts'
import { withSavedOptions } from '../../../lib/saved-options.ts'
import { fieldLabelStyles } from '../field-label.ts'
import { UpgradePrompt } from './upgrade-prompt.tsx'
import type { DraftChange } from './use-report-draft.ts'
import { useReportVisuals } from './use-report-visuals.ts'

interface ExcelExportFieldsProps {
  jobId: number
  draft: ReportSettings
  premium: boolean
  error?: string
  onChange: (change: DraftChange) => void
}

/** 'All' (every table and matrix visual) or the chosen names, comma-separated as listOfExcelVisuals holds them. */
const chosenVisuals = (list: string) =>
  list.trim().toLowerCase() === 'all'
    ? []
    : list
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)

/** The Excel export of table and matrix visuals (not on the Standard plan, spec §6). */
export function ExcelExportFields({ jobId, draft, premium, error, onChange }: ExcelExportFieldsProps) {
  const visuals = useReportVisuals(jobId, draft, ['table', 'matrix'])
  const chosen = chosenVisuals(draft.listOfExcelVisuals)
  const options = withSavedOptions(
    visuals.options,
    chosen.map((name) => ({ value: name, label: name })),
  )
  return (
    <Stack gap="sm">
      <Group gap="md" wrap="wrap">
        <Switch
          label="Excel export of table and matrix visuals"
          checked={draft.generateExcel}
          disabled={!premium}
          onChange={(event) => onChange({ generateExcel: event.currentTarget.checked })}
        />
        {premium ? null : <UpgradePrompt label={planMessages.upgradePremiumExcel} feature="excelExport" />}
      </Group>
      {draft.generateExcel ? (
        <>
          <MultiSelect
            label="Visuals for Excel export"
            styles={fieldLabelStyles}
            placeholder={chosen.length ? undefined : 'All table and matrix visuals'}
            description={visuals.options.length ? undefined : visuals.placeholder}
            data={options}
            value={chosen}
            onChange={(names) => onChange({ listOfExcelVisuals: names.length ? names.join(',') : 'All' })}
            searchable
            clearable
            disabled={!premium}
            error={error ?? visuals.error}
            maw={640}
          />
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} p="xs">
            {reportStepTexts.excelUniqueNames}
          </Alert>
        </>
      ) : null}
    </Stack>
  )
}
