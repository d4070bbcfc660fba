import { EmailChangeInput, emailChangeMessages, type EmailChangePending } from '@herald/contracts'
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { IconMailForward } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { PageState } from '../../../components/page-state.tsx'
import { errorText } from '../../../lib/api-error.ts'
import { useCancelEmailChange } from '../api/cancel-email-change.ts'
import { pendingEmailChangeQuery } from '../api/pending-email-change.ts'
import { useRequestEmailChange } from '../api/request-email-change.ts'
import { formatDateTime } from '../../../lib/format-date.ts'

interface PendingChangeProps {
  change: EmailChangePending
  cancelling: boolean
  onCancel: () => void
}

/** A change waiting for its link: where the link went, until when it works, and 'Cancel change'. */
function PendingChange({ change, cancelling, onCancel }: PendingChangeProps) {
  return (
    <Alert color="blue" variant="light" icon={<IconMailForward size={18} />} title="Check your inbox">
      <Stack gap="xs">
        <Text size="sm" role="status">
          We sent a confirmation link to <b>{change.email}</b>. {emailChangeMessages.pending} The link works
          until {formatDateTime(change.expiresDate)}.
        </Text>
        <Group>
          <Button size="xs" variant="default" loading={cancelling} onClick={onCancel}>
            Cancel change
          </Button>
        </Group>
      </Stack>
    </Alert>
  )
}

/** The current address, a change waiting for its link ('check your inbox'), and the form for a new one. */
export function ChangeEmailSection({ currentEmail }: { currentEmail: string }) {
  const pending = useQuery(pendingEmailChangeQuery)
  const request = useRequestEmailChange()
  const cancel = useCancelEmailChange()
  const { register, handleSubmit, formState, setError, reset } = useForm({
    resolver: zodResolver(EmailChangeInput),
    mode: 'onTouched',
    defaultValues: { email: '' },
  })
  const submit = handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values)
      reset()
    } catch (error) {
      setError('email', { message: errorText(error, emailChangeMessages.failed) })
    }
  })

  if (pending.isPending) return <PageState state="loading" label="Loading your email settings" />
  return (
    <Stack gap="md">
      <Text>
        You sign in as <b>{currentEmail}</b>.
      </Text>
      {pending.data ? (
        <PendingChange change={pending.data} cancelling={cancel.isPending} onCancel={() => cancel.mutate()} />
      ) : null}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <TextInput
            label="New email address"
            type="email"
            autoComplete="email"
            placeholder="name@example.com"
            style={{ flex: 1 }}
            error={formState.errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" mt={25} loading={formState.isSubmitting}>
            Send confirmation link
          </Button>
        </Group>
      </form>
      <Text size="sm" c="dimmed">
        Your email changes only when you open the link we send to the new address. Your current address is
        told once it has changed; you stay signed in.
      </Text>
    </Stack>
  )
}
