import { authMessages, RegisterInput } from '@herald/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { errorText } from '../../../../lib/api-error.ts'
import { register as registerAccount } from '../../api/register.ts'
import { useCaptcha } from '../use-captcha.tsx'

/** The sign-up form: its fields, the captcha, the failure shown and whether the activation link was sent. */
export function useRegisterForm() {
  const captcha = useCaptcha()
  const [failure, setFailure] = useState<string | null>(null)
  const [sent, setSent] = useState(false)
  const form = useForm({
    resolver: zodResolver(RegisterInput),
    mode: 'onTouched',
    defaultValues: { firstName: '', email: '', langKey: 'en' },
  })
  const submit = form.handleSubmit(async (values) => {
    if (!captcha.ready) return setFailure(authMessages.captchaRequired)
    setFailure(null)
    try {
      await registerAccount(values, captcha.token)
      setSent(true)
    } catch (error) {
      setFailure(errorText(error))
      if (captcha.enabled) captcha.reset()
    }
  })
  return { form, captcha, failure, setFailure, sent, submit }
}

export type RegisterFormState = ReturnType<typeof useRegisterForm>
