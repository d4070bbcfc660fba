import type { ExecutionFile } from '@herald/contracts'
import { Paper, SimpleGrid, Stack } from '@mantine/core'
import { LabelledValue } from '../../../components/labelled-value.tsx'
import { DestinationStatuses } from './destination-statuses.tsx'
import { EmailState, FileState, FileTitle, Recipients } from './execution-file-parts.tsx'

/** A run's files on a phone: one card per file, every column a labelled line, nothing cut or scrolled sideways. */
export function ExecutionFileCards({ files }: { files: ExecutionFile[] }) {
  return (
    <Stack gap="xs" role="list" aria-label="Files">
      {files.map((file) => (
        <Paper key={file.id} withBorder radius="sm" p="sm" role="listitem" fz="sm">
          <Stack gap="xs">
            <FileTitle file={file} />
            <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
              <LabelledValue label="File Status">
                <FileState file={file} />
              </LabelledValue>
              <LabelledValue label="Send Email">
                <EmailState file={file} />
              </LabelledValue>
            </SimpleGrid>
            <LabelledValue label="To">
              <Recipients list={file.toEmail} />
            </LabelledValue>
            {file.ccEmail.trim() ? (
              <LabelledValue label="CC">
                <Recipients list={file.ccEmail} />
              </LabelledValue>
            ) : null}
            {file.bccEmail.trim() ? (
              <LabelledValue label="BCC">
                <Recipients list={file.bccEmail} />
              </LabelledValue>
            ) : null}
            {(file.destinations ?? []).length > 0 ? (
              <LabelledValue label="Destinations">
                <DestinationStatuses file={file} />
              </LabelledValue>
            ) : null}
          </Stack>
        </Paper>
      ))}
    </Stack>
  )
}
