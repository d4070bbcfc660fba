import { SendCodeInput } from '@herald/contracts'
import { Button, Stack } from '@mantine/core'
import { useRef, useState, type FormEvent } from 'react'
import { sendCode } from '../api/send-code.ts'
import { useSignInAction } from './use-sign-in-action.ts'
import { EmailInput, FailureAlert } from './form-parts.tsx'

interface SendCodeFormProps {
  defaultEmail: string
  onSent: (email: string) => void
}

function emailProblem(email: string): string | undefined {
  const parsed = SendCodeInput.safeParse({ email })
  return parsed.success ? undefined : parsed.error.issues[0]?.message
}

/**
 * Step 1 of passwordless sign-in: the email address, then 'Send me 6-digit code'. One field, checked once it
 * has been left and on every change after, so /login does without a form library (its script budget).
 */
export function SendCodeForm({ defaultEmail, onSent }: SendCodeFormProps) {
  const { captcha, failure, run } = useSignInAction()
  const [email, setEmail] = useState(defaultEmail)
  const [touched, setTouched] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const problem = emailProblem(email)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (problem) return input.current?.focus()
    setSubmitting(true)
    try {
      const address = SendCodeInput.parse({ email }).email
      await run(async (token) => {
        await sendCode(address, token)
        onSent(address)
      })
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <EmailInput
          ref={input}
          name="email"
          value={email}
          error={touched ? problem : undefined}
          onChange={(event) => setEmail(event.currentTarget.value)}
          onBlur={() => setTouched(true)}
        />
        {captcha.widget}
        <FailureAlert message={failure} />
        <Button type="submit" fullWidth loading={submitting} disabled={!captcha.ready}>
          Send me 6-digit code
        </Button>
      </Stack>
    </form>
  )
}
