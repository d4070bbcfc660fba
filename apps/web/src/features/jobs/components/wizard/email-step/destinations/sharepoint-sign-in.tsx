import type { SharePointSignInMessage } from '@herald/contracts'
import { Button, Group, Text } from '@mantine/core'
import { initiateSharePointSignIn } from '../../../../api/sharepoint.ts'
import { useSignInPopup } from '../../use-sign-in-popup.ts'

interface SharePointSignInProps {
  jobId: number
  signInId: string
  principal: string
  /** What is wrong with the sign-in, as the form found it. */
  error: string | undefined
  /** A new sign-in: the drive and folder picked before go with the old one. */
  onSignedIn: (signInId: string, principal: string) => void
}

/** Sign in with Microsoft (again), in a popup, and whom Herald is signed in as. */
export function SharePointSignIn({ jobId, signInId, principal, error, onSignedIn }: SharePointSignInProps) {
  const popup = useSignInPopup<SharePointSignInMessage>(
    'herald-sharepoint-oauth',
    () => initiateSharePointSignIn(jobId),
    (message) => onSignedIn(message.signInId!, message.principal!),
  )
  return (
    <>
      <Group gap="sm">
        <Button
          variant={signInId ? 'default' : 'filled'}
          onClick={() => void popup.open()}
          loading={popup.busy}
        >
          {signInId ? 'Sign in again' : 'Sign in with Microsoft'}
        </Button>
        {principal && <Text size="sm">Signed in as {principal}</Text>}
      </Group>
      {(popup.error ?? error) && (
        <Text c="red" size="sm" role="alert">
          {popup.error ?? error}
        </Text>
      )}
    </>
  )
}
