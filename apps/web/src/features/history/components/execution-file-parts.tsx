import { emailStatusDisplay, fileStatusDisplay, type ExecutionFile } from '@herald/contracts'
import { Badge, Group, Text, Tooltip } from '@mantine/core'
import { AttachmentLinks } from './attachment-links.tsx'
import { FileLinksButton } from './file-links-button.tsx'
import { StatusBadge } from './status-badge.tsx'

const POSSIBLE_DUPLICATE =
  'The mail server was interrupted while sending this email, so a recipient may have received it twice.'

/** A recipients list as sent, or a dash. */
export function Recipients({ list }: { list: string }) {
  if (list.trim() === '') return <Text c="dimmed">--</Text>
  return <Text style={{ overflowWrap: 'anywhere' }}>{list}</Text>
}

/** The file's name with its downloads, and under it the row's own columns (ADR 0047). */
export function FileTitle({ file }: { file: ExecutionFile }) {
  return (
    <>
      <Group gap="xs" wrap="nowrap">
        <Text style={{ overflowWrap: 'anywhere' }}>{file.fileName}</Text>
        <AttachmentLinks file={file} />
        <FileLinksButton file={file} />
      </Group>
      {file.fields ? (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {Object.entries(file.fields)
            .map(([name, value]) => `${name}: ${value || '—'}`)
            .join(' · ')}
        </Text>
      ) : null}
    </>
  )
}

/** The file's generation status; a skipped file says why under it. */
export function FileState({ file }: { file: ExecutionFile }) {
  return (
    <>
      <StatusBadge display={fileStatusDisplay(file.status)} detail={file.error} />
      {file.status === 'SKIPPED' && file.error ? (
        <Text size="xs" c="dimmed" mt={4} maw={260}>
          {file.error}
        </Text>
      ) : null}
    </>
  )
}

/** The file's email status, flagged when the mail server may have delivered it twice. */
export function EmailState({ file }: { file: ExecutionFile }) {
  return (
    <Group gap={4} wrap="nowrap">
      <StatusBadge display={emailStatusDisplay(file.emailStatus)} />
      {file.possibleDuplicate ? (
        <Tooltip label={POSSIBLE_DUPLICATE} multiline maw={320} withArrow>
          <Badge color="yellow" variant="light" tt="none" tabIndex={0}>
            Possible duplicate
          </Badge>
        </Tooltip>
      ) : null}
    </Group>
  )
}
