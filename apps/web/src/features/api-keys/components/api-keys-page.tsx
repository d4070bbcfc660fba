import { Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { QueryState } from '../../../components/page-state.tsx'
import { apiKeyQuery } from '../api/api-key.ts'
import { ApiKeyPanel } from './api-key-panel.tsx'
import { HowToUse } from './how-to-use.tsx'

/** /api-keys: the account's API key for programmatic access (Bearer token, full account access). */
export function ApiKeysPage() {
  const key = useQuery(apiKeyQuery)
  return (
    <Stack gap="md" py="md" maw={760}>
      <Title order={2}>API Key Management</Title>
      <Text c="dimmed">
        An API key lets a program call Herald with your account: create and run jobs, save their reports and
        emails, and read their history.
      </Text>
      <QueryState query={key} loading="Loading API key" failed="The API key information could not be loaded.">
        {(info) => <ApiKeyPanel info={info} />}
      </QueryState>
      <HowToUse />
    </Stack>
  )
}
