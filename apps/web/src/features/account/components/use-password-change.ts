import { ChangePasswordInput, passwordMessages } from '@herald/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { errorText } from '../../../lib/api-error.ts'
import { notifySuccess } from '../../../lib/notify.ts'
import { accountSessionsKey } from '../api/account-sessions.ts'
import { changePassword } from '../api/change-password.ts'

/** The change-password form: on success it is cleared and the sessions list read again (others end). */
export function usePasswordChange() {
  const queryClient = useQueryClient()
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm({
    resolver: zodResolver(ChangePasswordInput),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  })
  const submit = form.handleSubmit(async (values) => {
    setFailure(null)
    try {
      await changePassword(values.currentPassword, values.newPassword)
      form.reset()
      notifySuccess(passwordMessages.changed)
      await queryClient.invalidateQueries({ queryKey: accountSessionsKey })
    } catch (error) {
      setFailure(errorText(error, passwordMessages.changeFailed))
    }
  })
  return { form, failure, submit }
}
