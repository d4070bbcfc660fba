import { destinationMessages } from '@herald/contracts'
import { Alert, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core'
import { errorText } from '../../../../../../lib/api-error.ts'
import { DestinationForm } from './destination-form.tsx'
import { DestinationRow } from './destination-row.tsx'
import { SigningSecretAlert } from './signing-secret-alert.tsx'
import { useDestinations } from './use-destinations.ts'

/**
 * Step 3's destinations beside email (ADR 0048): Slack, Microsoft Teams, webhooks — each listed with
 * 'Send a test' and Remove; a webhook's signing secret is shown once, right after it is added.
 */
export function DestinationsSection({ jobId }: { jobId: number }) {
  const { allowed, list, adding, setAdding, add, test, secret, ...destinations } = useDestinations(jobId)
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
            <Button variant="light" onClick={destinations.startAdding}>
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
        {secret && <SigningSecretAlert secret={secret} onClose={destinations.hideSecret} />}
        {list.data?.map((d) => (
          <DestinationRow
            key={d.id}
            destination={d}
            testing={test.isPending && test.variables?.id === d.id}
            onTest={test.mutate}
            onRemove={destinations.remove.mutate}
          />
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
