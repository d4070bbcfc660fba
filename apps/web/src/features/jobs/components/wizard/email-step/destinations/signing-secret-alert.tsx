import { Alert, Stack, Text } from '@mantine/core'
import { CopyField } from '../../../../../../components/copy-field.tsx'
import type { ShownSecret } from './use-destinations.ts'

/** A new webhook's signing secret, to copy now: it is not shown again. */
export function SigningSecretAlert({ secret, onClose }: { secret: ShownSecret; onClose: () => void }) {
  return (
    <Alert
      color="blue"
      variant="light"
      title={`Signing secret of ${secret.label}`}
      withCloseButton
      onClose={onClose}
    >
      <Stack gap={6}>
        <Text size="sm">
          Copy it now: Herald will not show it again. Verify each request’s webhook-signature with it.
        </Text>
        <CopyField value={secret.value} label="signing secret" />
      </Stack>
    </Alert>
  )
}
