import { Menu } from '@mantine/core'
import { docsLinks } from '../../../config/site-links.ts'
import { DocsButton } from './docs-button.tsx'

const docsItems = [
  { label: 'Tutorials', href: docsLinks.tutorials },
  { label: 'Email Authentication', href: docsLinks.emailAuthentication },
  { label: 'API Docs', href: docsLinks.api },
  { label: 'Privacy', href: docsLinks.privacy },
  { label: 'EULA', href: docsLinks.eula },
] as const

/** The login page's Docs dropdown. */
export function DocsMenu() {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <DocsButton />
      </Menu.Target>
      <Menu.Dropdown>
        {docsItems.map((item) => (
          <Menu.Item key={item.label} component="a" href={item.href}>
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}
