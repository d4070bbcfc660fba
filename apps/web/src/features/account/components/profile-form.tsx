import { AccountUpdateInput, type Account } from '@herald/contracts'
import { Button, Group, Select, TextInput } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import { useUpdateAccount } from '../api/update-account.ts'

const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'de', label: 'Deutsch' },
  { value: 'es', label: 'Español' },
  { value: 'fr', label: 'Français' },
  { value: 'it', label: 'Italiano' },
  { value: 'pt', label: 'Português' },
  { value: 'ja', label: '日本語' },
  { value: 'zh', label: '中文' },
]

/** First and last name and language, saved with `POST api/account` and the 'Saved!' toast. */
export function ProfileForm({ account }: { account: Account }) {
  const update = useUpdateAccount()
  const languages = LANGUAGES.some((l) => l.value === account.langKey)
    ? LANGUAGES
    : [...LANGUAGES, { value: account.langKey, label: account.langKey }]
  const { register, handleSubmit, formState, control } = useForm({
    resolver: zodResolver(AccountUpdateInput),
    mode: 'onTouched',
    defaultValues: {
      firstName: account.firstName ?? '',
      lastName: account.lastName ?? '',
      langKey: account.langKey,
    },
  })
  const submit = handleSubmit((values) => update.mutateAsync(values).catch(() => undefined))

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Group align="flex-start" grow>
        <TextInput
          label="First name"
          autoComplete="given-name"
          error={formState.errors.firstName?.message}
          {...register('firstName')}
        />
        <TextInput
          label="Last name"
          autoComplete="family-name"
          error={formState.errors.lastName?.message}
          {...register('lastName')}
        />
      </Group>
      <Controller
        control={control}
        name="langKey"
        render={({ field }) => (
          <Select
            label="Language"
            data={languages}
            allowDeselect={false}
            mt="sm"
            maw={240}
            value={field.value}
            onChange={(value) => field.onChange(value ?? 'en')}
          />
        )}
      />
      <Group mt="md">
        <Button type="submit" loading={formState.isSubmitting}>
          Save
        </Button>
      </Group>
    </form>
  )
}
