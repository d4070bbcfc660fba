import { DESTINATION_LABELS, DestinationInput, type DestinationType } from '@herald/contracts'
import {
  Button,
  Group,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core'
import { useState } from 'react'
import { EMPTY_S3, S3Fields, s3Body, type S3Values } from './s3-fields.tsx'
import { EMPTY_SFTP, SftpFields, sftpBody, type SftpValues } from './sftp-fields.tsx'
import {
  EMPTY_SHAREPOINT,
  SharePointFields,
  sharePointBody,
  type SharePointValues,
} from './sharepoint-fields.tsx'

const HELP: Record<DestinationType, string> = {
  SLACK:
    'A bot token of your Slack app (scopes files:write, chat:write, channels:read, groups:read) and a channel the app was invited to. Use a row column such as {Channel} to send each row to its own channel.',
  TEAMS:
    'In Teams, add the Workflows template "Post to a channel when a webhook request is received" and paste its address. Each file arrives as a card with a link.',
  WEBHOOK:
    'Herald POSTs a JSON event per file, signed per Standard Webhooks. The signing secret is shown once, after you add it.',
  SFTP: 'Herald writes each file to a folder on your SFTP server, under a temporary name renamed when complete. The host key is pinned: add without it to see the server’s and confirm it.',
  S3: 'Herald uploads each file to your bucket under the prefix, whole (multipart), with an access key that may write there (s3:PutObject). Adding it checks the bucket and the key.',
  SHAREPOINT:
    'Sign in with Microsoft, then pick a OneDrive or SharePoint folder. Herald uploads each file there (a file of the same name is replaced) as the account you signed in with.',
}

type Values = { token: string; channel: string; url: string; message: string }
const EMPTY: Values = { token: '', channel: '', url: '', message: '' }

function bodyOf(
  type: DestinationType,
  v: Values,
  drops: { sftp: SftpValues; s3: S3Values; sharePoint: SharePointValues },
): unknown {
  const { sftp, s3 } = drops
  if (type === 'SHAREPOINT') return sharePointBody(drops.sharePoint)
  if (type === 'SFTP') return sftpBody(sftp)
  if (type === 'S3') return s3Body(s3)
  if (type === 'SLACK') return { type, token: v.token, channel: v.channel, message: v.message }
  if (type === 'TEAMS') return { type, url: v.url, message: v.message }
  return { type, url: v.url }
}

/** The fields of one destination type, checked with the contracts' schema before they are sent. */
export function DestinationForm({
  jobId,
  onSubmit,
  onCancel,
  serverError,
  submitting,
}: {
  jobId: number
  onSubmit: (input: DestinationInput) => void
  onCancel: () => void
  serverError: string | undefined
  submitting: boolean
}) {
  const [type, setType] = useState<DestinationType>('SLACK')
  const [values, setValues] = useState<Values>(EMPTY)
  const [sftp, setSftp] = useState<SftpValues>(EMPTY_SFTP)
  const [s3, setS3] = useState<S3Values>(EMPTY_S3)
  const [sharePoint, setSharePoint] = useState<SharePointValues>(EMPTY_SHAREPOINT)
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({})
  const field = (name: keyof Values) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value
      setValues((v) => ({ ...v, [name]: value }))
      setErrors((errs) => ({ ...errs, [name]: undefined }))
    },
  })
  const submit = () => {
    const parsed = DestinationInput.safeParse(bodyOf(type, values, { sftp, s3, sharePoint }))
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])))
      return
    }
    setErrors({})
    onSubmit(parsed.data)
  }
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Destination type"
        value={type}
        onChange={(v) => {
          setType(v as DestinationType)
          setErrors({})
        }}
        data={(['SLACK', 'TEAMS', 'WEBHOOK', 'SFTP', 'S3', 'SHAREPOINT'] as const).map((t) => ({
          value: t,
          label: DESTINATION_LABELS[t],
        }))}
      />
      <Text size="sm" c="dimmed">
        {HELP[type]}
      </Text>
      {type === 'SLACK' && (
        <>
          <PasswordInput label="Bot token" placeholder="xoxb-…" autoComplete="off" {...field('token')} />
          <TextInput label="Channel" placeholder="#finance or {Channel}" {...field('channel')} />
        </>
      )}
      {type === 'SFTP' && (
        <SftpFields
          values={sftp}
          errors={errors}
          serverError={serverError}
          onChange={(change) => {
            setSftp((v) => ({ ...v, ...change }))
            setErrors({})
          }}
        />
      )}
      {type === 'S3' && (
        <S3Fields
          values={s3}
          errors={errors}
          onChange={(change) => {
            setS3((v) => ({ ...v, ...change }))
            setErrors({})
          }}
        />
      )}
      {type === 'SHAREPOINT' && (
        <SharePointFields
          jobId={jobId}
          values={sharePoint}
          errors={errors}
          onChange={(change) => {
            setSharePoint((v) => ({ ...v, ...change }))
            setErrors({})
          }}
        />
      )}
      {(type === 'TEAMS' || type === 'WEBHOOK') && (
        <TextInput
          label={type === 'TEAMS' ? 'Workflows webhook URL' : 'Endpoint URL'}
          placeholder="https://…"
          autoComplete="off"
          {...field('url')}
        />
      )}
      {(type === 'SLACK' || type === 'TEAMS') && (
        <Textarea
          label="Message"
          description="Posted with each file; tokens such as {filterValue} or {fileName} are filled per row. Empty: the file's name."
          rows={2}
          {...field('message')}
        />
      )}
      {serverError && (
        <Text c="red" size="sm" role="alert">
          {serverError}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={submit} loading={submitting}>
          Add destination
        </Button>
      </Group>
    </Stack>
  )
}
