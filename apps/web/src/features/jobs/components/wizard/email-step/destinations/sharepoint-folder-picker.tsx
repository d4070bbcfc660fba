import type { SharePointFolder } from '@herald/contracts'
import { Button, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core'
import { IconFolder } from '@tabler/icons-react'

/** The folders opened from the drive's top to the one open. */
type Trail = { id: string; path: string }[]

interface SharePointFolderPickerProps {
  trail: Trail
  /** The folders inside the one open; undefined while they load. */
  folders: SharePointFolder[] | undefined
  loading: boolean
  onTrailChange: (trail: Trail) => void
}

/** The folder open, Up one folder, and the folders inside it to open next; the files go to the one open. */
export function SharePointFolderPicker({
  trail,
  folders,
  loading,
  onTrailChange,
}: SharePointFolderPickerProps) {
  const here = trail.at(-1)
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          Folder: {here?.path ?? '/'}
        </Text>
        <Button
          size="compact-xs"
          variant="subtle"
          disabled={!here}
          onClick={() => onTrailChange(trail.slice(0, -1))}
        >
          Up one folder
        </Button>
      </Group>
      <Stack gap={2} aria-label="Folders" style={{ maxHeight: 180, overflowY: 'auto' }}>
        {loading && <Loader size="xs" />}
        {folders?.length === 0 && (
          <Text size="xs" c="dimmed">
            No folders inside. The files go here.
          </Text>
        )}
        {folders?.map((f) => (
          <UnstyledButton
            key={f.id}
            onClick={() => onTrailChange([...trail, { id: f.id, path: f.path }])}
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
  )
}
