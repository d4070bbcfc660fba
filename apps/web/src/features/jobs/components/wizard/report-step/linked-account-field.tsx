import { Badge, TextInput, UnstyledButton } from '@mantine/core'
import { errorText } from '../../../../../lib/api-error.ts'
import { fieldLabelStyles } from '../field-label.ts'
import type { BiRevoking } from './use-bi-link.ts'

interface LinkedAccountFieldProps {
  label: string
  /** Who the job is linked as, and where. */
  value: string
  revoking: BiRevoking
  /** What to do when the BI tool no longer accepts the link; undefined while it does. */
  refused: string | undefined
}

/** The linked BI account, read-only, with a 'Revoke Access' badge (spec §4). */
export function LinkedAccountField({ label, value, revoking, refused }: LinkedAccountFieldProps) {
  return (
    <TextInput
      label={label}
      styles={fieldLabelStyles}
      readOnly
      value={value}
      rightSectionWidth={140}
      rightSection={
        <UnstyledButton
          onClick={() => revoking.mutate()}
          disabled={revoking.isPending}
          aria-label="Revoke Access"
        >
          <Badge color="red" variant="light" style={{ cursor: 'pointer' }}>
            Revoke Access
          </Badge>
        </UnstyledButton>
      }
      error={revoking.isError ? `Could not revoke: ${errorText(revoking.error)}` : refused}
    />
  )
}
