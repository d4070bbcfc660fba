import type { ExecutionFile } from '@herald/contracts'
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { DestinationStatuses } from './destination-statuses.tsx'
import { EmailState, FileState, FileTitle, Recipients } from './execution-file-parts.tsx'

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase">
        {label}
      </Text>
      {children}
    </div>
  )
}

/** A run's files on a phone: one card per file, every column a labelled line, nothing cut or scrolled sideways. */
export function ExecutionFileCards({ files }: { files: ExecutionFile[] }) {
  return (
    <Stack gap="xs" role="list" aria-label="Files">
      {files.map((file) => (
        <Paper key={file.id} withBorder radius="sm" p="sm" role="listitem" fz="sm">
          <Stack gap="xs">
            <FileTitle file={file} />
            <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
              <Field label="File Status">
                <FileState file={file} />
              </Field>
              <Field label="Send Email">
                <EmailState file={file} />
              </Field>
            </SimpleGrid>
            <Field label="To">
              <Recipients list={file.toEmail} />
            </Field>
            {file.ccEmail.trim() ? (
              <Field label="CC">
                <Recipients list={file.ccEmail} />
              </Field>
            ) : null}
            {file.bccEmail.trim() ? (
              <Field label="BCC">
                <Recipients list={file.bccEmail} />
              </Field>
            ) : null}
            {(file.destinations ?? []).length > 0 ? (
              <Field label="Destinations">
                <DestinationStatuses file={file} />
              </Field>
            ) : null}
          </Stack>
        </Paper>
      ))}
    </Stack>
  )
}
