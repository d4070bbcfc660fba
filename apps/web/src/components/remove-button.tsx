import { ActionIcon } from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import type { ComponentPropsWithRef } from 'react'

type RemoveButtonProps = Omit<ComponentPropsWithRef<'button'>, 'aria-label' | 'color' | 'children'> & {
  /** What screen readers hear, naming the entry: 'Remove 10.0.0.0/8'. */
  label: string
}

/** The red trash icon that removes one entry of a list (a Tooltip may wrap it: it takes the ref and handlers). */
export function RemoveButton({ label, ...props }: RemoveButtonProps) {
  return (
    <ActionIcon variant="subtle" color="red" aria-label={label} {...props}>
      <IconTrash size={16} />
    </ActionIcon>
  )
}
