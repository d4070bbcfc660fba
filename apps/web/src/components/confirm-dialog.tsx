import { Alert, Button, Group, Modal, Stack, Text, type MantineColor } from '@mantine/core'
import type { ReactNode } from 'react'
import { errorText } from '../lib/api-error.ts'

interface ConfirmDialogProps {
  opened: boolean
  title: ReactNode
  children: ReactNode
  /** The affirmative button ('Delete', 'Yes, Cancel Runs', 'Ok'). */
  confirmLabel: string
  confirmColor?: MantineColor
  /** The button that closes without acting ('Cancel' unless named); null for a notice with one button. */
  cancelLabel?: string | null
  busy?: boolean
  /** Why the action was refused, shown under the message until the dialog closes. */
  refusal?: string | null
  onConfirm: () => void
  onClose: () => void
}

/** A question or a notice in a modal: the message, then Cancel (focused first) and the action, or one button. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  confirmColor,
  cancelLabel = 'Cancel',
  busy = false,
  refusal,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={busy ? () => {} : onClose}
      title={title}
      centered
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="lg">
        {typeof children === 'string' ? <Text>{children}</Text> : children}
        {refusal ? (
          <Alert color="red" variant="light" role="alert">
            {refusal}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          {cancelLabel ? (
            <Button variant="default" onClick={onClose} disabled={busy} data-autofocus>
              {cancelLabel}
            </Button>
          ) : null}
          <Button
            color={confirmColor}
            onClick={onConfirm}
            loading={busy}
            data-autofocus={cancelLabel ? undefined : true}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

/**
 * The props a dialog that confirms `mutation` takes from it: busy while it runs, its refusal shown, and a close
 * that clears the refusal for the next time.
 */
export function confirmingMutation(
  mutation: { isPending: boolean; isError: boolean; error: unknown; reset: () => void },
  onClose: () => void,
): Pick<ConfirmDialogProps, 'busy' | 'refusal' | 'onClose'> {
  return {
    busy: mutation.isPending,
    refusal: mutation.isError ? errorText(mutation.error) : null,
    onClose: () => {
      onClose()
      mutation.reset()
    },
  }
}
