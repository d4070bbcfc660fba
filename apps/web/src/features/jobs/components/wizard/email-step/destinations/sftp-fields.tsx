import { Group, NumberInput, Stack, TextInput } from '@mantine/core'
import { textField, type DropFieldProps } from './drop-field-props.ts'
import { SftpCredentialFields } from './sftp-credential-fields.tsx'
import { SftpHostKeyConfirm } from './sftp-host-key-confirm.tsx'

export type SftpValues = {
  host: string
  port: number | string
  username: string
  auth: 'password' | 'key'
  password: string
  privateKey: string
  folder: string
  hostKeySha256: string
}

export const EMPTY_SFTP: SftpValues = {
  host: '',
  port: 22,
  username: '',
  auth: 'password',
  password: '',
  privateKey: '',
  folder: '/',
  hostKeySha256: '',
}

/** The body of an SFTP drop (ADR 0050); an empty host key asks the server for its key first. */
export function sftpBody(v: SftpValues): unknown {
  return {
    type: 'SFTP',
    host: v.host,
    port: typeof v.port === 'number' ? v.port : Number(v.port),
    username: v.username,
    ...(v.auth === 'password' ? { password: v.password } : { privateKey: v.privateKey }),
    folder: v.folder,
    ...(v.hostKeySha256.trim() ? { hostKeySha256: v.hostKeySha256 } : {}),
  }
}

/** An SFTP server's fields; the host key the server answered is offered to confirm and pin. */
export function SftpFields(props: DropFieldProps<SftpValues> & { serverError: string | undefined }) {
  const { values, errors, onChange, serverError } = props
  const text = textField(props)
  return (
    <Stack gap="sm">
      <Group grow align="flex-start">
        <TextInput label="Host" placeholder="sftp.example.com" autoComplete="off" {...text('host')} />
        <NumberInput
          label="Port"
          min={1}
          max={65535}
          maw={120}
          value={values.port}
          error={errors['port']}
          onChange={(port) => onChange({ port })}
        />
      </Group>
      <TextInput label="User name" autoComplete="off" {...text('username')} />
      <SftpCredentialFields values={values} errors={errors} onChange={onChange} />
      <TextInput
        label="Folder"
        description="Tokens such as {filterValue} or a row column are filled per row; missing folders are created."
        placeholder="/reports/{filterValue}"
        {...text('folder')}
      />
      <TextInput
        label="Host key (SHA-256 fingerprint)"
        description="Leave empty and add: Herald shows the server's key for you to confirm."
        placeholder="SHA256:…"
        autoComplete="off"
        {...text('hostKeySha256')}
      />
      <SftpHostKeyConfirm
        serverError={serverError}
        pinned={values.hostKeySha256}
        onPin={(hostKeySha256) => onChange({ hostKeySha256 })}
      />
    </Stack>
  )
}
