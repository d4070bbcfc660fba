import { Button, Group, Text } from '@mantine/core'
import type { usePowerBiPopup } from './use-powerbi-popup.ts'

/** The four squares of the sign-in button, drawn here (no image from another site). */
function ProviderMark() {
  const squares = ['#f25022', '#7fba00', '#00a4ef', '#ffb900']
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      {squares.map((fill, i) => (
        <rect key={fill} x={(i % 2) * 8.5} y={Math.floor(i / 2) * 8.5} width="7.5" height="7.5" fill={fill} />
      ))}
    </svg>
  )
}

interface PowerBiSignInProps {
  label: string
  popup: ReturnType<typeof usePowerBiPopup>
}

/** Sign in with Microsoft (or again): opens Entra ID in a popup, and says where to finish. */
export function PowerBiSignIn({ label, popup }: PowerBiSignInProps) {
  return (
    <Group gap="sm">
      <Button
        variant="default"
        leftSection={<ProviderMark />}
        loading={popup.busy}
        onClick={() => void popup.open()}
      >
        {label}
      </Button>
      {popup.busy ? (
        <Text size="sm" c="dimmed">
          Finish signing in in the Microsoft window.
        </Text>
      ) : null}
    </Group>
  )
}
