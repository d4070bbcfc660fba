import { Button, Group, Menu } from '@mantine/core'
import { IconChevronDown } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

export interface NavMenuItem {
  label: string
  /** An in-app path (router link) … */
  to?: string
  /** … or a page served outside the app (full page load). */
  href?: string
  newTab?: boolean
  icon?: ReactNode
  dividerBefore?: boolean
}

interface NavMenuProps {
  label: string
  icon: ReactNode
  items: readonly NavMenuItem[]
  header?: ReactNode
}

/** A top-bar dropdown (Docs, Admin, Settings, Account). */
export function NavMenu({ label, icon, items, header }: NavMenuProps) {
  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal>
      <Menu.Target>
        <Button variant="subtle" color="gray" size="sm" px={10} aria-label={label} title={label}>
          <Group gap={8} wrap="nowrap">
            {icon}
            <Group gap={6} wrap="nowrap" visibleFrom="lg">
              {label}
              <IconChevronDown size={14} />
            </Group>
          </Group>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {header ? <Menu.Label>{header}</Menu.Label> : null}
        {items.map((item) => [
          item.dividerBefore ? <Menu.Divider key={`${item.label}-divider`} /> : null,
          item.to ? (
            <Menu.Item key={item.label} component={Link} to={item.to} leftSection={item.icon}>
              {item.label}
            </Menu.Item>
          ) : (
            <Menu.Item
              key={item.label}
              component="a"
              href={item.href}
              target={item.newTab ? '_blank' : undefined}
              rel={item.newTab ? 'noopener' : undefined}
              leftSection={item.icon}
            >
              {item.label}
            </Menu.Item>
          ),
        ])}
      </Menu.Dropdown>
    </Menu>
  )
}
