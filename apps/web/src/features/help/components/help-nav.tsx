import { NavLink, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'
import { helpCatalogue, type HelpEntry } from '../lib/help-catalogue.ts'

const GROUPS: HelpEntry['group'][] = ['Guides', 'Reference', 'About Herald']

/** The list of help pages, grouped, with the open one marked. */
export function HelpNav({ current }: { current: string }) {
  return (
    <Stack gap="sm" component="nav" aria-label="Help pages">
      {GROUPS.map((group) => (
        <Stack key={group} gap={2}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm">
            {group}
          </Text>
          {helpCatalogue
            .filter((entry) => entry.group === group)
            .map((entry) => (
              <NavLink
                key={entry.path}
                component={Link}
                to={entry.path}
                label={entry.title}
                active={entry.path === current}
                aria-current={entry.path === current ? 'page' : undefined}
                py={4}
              />
            ))}
        </Stack>
      ))}
    </Stack>
  )
}
