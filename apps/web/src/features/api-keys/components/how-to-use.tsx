import { jobsApi } from '@herald/contracts'
import { Button, Code, Paper, Stack, Text, Title } from '@mantine/core'
import { IconExternalLink } from '@tabler/icons-react'
import { apiDocsUrl } from '../../../config/site-links.ts'

/** How to call the API with the key, with a curl command that works against this server. */
export function HowToUse() {
  const origin = window.location.origin
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={3}>How to use your API key</Title>
        <Text>
          Send the key in the <Code>Authorization</Code> header of each request to Herald&apos;s API. It acts
          with your account&apos;s full rights, so keep it secret: store it where your program reads its
          secrets, never in a web page or a shared repository.
        </Text>
        <Text>List your jobs, with the key in the environment variable HERALD_API_KEY:</Text>
        <Code block aria-label="curl example">
          {`curl -H "Authorization: Bearer $HERALD_API_KEY" \\\n  ${origin}${jobsApi.list.path}`}
        </Code>
        <Text size="sm" c="dimmed">
          Requests without a valid key get 401; a client making too many requests gets 429 and a Retry-After
          header saying how many seconds to wait. Regenerating or deleting the key stops the old one at once.
        </Text>
        <div>
          <Button
            component="a"
            href={apiDocsUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            rightSection={<IconExternalLink size={16} />}
          >
            Open Developer Portal
          </Button>
        </div>
      </Stack>
    </Paper>
  )
}
