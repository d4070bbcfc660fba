import { PasswordInput, Textarea, TextInput } from '@mantine/core'
import { S3Fields } from './s3-fields.tsx'
import { SftpFields } from './sftp-fields.tsx'
import { SharePointFields } from './sharepoint-fields.tsx'
import type { DestinationDraft } from './use-destination-draft.ts'

/** Slack's token and channel, Teams' or a webhook's URL, and the message Slack and Teams post with a file. */
export function ChatFields({ draft }: { draft: DestinationDraft }) {
  const { type, field } = draft
  return (
    <>
      {type === 'SLACK' && (
        <>
          <PasswordInput label="Bot token" placeholder="xoxb-…" autoComplete="off" {...field('token')} />
          <TextInput label="Channel" placeholder="#finance or {Channel}" {...field('channel')} />
        </>
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
    </>
  )
}

interface DropFieldsProps {
  jobId: number
  draft: DestinationDraft
  serverError: string | undefined
}

/** The folder an SFTP server, an S3 bucket or SharePoint / OneDrive is given (ADR 0050). */
export function DropFields({ jobId, draft, serverError }: DropFieldsProps) {
  const { type, drops, errors, changeDrop } = draft
  if (type === 'SFTP')
    return (
      <SftpFields
        values={drops.sftp}
        errors={errors}
        serverError={serverError}
        onChange={changeDrop('sftp')}
      />
    )
  if (type === 'S3') return <S3Fields values={drops.s3} errors={errors} onChange={changeDrop('s3')} />
  if (type === 'SHAREPOINT')
    return (
      <SharePointFields
        jobId={jobId}
        values={drops.sharePoint}
        errors={errors}
        onChange={changeDrop('sharePoint')}
      />
    )
  return null
}
