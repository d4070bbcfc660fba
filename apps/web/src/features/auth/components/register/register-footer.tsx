import { Anchor, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'
import { docsLink } from '../../../../config/site-links.ts'

/** The licence agreed to by signing up, and (until the link is sent) the way to sign in instead. */
export function RegisterFooter({ sent }: { sent: boolean }) {
  return (
    <Stack gap={6} align="center">
      <Text size="xs" c="dimmed" ta="center">
        By signing up you agree to the{' '}
        <Anchor href={docsLink('eula')} size="xs" target="_blank" rel="noopener" underline="always">
          End User License Agreement
        </Anchor>
        .
      </Text>
      {!sent ? (
        <Text size="sm" c="dimmed">
          Already have an account?{' '}
          <Anchor component={Link} to="/login" size="sm" underline="always">
            Sign in
          </Anchor>
        </Text>
      ) : null}
    </Stack>
  )
}
