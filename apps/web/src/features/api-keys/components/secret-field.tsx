import { apiKeyMessages } from '@herald/contracts'
import { ActionIcon, Alert, CopyButton, Group, PasswordInput, Stack, Tooltip } from '@mantine/core'
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react'
import { notifySuccess } from '../../../lib/notify.ts'

/** The new key's secret, masked with show/hide and a copy button: shown this once, never again. */
export function SecretField({ secret }: { secret: string }) {
  return (
    <Stack gap="xs">
      <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="Copy your API key now">
        For your security Herald keeps only a fingerprint of the key: this is the only time it is shown. If
        you lose it, regenerate the key.
      </Alert>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <PasswordInput
          label="API key"
          value={secret}
          readOnly
          flex={1}
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': 'Show or hide API key' }}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? apiKeyMessages.copied : 'Copy'} withArrow>
              <ActionIcon
                size={36}
                variant="light"
                color={copied ? 'teal' : 'blue'}
                aria-label="Copy API key"
                onClick={() => {
                  copy()
                  notifySuccess(apiKeyMessages.copied)
                }}
              >
                {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Stack>
  )
}
