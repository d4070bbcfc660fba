import { Anchor, Button, Group, Menu, UnstyledButton } from '@mantine/core'
import { IconChevronDown } from '@tabler/icons-react'
import { Link } from 'react-router'
import { docsLinks, siteLinks } from '../../../config/site-links.ts'

const pageLinks = [
  { label: 'Features', href: siteLinks.features },
  { label: 'Pricing', href: siteLinks.pricing },
  { label: 'Content Hub', href: siteLinks.contentHub },
  { label: 'FAQs', href: siteLinks.faqs },
  { label: 'About', href: siteLinks.about },
] as const

const docsItems = [
  { label: 'Tutorials', href: docsLinks.tutorials },
  { label: 'Email Authentication', href: docsLinks.emailAuthentication },
  { label: 'API Docs', href: docsLinks.api },
  { label: 'Privacy', href: docsLinks.privacy },
  { label: 'EULA', href: docsLinks.eula },
] as const

/** The login page's links to the public site, its Docs menu and Sign Up. */
export function LoginSideLinks() {
  return (
    <Group gap="lg" component="nav" aria-label="Site">
      <Group gap="lg" visibleFrom="md">
        {pageLinks.map((link) => (
          <Anchor key={link.label} href={link.href} c="dark" size="sm" fw={500}>
            {link.label}
          </Anchor>
        ))}
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <UnstyledButton fz="sm" fw={500}>
              <Group gap={4}>
                Docs
                <IconChevronDown size={14} aria-hidden />
              </Group>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            {docsItems.map((item) => (
              <Menu.Item key={item.label} component="a" href={item.href}>
                {item.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Button component={Link} to="/register" size="sm" variant="filled">
        Sign Up
      </Button>
    </Group>
  )
}
