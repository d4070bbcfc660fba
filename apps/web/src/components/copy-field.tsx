import { ActionIcon, Code, CopyButton, Group, Tooltip } from '@mantine/core'
import { IconCheck, IconCopy } from '@tabler/icons-react'
import { notifySuccess } from '../lib/notify.ts'

const COPIED = 'Copied to clipboard'

/** A value to paste elsewhere (a DNS record, an SFTP password), shown whole, with a copy button. */
export function CopyField({ value, label }: { value: string; label: string }) {
  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      <Code block style={{ flex: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
        {value}
      </Code>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? COPIED : 'Copy'} withArrow>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              aria-label={`Copy ${label}`}
              onClick={() => {
                copy()
                notifySuccess(COPIED)
              }}
            >
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  )
}
