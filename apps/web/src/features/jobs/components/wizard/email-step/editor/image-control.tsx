import { Button, Group, Popover, Stack, TextInput } from '@mantine/core'
import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap'
import { IconPhoto } from '@tabler/icons-react'
import { useState, type FormEvent } from 'react'
import { imageUrlProblem } from './image-url.ts'

/** Image by URL: a small prompt for the address (pasted images are refused). */
export function ImageControl() {
  const { editor } = useRichTextEditorContext()
  const [opened, setOpened] = useState(false)
  const [url, setUrl] = useState('')
  const [error, setError] = useState<string>()

  const close = () => {
    setOpened(false)
    setUrl('')
    setError(undefined)
  }
  const insert = (event: FormEvent) => {
    event.preventDefault()
    const problem = imageUrlProblem(url)
    if (problem) return setError(problem)
    editor?.chain().focus().setImage({ src: url.trim() }).run()
    close()
  }

  return (
    <Popover opened={opened} onChange={(open) => (open ? setOpened(true) : close())} trapFocus shadow="md">
      <Popover.Target>
        <RichTextEditor.Control
          aria-label="Insert image"
          title="Insert image"
          active={opened}
          onClick={() => (opened ? close() : setOpened(true))}
        >
          <IconPhoto size={16} stroke={1.5} />
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <form onSubmit={insert} noValidate aria-label="Insert image">
          <Stack gap="xs" w={300}>
            <TextInput
              label="Image URL"
              placeholder="https://example.com/logo.png"
              size="xs"
              value={url}
              error={error}
              onChange={(event) => setUrl(event.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button type="submit" size="xs">
                Insert
              </Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  )
}
