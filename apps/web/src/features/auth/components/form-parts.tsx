import { Alert, TextInput, type TextInputProps } from '@mantine/core'

/** The email field every auth form shares (label 'Email', browser autofill). */
export function EmailInput(props: TextInputProps) {
  return (
    <TextInput label="Email" type="email" autoComplete="email" placeholder="you@company.com" {...props} />
  )
}

/** What went wrong with the last submit, in the spec's words; nothing when all is well. */
export function FailureAlert({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <Alert color="red" variant="light" role="alert">
      {message}
    </Alert>
  )
}
