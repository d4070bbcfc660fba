import { DestinationInput, type DestinationType } from '@herald/contracts'
import { useState } from 'react'
import { EMPTY_S3, s3Body, type S3Values } from './s3-fields.tsx'
import { EMPTY_SFTP, sftpBody, type SftpValues } from './sftp-fields.tsx'
import { EMPTY_SHAREPOINT, sharePointBody, type SharePointValues } from './sharepoint-fields.tsx'

/** What Slack, Teams and webhooks are given. */
export type ChatValues = { token: string; channel: string; url: string; message: string }
const EMPTY: ChatValues = { token: '', channel: '', url: '', message: '' }

/** What the destinations that drop files in a folder are given (ADR 0050). */
export interface DropValues {
  sftp: SftpValues
  s3: S3Values
  sharePoint: SharePointValues
}
const EMPTY_DROPS: DropValues = { sftp: EMPTY_SFTP, s3: EMPTY_S3, sharePoint: EMPTY_SHAREPOINT }

function bodyOf(type: DestinationType, v: ChatValues, drops: DropValues): unknown {
  const { sftp, s3 } = drops
  if (type === 'SHAREPOINT') return sharePointBody(drops.sharePoint)
  if (type === 'SFTP') return sftpBody(sftp)
  if (type === 'S3') return s3Body(s3)
  if (type === 'SLACK') return { type, token: v.token, channel: v.channel, message: v.message }
  if (type === 'TEAMS') return { type, url: v.url, message: v.message }
  return { type, url: v.url }
}

/**
 * A destination being added: its type, the values typed for each type, and the problems the contracts' schema
 * finds on submit (a change clears them); a valid destination goes to `onSubmit`.
 */
export function useDestinationDraft(onSubmit: (input: DestinationInput) => void) {
  const [type, setType] = useState<DestinationType>('SLACK')
  const [values, setValues] = useState<ChatValues>(EMPTY)
  const [drops, setDrops] = useState<DropValues>(EMPTY_DROPS)
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({})
  const field = (name: keyof ChatValues) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value
      setValues((v) => ({ ...v, [name]: value }))
      setErrors((errs) => ({ ...errs, [name]: undefined }))
    },
  })
  const changeDrop =
    <K extends keyof DropValues>(kind: K) =>
    (change: Partial<DropValues[K]>) => {
      setDrops((all) => ({ ...all, [kind]: { ...all[kind], ...change } }))
      setErrors({})
    }
  const chooseType = (chosen: DestinationType) => {
    setType(chosen)
    setErrors({})
  }
  const submit = () => {
    const parsed = DestinationInput.safeParse(bodyOf(type, values, drops))
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])))
      return
    }
    setErrors({})
    onSubmit(parsed.data)
  }
  return { type, chooseType, field, drops, changeDrop, errors, submit }
}

export type DestinationDraft = ReturnType<typeof useDestinationDraft>
