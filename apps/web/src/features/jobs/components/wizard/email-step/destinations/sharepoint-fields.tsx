import type { SharePointSignInMessage } from '@herald/contracts'
import { Alert, Button, Group, Loader, Select, Stack, Text, TextInput, UnstyledButton } from '@mantine/core'
import { IconFolder } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { errorText } from '../../../../../../lib/api-error.ts'
import {
  initiateSharePointSignIn,
  sharePointDrivesQuery,
  sharePointFoldersQuery,
} from '../../../../api/sharepoint.ts'
import { useSignInPopup } from '../../use-sign-in-popup.ts'

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
}: {
  jobId: number
  values: SharePointValues
  errors: Partial<Record<string, string>>
  onChange: (change: Partial<SharePointValues>) => void
}) {
  const popup = useSignInPopup<SharePointSignInMessage>(
    'herald-sharepoint-oauth',
    () => initiateSharePointSignIn(jobId),
    (message) =>
      onChange({ ...EMPTY_SHAREPOINT, signInId: message.signInId!, principal: message.principal! }),
  )
  const drives = useQuery(sharePointDrivesQuery(jobId, values.signInId))
  const here = values.trail.at(-1)
  const folders = useQuery(sharePointFoldersQuery(jobId, values.signInId, values.driveId, here?.id ?? 'root'))
  const failed = drives.error ?? folders.error
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Button
          variant={values.signInId ? 'default' : 'filled'}
          onClick={() => void popup.open()}
          loading={popup.busy}
        >
          {values.signInId ? 'Sign in again' : 'Sign in with Microsoft'}
        </Button>
        {values.principal && <Text size="sm">Signed in as {values.principal}</Text>}
      </Group>
      {(popup.error ?? errors['signInId']) && (
        <Text c="red" size="sm" role="alert">
          {popup.error ?? errors['signInId']}
        </Text>
      )}
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
        <Stack gap={4}>
          <Group justify="space-between">
            <Text size="sm" fw={500}>
              Folder: {here?.path ?? '/'}
            </Text>
            <Button
              size="compact-xs"
              variant="subtle"
              disabled={!here}
              onClick={() => onChange({ trail: values.trail.slice(0, -1) })}
            >
              Up one folder
            </Button>
          </Group>
          <Stack gap={2} aria-label="Folders" style={{ maxHeight: 180, overflowY: 'auto' }}>
            {folders.isPending && <Loader size="xs" />}
            {folders.data?.length === 0 && (
              <Text size="xs" c="dimmed">
                No folders inside. The files go here.
              </Text>
            )}
            {folders.data?.map((f) => (
              <UnstyledButton
                key={f.id}
                onClick={() => onChange({ trail: [...values.trail, { id: f.id, path: f.path }] })}
                style={{ fontSize: 'var(--mantine-font-size-sm)', padding: '2px 6px' }}
              >
                <Group gap={6} wrap="nowrap">
                  <IconFolder size={16} aria-hidden />
                  {f.name}
                </Group>
              </UnstyledButton>
            ))}
          </Stack>
        </Stack>
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
