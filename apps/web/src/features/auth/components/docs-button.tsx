import {
  ActionIcon,
  Group,
  UnstyledButton,
  type ActionIconProps,
  type UnstyledButtonProps,
} from '@mantine/core'
import { IconChevronDown, IconMenu2 } from '@tabler/icons-react'
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

/** The narrow-screen menu trigger. */
export function SiteMenuButton(props: ActionIconProps & ComponentPropsWithRef<'button'>) {
  return (
    <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Site menu" {...props}>
      <IconMenu2 size={20} />
    </ActionIcon>
  )
}
