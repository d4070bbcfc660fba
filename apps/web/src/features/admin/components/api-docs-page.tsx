import { API_DOCS_PATH } from '@herald/contracts'
import { Anchor, Box, Group, Stack, Text, Title } from '@mantine/core'
import { IconExternalLink } from '@tabler/icons-react'
import { env } from '../../../config/env.ts'
import { useProfileInfo } from '../../../lib/profile.ts'

const docsUrl = `${env.apiBase}${API_DOCS_PATH}/`

/** /admin/docs: the server's interactive API documentation (Swagger UI), while its swagger profile is on. */
export function ApiDocsPage() {
  const { profile, isLoading } = useProfileInfo()
  const enabled = profile.activeProfiles.includes('swagger')
  return (
    <Stack gap="sm" py="md" h="calc(100vh - 120px)">
      <Group justify="space-between" align="baseline">
        <Title order={2}>API</Title>
        {enabled ? (
          <Anchor href={docsUrl} target="_blank" rel="noopener" size="sm">
            <Group gap={4}>
              Open in a new tab <IconExternalLink size={14} />
            </Group>
          </Anchor>
        ) : null}
      </Group>
      {enabled ? (
        <Box
          component="iframe"
          src={docsUrl}
          title="Herald API documentation"
          flex={1}
          w="100%"
          style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
        />
      ) : isLoading ? null : (
        <Text c="dimmed">
          The API documentation is turned off on this server. Set API_DOCS=true (the default) to serve it.
        </Text>
      )}
    </Stack>
  )
}
