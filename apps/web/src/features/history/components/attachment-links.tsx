import { historyApi, historyMessages, type ExecutionFile } from '@herald/contracts'
import { ActionIcon, Group, Text, Tooltip } from '@mantine/core'
import { IconFileTypePdf, IconFileTypePpt, IconFileTypeXls } from '@tabler/icons-react'
import { endpointUrl } from '../../../lib/call-endpoint.ts'

type Attachment = ExecutionFile['attachments'][number]

const KIND_ICONS: Record<Attachment['kind'], typeof IconFileTypePdf> = {
  PDF: IconFileTypePdf,
  PPTX: IconFileTypePpt,
  XLSX: IconFileTypeXls,
}

const KIND_PATHS = { PDF: 'pdf', PPTX: 'pptx', XLSX: 'xlsx' } as const

/** One download link per generated attachment of a file. */
export function AttachmentLinks({ file }: { file: ExecutionFile }) {
  if (file.fileExpired) {
    return (
      <Tooltip label="Generated files are deleted after the retention period." withArrow>
        <Text size="sm" c="dimmed">
          {historyMessages.fileExpired}
        </Text>
      </Tooltip>
    )
  }
  if (file.attachments.length === 0) return null
  return (
    <Group gap={2} wrap="nowrap">
      {file.attachments.map(({ kind, name }) => {
        const Icon = KIND_ICONS[kind]
        const label = `Download ${name}`
        return (
          <Tooltip key={kind} label={label} withArrow>
            <ActionIcon
              component="a"
              href={endpointUrl(historyApi.downloadFile, {
                params: { fileId: file.id, kind: KIND_PATHS[kind] },
              })}
              download={name}
              variant="subtle"
              aria-label={label}
            >
              <Icon size={18} />
            </ActionIcon>
          </Tooltip>
        )
      })}
    </Group>
  )
}
