import { Button, Group, UnstyledButton, type ButtonProps, type UnstyledButtonProps } from '@mantine/core'
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

/**
 * The narrow-screen menu trigger: a square icon-only Button (the sign-in page already carries Button; an
 * ActionIcon would add its own code to the page's first load).
 */
export function SiteMenuButton(props: ButtonProps & ComponentPropsWithRef<'button'>) {
  return (
    <Button variant="subtle" color="gray" w={34} h={34} p={0} aria-label="Site menu" {...props}>
      <IconMenu2 size={20} aria-hidden />
    </Button>
  )
}
