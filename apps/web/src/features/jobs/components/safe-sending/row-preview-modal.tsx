import { Alert, Loader, Modal, Stack, Text } from '@mantine/core'
import { safeSendingTexts } from '../../lib/delivery-plan-text.ts'
import type { PreviewState } from './use-row-preview.ts'

/** The row's preview: rendering, why it failed, or the PDF in a frame. */
export function RowPreviewModal({ state, onClose }: { state: PreviewState; onClose: () => void }) {
  return (
    <Modal
      opened={state.kind !== 'idle'}
      onClose={onClose}
      size="90%"
      title={
        state.kind === 'idle'
          ? ''
          : safeSendingTexts.previewTitle(state.row.filterName, state.row.filterValue)
      }
    >
      {state.kind === 'loading' ? (
        <Stack align="center" py="xl" gap="sm">
          <Loader />
          <Text c="dimmed">{safeSendingTexts.previewLoading}</Text>
        </Stack>
      ) : null}
      {state.kind === 'failed' ? (
        <Alert color="red" variant="light" role="alert">
          {state.message}
        </Alert>
      ) : null}
      {state.kind === 'shown' ? (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {`${state.fileName} · ${safeSendingTexts.previewNote}`}
          </Text>
          <iframe
            title={`Preview of ${state.fileName}`}
            src={state.url}
            style={{
              width: '100%',
              height: '70vh',
              border: '1px solid var(--mantine-color-default-border)',
            }}
          />
        </Stack>
      ) : null}
    </Modal>
  )
}
