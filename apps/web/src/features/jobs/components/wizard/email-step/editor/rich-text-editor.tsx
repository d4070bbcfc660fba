import '@mantine/tiptap/styles.css'
import { emailConfigMessages } from '@herald/contracts'
import { Textarea } from '@mantine/core'
import { RichTextEditor } from '@mantine/tiptap'
import { IconSourceCode } from '@tabler/icons-react'
import { useEditor } from '@tiptap/react'
import { useState } from 'react'
import { notifyWarning } from '../notify-warning.ts'
import { editorExtensions } from './editor-extensions.ts'
import { EditorToolbar } from './editor-toolbar.tsx'
import { pastesImage } from './pasted-image.ts'

interface RichTextEditorFieldProps {
  initialValue: string
  /** The body as HTML; '' when the editor is empty. */
  onChange: (html: string) => void
  /** Tokens to offer in the toolbar ({Name}, {runDate}…; ADR 0047). */
  tokens?: readonly string[] | undefined
}

/**
 * The email body editor, with an HTML-source view kept in sync. Imported only through `lazy()`
 * (email-body-field.tsx): this folder is the only code that touches tiptap, so tiptap and its styles
 * stay out of every other bundle.
 */
export function RichTextEditorField({ initialValue, onChange, tokens }: RichTextEditorFieldProps) {
  const [source, setSource] = useState<string | null>(null)
  const editor = useEditor({
    extensions: editorExtensions,
    content: initialValue,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-label': 'Email body',
        'aria-multiline': 'true',
        style: 'min-height: 240px',
      },
      handlePaste: (_view, event) => {
        if (!pastesImage(event.clipboardData)) return false
        event.preventDefault()
        notifyWarning(emailConfigMessages.pasteImages)
        return true
      },
    },
  })

  const toggleSource = () => setSource(source === null ? (editor?.getHTML() ?? '') : null)
  const editSource = (html: string) => {
    setSource(html)
    editor?.commands.setContent(html, { emitUpdate: true })
  }

  const sourceToggle = (
    <RichTextEditor.ControlsGroup>
      <RichTextEditor.Control
        aria-label="HTML source"
        title="HTML source"
        aria-pressed={source !== null}
        active={source !== null}
        onClick={toggleSource}
      >
        <IconSourceCode size={16} stroke={1.5} />
      </RichTextEditor.Control>
    </RichTextEditor.ControlsGroup>
  )

  return (
    <RichTextEditor editor={editor}>
      <EditorToolbar sourceView={source !== null} sourceToggle={sourceToggle} tokens={tokens ?? []} />
      <RichTextEditor.Content style={source === null ? undefined : { display: 'none' }} />
      {source === null ? null : (
        <Textarea
          aria-label="HTML source of the email body"
          value={source}
          onChange={(event) => editSource(event.currentTarget.value)}
          rows={14}
          resize="vertical"
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', border: 0 } }}
        />
      )}
    </RichTextEditor>
  )
}
