import { Alert, Select, Stack, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { errorText } from '../../../../../../lib/api-error.ts'
import { sharePointDrivesQuery, sharePointFoldersQuery } from '../../../../api/sharepoint.ts'
import type { DropFieldProps } from './drop-field-props.ts'
import { SharePointFolderPicker } from './sharepoint-folder-picker.tsx'
import { SharePointSignIn } from './sharepoint-sign-in.tsx'

export type SharePointValues = {
  signInId: string
  principal: string
  driveId: string
  /** The folders opened from the drive's top to the picked one. */
  trail: { id: string; path: string }[]
  path: string
}

export const EMPTY_SHAREPOINT: SharePointValues = {
  signInId: '',
  principal: '',
  driveId: '',
  trail: [],
  path: '',
}

/** The body of a SharePoint / OneDrive drop (ADR 0052): the sign-in, the drive, the picked folder, a path below. */
export function sharePointBody(v: SharePointValues): unknown {
  return {
    type: 'SHAREPOINT',
    signInId: v.signInId,
    driveId: v.driveId,
    folderId: v.trail.at(-1)?.id ?? 'root',
    path: v.path,
  }
}

/** Sign in with Microsoft, pick a drive and open folders down to the one the files go to; a path with tokens below. */
export function SharePointFields({
  jobId,
  values,
  errors,
  onChange,
}: DropFieldProps<SharePointValues> & { jobId: number }) {
  const drives = useQuery(sharePointDrivesQuery(jobId, values.signInId))
  const here = values.trail.at(-1)
  const folders = useQuery(sharePointFoldersQuery(jobId, values.signInId, values.driveId, here?.id ?? 'root'))
  const failed = drives.error ?? folders.error
  return (
    <Stack gap="sm">
      <SharePointSignIn
        jobId={jobId}
        signInId={values.signInId}
        principal={values.principal}
        error={errors['signInId']}
        onSignedIn={(signInId, principal) => onChange({ ...EMPTY_SHAREPOINT, signInId, principal })}
      />
      {values.signInId && (
        <Select
          label="Drive"
          placeholder={drives.isPending ? 'Loading drives…' : 'Pick a drive'}
          data={(drives.data ?? []).map((d) => ({ value: d.id, label: `${d.owner} · ${d.name}` }))}
          value={values.driveId || null}
          error={errors['driveId']}
          onChange={(driveId) => onChange({ driveId: driveId ?? '', trail: [] })}
          searchable
        />
      )}
      {values.driveId && (
        <SharePointFolderPicker
          trail={values.trail}
          folders={folders.data}
          loading={folders.isPending}
          onTrailChange={(trail) => onChange({ trail })}
        />
      )}
      {values.driveId && (
        <TextInput
          label="Path below the folder"
          description="Optional. Tokens such as {filterValue} or a row column are filled per row; missing folders are created."
          placeholder="{filterValue}"
          value={values.path}
          error={errors['path']}
          onChange={(e) => onChange({ path: e.currentTarget.value })}
        />
      )}
      {failed && <Alert color="red">{errorText(failed)}</Alert>}
    </Stack>
  )
}
