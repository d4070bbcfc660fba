import type { Account, ProfileInfo } from '@herald/contracts'
import { Box, Button, Group } from '@mantine/core'
import { IconListDetails } from '@tabler/icons-react'
import { Link, useLocation } from 'react-router'
import { Brand } from '../../components/brand.tsx'
import { AccountMenu, AdminMenu, DocsMenu, SettingsMenu } from './top-bar-menus.tsx'
import { UpgradeWidget } from './upgrade-widget.tsx'

const PATHS_WITHOUT_JOB_SUMMARY = new Set(['/', '/user-jobs', '/login', '/register'])

interface TopBarProps {
  account: Account
  profile: ProfileInfo
}

/** The signed-in navigation bar. */
export function TopBar({ account, profile }: TopBarProps) {
  const { pathname } = useLocation()
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const isAdmin = account.authorities.includes('ROLE_ADMIN')
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" component="nav" aria-label="Main">
      <Group gap="md" wrap="nowrap">
        <Brand to="/user-jobs" compact />
        {!PATHS_WITHOUT_JOB_SUMMARY.has(path) ? (
          <Button component={Link} to="/user-jobs" variant="light" size="sm" px={10} aria-label="Job Summary">
            <Group gap={8} wrap="nowrap">
              <IconListDetails size={16} />
              <Box component="span" visibleFrom="sm">
                Job Summary
              </Box>
            </Group>
          </Button>
        ) : null}
      </Group>
      <Group gap={2} wrap="nowrap">
        <UpgradeWidget account={account} />
        <DocsMenu />
        {isAdmin ? <AdminMenu withApiDocs={profile.activeProfiles.includes('swagger')} /> : null}
        <SettingsMenu />
        <AccountMenu email={account.email} />
      </Group>
    </Group>
  )
}
