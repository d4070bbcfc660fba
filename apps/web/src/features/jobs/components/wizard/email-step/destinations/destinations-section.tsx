import { destinationMessages, hasDestinations, type DestinationView } from '@herald/contracts'
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core'
import { IconSend, IconTrash } from '@tabler/icons-react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { CopyField } from '../../../../../../components/copy-field.tsx'
import { errorText } from '../../../../../../lib/api-error.ts'
import { notifyError, notifySuccess } from '../../../../../../lib/notify.ts'
import { useSession } from '../../../../../../lib/session.ts'
import {
  addDestination,
  destinationKeys,
  destinationsQuery,
  removeDestination,
  testDestination,
} from '../../../../api/destinations.ts'
import { DestinationForm } from './destination-form.tsx'

/**
 * Step 3's destinations beside email (ADR 0048): Slack, Microsoft Teams, webhooks — each listed with
 * 'Send a test' and Remove; a webhook's signing secret is shown once, right after it is added.
 */
export function DestinationsSection({ jobId }: { jobId: number }) {
  const { account } = useSession()
  const allowed = account === null || hasDestinations(account.subscriptionType)
  const list = useQuery({ ...destinationsQuery(jobId), enabled: allowed })
  const queryClient = useQueryClient()
  const [adding, setAdding] = useState(false)
  const [secret, setSecret] = useState<{ label: string; value: string } | undefined>()
  const refresh = () => queryClient.invalidateQueries({ queryKey: destinationKeys.list(jobId) })
  const add = useMutation({
    mutationFn: (input: Parameters<typeof addDestination>[1]) => addDestination(jobId, input),
    onSuccess: async (created) => {
      setAdding(false)
      if (created.secret) setSecret({ label: created.label, value: created.secret })
      notifySuccess(`${created.label} added.`)
      await refresh()
    },
  })
  const remove = useMutation({
    mutationFn: (d: DestinationView) => removeDestination(jobId, d.id),
    onSuccess: refresh,
  })
  const test = useMutation({
    mutationFn: (d: DestinationView) => testDestination(jobId, d.id),
    onSuccess: (answer) => notifySuccess(answer.message),
    onError: (error) => notifyError(errorText(error), 'The test was not sent'),
  })

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="destinations-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <div>
            <Title order={3} size="h4" id="destinations-title">
              Destinations
            </Title>
            <Text size="sm" c="dimmed">
              Send each file to Slack, Microsoft Teams, your own endpoint or a folder of yours (SFTP, S3,
              SharePoint / OneDrive), beside or instead of email.
            </Text>
          </div>
          {allowed && (
            <Button
              variant="light"
              onClick={() => {
                add.reset()
                setAdding(true)
              }}
            >
              Add destination
            </Button>
          )}
        </Group>
        {!allowed && (
          <Alert color="yellow" variant="light">
            {destinationMessages.notOnPlan}
          </Alert>
        )}
        {allowed && list.isError && (
          <Alert color="red" variant="light" role="alert">
            {`The destinations could not be loaded: ${errorText(list.error)}`}
          </Alert>
        )}
        {allowed && list.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            No destinations yet: files go by email only.
          </Text>
        )}
        {secret && (
          <Alert
            color="blue"
            variant="light"
            title={`Signing secret of ${secret.label}`}
            withCloseButton
            onClose={() => setSecret(undefined)}
          >
            <Stack gap={6}>
              <Text size="sm">
                Copy it now: Herald will not show it again. Verify each request’s webhook-signature with it.
              </Text>
              <CopyField value={secret.value} label="signing secret" />
            </Stack>
          </Alert>
        )}
        {list.data?.map((d) => (
          <Group key={d.id} justify="space-between" wrap="nowrap" data-testid="destination-row">
            <Group gap="xs" wrap="nowrap">
              <Badge variant="light">{d.type}</Badge>
              <Text size="sm" fw={500}>
                {d.label}
              </Text>
              {d.settings.message && (
                <Text size="sm" c="dimmed" truncate maw={280}>
                  “{d.settings.message}”
                </Text>
              )}
            </Group>
            <Group gap={4} wrap="nowrap">
              <Button
                size="xs"
                variant="default"
                leftSection={<IconSend size={14} />}
                loading={test.isPending && test.variables?.id === d.id}
                onClick={() => test.mutate(d)}
              >
                Send a test
              </Button>
              <Tooltip label="Remove" withArrow>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${d.label}`}
                  onClick={() => remove.mutate(d)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Group>
        ))}
      </Stack>
      <Modal opened={adding} onClose={() => setAdding(false)} title="Add a destination" size="xl">
        <DestinationForm
          jobId={jobId}
          onSubmit={(input) => add.mutate(input)}
          onCancel={() => setAdding(false)}
          serverError={add.isError ? errorText(add.error) : undefined}
          submitting={add.isPending}
        />
      </Modal>
    </Card>
  )
}
