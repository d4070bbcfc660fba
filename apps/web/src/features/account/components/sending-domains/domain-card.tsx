import { sendingDomainMessages, type SendingDomain } from '@herald/contracts'
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconRefresh, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx'
import { useDeleteSendingDomain, useRecheckSendingDomain } from '../../api/sending-domains.ts'
import { DnsRecordsTable } from './dns-records-table.tsx'
import { formatDateTime } from '../../../../lib/format-date.ts'

const checkedAt = (iso: string | null) => (iso ? `Checked ${formatDateTime(iso)}` : 'Not checked yet')

/** The domain's name, whether its emails are signed, its selector and when it was last checked. */
function DomainStatus({ domain }: { domain: SendingDomain }) {
  return (
    <Stack gap={4}>
      <Group gap="sm">
        <Title order={3} size="h4">
          {domain.domain}
        </Title>
        <Badge variant="light" color={domain.dkimVerified ? 'green' : 'gray'}>
          {domain.dkimVerified ? 'DKIM verified' : 'DKIM not verified'}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {domain.dkimVerified
          ? 'Report emails from this domain are DKIM-signed.'
          : 'Publish the DKIM record, then check again: emails from this domain are not signed yet.'}{' '}
        Selector {domain.selector}. {checkedAt(domain.checkedDate)}.
      </Text>
    </Stack>
  )
}

/** One sending domain: whether its emails are signed, its records, 'Check again' and delete (confirmed). */
export function DomainCard({ domain }: { domain: SendingDomain }) {
  const recheck = useRecheckSendingDomain()
  const remove = useDeleteSendingDomain()
  const [confirming, setConfirming] = useState(false)
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={domain.domain}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <DomainStatus domain={domain} />
          <Group gap="xs">
            <Button
              variant="light"
              size="xs"
              leftSection={<IconRefresh size={14} />}
              loading={recheck.isPending}
              onClick={() => recheck.mutate(domain.id)}
            >
              Check again
            </Button>
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} />}
              onClick={() => setConfirming(true)}
            >
              Delete
            </Button>
          </Group>
        </Group>
        <DnsRecordsTable records={domain.records} />
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title="Delete sending domain"
        confirmLabel="Delete"
        confirmColor="red"
        busy={remove.isPending}
        onConfirm={() => remove.mutate(domain, { onSettled: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      >
        {sendingDomainMessages.confirmDelete(domain.domain)}
      </ConfirmDialog>
    </Paper>
  )
}
