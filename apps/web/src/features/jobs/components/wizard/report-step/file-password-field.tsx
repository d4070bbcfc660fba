import { FILE_PASSWORD_MAX } from '@herald/contracts'
import { Checkbox, PasswordInput, Stack, Text } from '@mantine/core'
import type { ReportSettings } from '../../../lib/report-draft.ts'
import type { DraftChange } from './use-report-draft.ts'

interface FilePasswordFieldProps {
  draft: Pick<ReportSettings, 'filePassword' | 'filePasswordSet'>
  onChange: (change: DraftChange) => void
}

/**
 * 'Protect files with a password' (ADR 0049): a fixed text, or a column of the rows such as {Password} so
 * each recipient's file opens with their own. PDFs are encrypted (AES-256); PPTX and Excel go inside an
 * AES-256 zip. The saved password is never shown again: typing a new one replaces it.
 */
export function FilePasswordField({ draft, onChange }: FilePasswordFieldProps) {
  const typed = draft.filePassword
  const enabled = typed === undefined ? draft.filePasswordSet === true : typed !== null
  return (
    <Stack gap="xs" maw={560}>
      <Checkbox
        label="Protect files with a password"
        description="PDFs are encrypted with AES-256; PPTX and Excel files are sent inside an AES-256 zip."
        checked={enabled}
        onChange={(event) =>
          onChange({
            filePassword: event.currentTarget.checked ? (draft.filePasswordSet ? undefined : '') : null,
          })
        }
      />
      {enabled ? (
        <PasswordInput
          label="File password"
          description="A fixed text, or a column of your rows such as {Password} to give each row its own."
          placeholder={
            draft.filePasswordSet && typed === undefined ? 'Saved — type to replace it' : '{Password}'
          }
          maxLength={FILE_PASSWORD_MAX}
          value={typed ?? ''}
          onChange={(event) => onChange({ filePassword: event.currentTarget.value })}
          w={360}
        />
      ) : null}
      {enabled && draft.filePasswordSet && typed === undefined ? (
        <Text size="xs" c="dimmed">
          A password is saved for this job; it is never shown again.
        </Text>
      ) : null}
    </Stack>
  )
}
