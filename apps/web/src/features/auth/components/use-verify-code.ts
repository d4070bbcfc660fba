import { VerifyCodeInput } from '@herald/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { sendCode } from '../api/send-code.ts'
import { verifyCode } from '../api/verify-code.ts'
import { useSignInAction } from './use-sign-in-action.ts'

/** The code step's form: verify the code and sign in, or email a new code when this one is gone. */
export function useVerifyCode(email: string, onSignedIn: () => Promise<void>) {
  const { captcha, failure, run } = useSignInAction()
  const [resending, setResending] = useState(false)
  const [resent, setResent] = useState(false)
  const form = useForm({
    resolver: zodResolver(VerifyCodeInput),
    mode: 'onTouched',
    defaultValues: { email, code: '' },
  })

  const submit = form.handleSubmit((values) =>
    run(async (token) => {
      await verifyCode(values.email, values.code, token)
      await onSignedIn()
    }),
  )

  const sendNewCode = async () => {
    setResending(true)
    await run(async (token) => {
      await sendCode(email, token)
      form.resetField('code')
      setResent(true)
    })
    setResending(false)
  }
  return { captcha, failure, form, submit, resending, resent, sendNewCode }
}
