import { Menu, ScrollArea } from '@mantine/core'
import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap'
import { IconBraces } from '@tabler/icons-react'

/** Inserts a token ({Name}, {runDate}…) at the caret of the body (ADR 0047); each email gets its row's values. */
export function TokenControl({ tokens }: { tokens: readonly string[] }) {
  const { editor } = useRichTextEditorContext()
  if (tokens.length === 0) return null
  return (
    <RichTextEditor.ControlsGroup>
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <RichTextEditor.Control aria-label="Insert a token" title="Insert a token" w="auto" px={6}>
            <IconBraces size={16} stroke={1.5} />
            <span style={{ marginLeft: 4, fontSize: 12 }}>Token</span>
          </RichTextEditor.Control>
        </Menu.Target>
        <Menu.Dropdown>
          <ScrollArea.Autosize mah={260} type="auto">
            {tokens.map((token) => (
              <Menu.Item
                key={token}
                ff="monospace"
                fz="sm"
                onClick={() => editor?.chain().focus().insertContent(token).run()}
              >
                {token}
              </Menu.Item>
            ))}
          </ScrollArea.Autosize>
        </Menu.Dropdown>
      </Menu>
    </RichTextEditor.ControlsGroup>
  )
}
