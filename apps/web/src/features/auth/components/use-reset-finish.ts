import { passwordMessages, ResetFinishInput } from '@herald/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { errorText } from '../../../lib/api-error.ts'
import { clearSession } from '../../../lib/session.ts'
import { resetPassword } from '../api/reset-password.ts'
import { signOut } from '../api/sign-out.ts'

/** Spec §9 "Reset redirects": 2 s after success, 3 s after failure. */
const SUCCESS_REDIRECT_MS = 2000
const FAILURE_REDIRECT_MS = 3000

export type ResetOutcome = { ok: true } | { ok: false; message: string }

/** The new-password form: sets it with the reset token, signs out, and goes to /login a moment after. */
export function useResetFinish(token: string) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [outcome, setOutcome] = useState<ResetOutcome | null>(null)
  const form = useForm({
    resolver: zodResolver(ResetFinishInput),
    mode: 'onTouched',
    defaultValues: { newPassword: '', confirmPassword: '' },
  })

  useEffect(() => {
    if (!outcome) return
    const timer = setTimeout(
      () => void navigate('/login'),
      outcome.ok ? SUCCESS_REDIRECT_MS : FAILURE_REDIRECT_MS,
    )
    return () => clearTimeout(timer)
  }, [outcome, navigate])

  const submit = form.handleSubmit(async (values) => {
    try {
      await resetPassword(values.newPassword, token)
      setOutcome({ ok: true })
    } catch (error) {
      setOutcome({ ok: false, message: errorText(error, passwordMessages.resetFailed) })
    }
    await signOut().catch(() => undefined)
    clearSession(queryClient)
  })

  return { outcome, form, submit }
}
