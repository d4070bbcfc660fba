import { PasswordInput, SegmentedControl, Textarea } from '@mantine/core'
import type { DropFieldProps } from './drop-field-props.ts'

/** How Herald signs in to the SFTP server. */
interface SftpCredentials {
  auth: 'password' | 'key'
  password: string
  privateKey: string
}

/** Sign in with a password or a private key, and the one chosen. */
export function SftpCredentialFields({ values, errors, onChange }: DropFieldProps<SftpCredentials>) {
  return (
    <>
      <SegmentedControl
        aria-label="Sign in with"
        value={values.auth}
        onChange={(auth) => onChange({ auth: auth as SftpCredentials['auth'] })}
        data={[
          { value: 'password', label: 'Password' },
          { value: 'key', label: 'Private key' },
        ]}
      />
      {values.auth === 'password' ? (
        <PasswordInput
          label="Password"
          autoComplete="off"
          value={values.password}
          error={errors['password']}
          onChange={(e) => onChange({ password: e.currentTarget.value })}
        />
      ) : (
        <Textarea
          label="Private key"
          description="An unencrypted OpenSSH or PEM private key; its public key must be in the user's authorized_keys."
          rows={3}
          value={values.privateKey}
          error={errors['privateKey'] ?? errors['password']}
          onChange={(e) => onChange({ privateKey: e.currentTarget.value })}
        />
      )}
    </>
  )
}
