import { Group, UnstyledButton, type UnstyledButtonProps } from '@mantine/core'
import { IconChevronDown } from '@tabler/icons-react'
import type { ComponentPropsWithRef } from 'react'

/** The 'Docs' trigger; also the placeholder while the dropdown's code loads. */
export function DocsButton(props: UnstyledButtonProps & ComponentPropsWithRef<'button'>) {
  return (
    <UnstyledButton fz="sm" fw={500} {...props}>
      <Group gap={4}>
        Docs
        <IconChevronDown size={14} aria-hidden />
      </Group>
    </UnstyledButton>
  )
}
