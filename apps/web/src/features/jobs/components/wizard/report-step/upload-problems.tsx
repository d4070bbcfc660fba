import { firstProblems } from '@herald/contracts'
import { Alert, List, Text } from '@mantine/core'
import { uploadMessages } from '../../../lib/upload-messages.ts'
import type { UploadOutcome } from '../../../lib/upload-rows.ts'

export type UploadFailure = Extract<UploadOutcome, { ok: false }>

interface UploadProblemsProps {
  failure: UploadFailure | null
  onClose: () => void
}

/**
 * Beside the grid, until the next upload or until closed: why the last upload was refused — for invalid rows
 * the spec's text with the first ten problems, then 'and N more errors' (spec §5).
 */
export function UploadProblems({ failure, onClose }: UploadProblemsProps) {
  if (!failure) return null
  const { invalid } = failure
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      aria-label="Upload errors"
      withCloseButton
      closeButtonLabel="Dismiss upload errors"
      onClose={onClose}
      p="sm"
    >
      <Text size="sm" fw={650} c="red.9" pr="lg">
        {invalid ? uploadMessages.failedHeading(invalid.kind, invalid.problems.length) : failure.message}
      </Text>
      {invalid ? (
        <>
          <List size="sm" spacing={2} mt={4}>
            {firstProblems(invalid.problems).map((problem, index) => (
              <List.Item key={index} style={{ overflowWrap: 'anywhere' }}>
                {problem}
              </List.Item>
            ))}
          </List>
          <Text size="sm" mt={6}>
            {uploadMessages.fixThem}
          </Text>
        </>
      ) : null}
    </Alert>
  )
}
