import type { SocialProvider } from '@herald/contracts'
import { Button, Divider, Stack } from '@mantine/core'
import { IconBrandGoogle, IconBrandWindows } from '@tabler/icons-react'
import { useState, type ReactNode } from 'react'
import { startSocialSignIn } from '../api/social-sign-in.ts'

export const providerNames: Record<SocialProvider, string> = { google: 'Google', azure: 'Microsoft' }

const providerIcons = {
  google: <IconBrandGoogle size={18} aria-hidden />,
  azure: <IconBrandWindows size={18} aria-hidden />,
} satisfies Record<SocialProvider, ReactNode>

interface SocialButtonsProps {
  providers: readonly SocialProvider[]
  onError: (provider: SocialProvider, error: unknown) => void
  /** A divider under the buttons, e.g. 'or continue with email'. */
  dividerLabel?: string
}

/** One button per sign-in provider the server has configured. */
export function SocialButtons({ providers, onError, dividerLabel }: SocialButtonsProps) {
  const [busy, setBusy] = useState<SocialProvider | null>(null)
  if (providers.length === 0) return null

  async function start(provider: SocialProvider): Promise<void> {
    setBusy(provider)
    try {
      await startSocialSignIn(provider)
    } catch (error) {
      setBusy(null)
      onError(provider, error)
    }
  }

  return (
    <Stack gap="xs">
      {providers.map((provider) => (
        <Button
          key={provider}
          variant="default"
          leftSection={providerIcons[provider]}
          loading={busy === provider}
          disabled={busy !== null && busy !== provider}
          onClick={() => void start(provider)}
          fullWidth
        >
          {`Continue with ${providerNames[provider]}`}
        </Button>
      ))}
      {dividerLabel ? <Divider label={dividerLabel} labelPosition="center" /> : null}
    </Stack>
  )
}
