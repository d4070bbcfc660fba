import { Box, Text } from '@mantine/core'
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react'
import type { TurnstileApi } from '../lib/load-turnstile.ts'
import { useTurnstileWidget } from './use-turnstile-widget.ts'

export interface CaptchaHandle {
  /** Asks for a fresh token (a token is good for one call). */
  reset(): void
}

interface CaptchaProps {
  siteKey: string
  onToken: (token: string | null) => void
  ref?: Ref<CaptchaHandle>
}

/** Cloudflare Turnstile widget; rendered only when the server has a captcha configured. */
export function Captcha({ siteKey, onToken, ref }: CaptchaProps) {
  const container = useRef<HTMLDivElement>(null)
  const widget = useRef<{ api: TurnstileApi; id: string } | null>(null)
  const onTokenRef = useRef(onToken)
  const [problem, setProblem] = useState<string | null>(null)

  useEffect(() => {
    onTokenRef.current = onToken
  }, [onToken])

  useImperativeHandle(ref, () => ({
    reset() {
      onTokenRef.current(null)
      if (widget.current) widget.current.api.reset(widget.current.id)
    },
  }))

  useTurnstileWidget({ container, widget, siteKey, onTokenRef, setProblem })

  return (
    <Box>
      <Box ref={container} mih={problem ? 0 : 65} data-testid="captcha" />
      {problem ? (
        <Text c="red" size="sm" role="alert">
          {problem}
        </Text>
      ) : null}
    </Box>
  )
}
