import { Anchor, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'
import { devMailboxUrl } from '../../../../config/site-links.ts'
import { useProfileInfo } from '../../../../lib/profile.ts'

/** Switch between a code and a password, the dev mailbox (outside production) and the way to sign up. */
export function LoginFooter({ password, onSwitch }: { password: boolean; onSwitch: () => void }) {
  const { profile } = useProfileInfo()
  return (
    <Stack gap={6} align="center">
      <Anchor component="button" type="button" size="sm" onClick={onSwitch}>
        {password ? 'Sign in with a 6-digit code instead' : 'Sign in with a password instead'}
      </Anchor>
      {profile.devMailbox ? (
        <Anchor href={devMailboxUrl} size="sm" target="_blank" rel="noopener">
          Open the dev mailbox
        </Anchor>
      ) : null}
      <Text size="sm" c="dimmed">
        New to Herald?{' '}
        <Anchor component={Link} to="/register" size="sm" underline="always">
          Start your free trial
        </Anchor>
      </Text>
    </Stack>
  )
}
