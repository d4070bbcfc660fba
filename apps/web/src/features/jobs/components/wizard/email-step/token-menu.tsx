import { Button, Menu, ScrollArea } from '@mantine/core'
import { IconBraces } from '@tabler/icons-react'

interface TokenMenuProps {
  tokens: readonly string[]
  /** What the menu's button is called for screen readers: 'Insert a token into the subject'. */
  label: string
  onPick: (token: string) => void
}

/** A list of the tokens ({Name}, {runDate}…) to insert where the caret is (ADR 0047). */
export function TokenMenu({ tokens, label, onPick }: TokenMenuProps) {
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button variant="light" size="compact-xs" leftSection={<IconBraces size={14} />} aria-label={label}>
          Insert token
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <ScrollArea.Autosize mah={260} type="auto">
          {tokens.map((token) => (
            <Menu.Item key={token} onClick={() => onPick(token)} ff="monospace" fz="sm">
              {token}
            </Menu.Item>
          ))}
        </ScrollArea.Autosize>
      </Menu.Dropdown>
    </Menu>
  )
}
