import { ActionIcon, Group, Menu, Table, Text, Tooltip } from '@mantine/core'
import { IconDots, IconPencil, IconTrash, IconX } from '@tabler/icons-react'

interface OwnColumnHeaderProps {
  name: string
  onRename: (name: string) => void
  onRemove: (name: string) => void
}

/** The header of a column of one's own, with Rename and Remove (ADR 0047). */
export function OwnColumnHeader({ name, onRename, onRemove }: OwnColumnHeaderProps) {
  return (
    <Table.Th miw={140}>
      <Group gap={4} wrap="nowrap" justify="space-between">
        <Text fw={700} size="sm" truncate>
          {name}
        </Text>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" size="sm" aria-label={`Column ${name} actions`}>
              <IconDots size={14} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => onRename(name)}>
              Rename column
            </Menu.Item>
            <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => onRemove(name)}>
              Remove column
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Table.Th>
  )
}

/** Filter Name n and Filter Value n of a row's n-th filter (ADR 0046), with Remove on the name. */
export function FilterPairHeaders({ number, onRemove }: { number: number; onRemove: () => void }) {
  return (
    <>
      <Table.Th miw={140}>
        <Group gap={4} wrap="nowrap" justify="space-between">
          <Text fw={700} size="sm">{`Filter Name ${number}`}</Text>
          <Tooltip label={`Remove filter ${number}`}>
            <ActionIcon
              variant="subtle"
              size="sm"
              color="gray"
              aria-label={`Remove filter ${number}`}
              onClick={onRemove}
            >
              <IconX size={14} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Table.Th>
      <Table.Th miw={120}>{`Filter Value ${number}`}</Table.Th>
    </>
  )
}
