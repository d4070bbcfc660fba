import { lazy, Suspense, type ComponentProps } from 'react'
import { withTimeout } from '../../../lib/lazy-with-timeout.ts'
import type { SocialButtons as Buttons } from './social-buttons.tsx'

/** The buttons' code (and their brand icons) loads only on a server with sign-in providers configured. */
const SocialButtons = lazy(() =>
  withTimeout(() => import('./social-buttons.tsx')).then((m) => ({ default: m.SocialButtons })),
)

/** `SocialButtons`, fetched on first use; nothing at all when the server has no provider. */
export function DeferredSocialButtons(props: ComponentProps<typeof Buttons>) {
  if (props.providers.length === 0) return null
  return (
    <Suspense fallback={null}>
      <SocialButtons {...props} />
    </Suspense>
  )
}
