import { Menu } from '@mantine/core'
import { docsItems, pageLinks, type SiteNavItem } from '../lib/site-nav-items.ts'
import { DocsButton, SiteMenuButton } from './docs-button.tsx'

function items(list: readonly SiteNavItem[]) {
  return list.map((item) => (
    <Menu.Item key={item.label} component="a" href={item.href}>
      {item.label}
    </Menu.Item>
  ))
}

interface DeferredMenuProps {
  /** Open at once: the menu's code was loaded by a click on its placeholder. */
  defaultOpened?: boolean
}

/** The login page's Docs dropdown. */
export function DocsMenu({ defaultOpened }: DeferredMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <DocsButton />
      </Menu.Target>
      <Menu.Dropdown>{items(docsItems)}</Menu.Dropdown>
    </Menu>
  )
}

/** On narrow screens the site links and the Docs entries share one dropdown. */
export function SiteMenu({ defaultOpened }: DeferredMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal width={220} defaultOpened={defaultOpened}>
      <Menu.Target>
        <SiteMenuButton />
      </Menu.Target>
      <Menu.Dropdown>
        {items(pageLinks)}
        <Menu.Label>Docs</Menu.Label>
        {items(docsItems)}
      </Menu.Dropdown>
    </Menu>
  )
}
