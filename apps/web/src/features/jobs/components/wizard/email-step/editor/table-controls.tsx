import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap'
import { IconTablePlus } from '@tabler/icons-react'

/** Tables: a 3 × 3 table with a header row, then rows and columns added or removed around the cursor. */
export function TableControls() {
  const { editor } = useRichTextEditorContext()
  return (
    <RichTextEditor.ControlsGroup>
      <RichTextEditor.Control
        aria-label="Insert table"
        title="Insert table"
        onClick={() => editor?.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
      >
        <IconTablePlus size={16} stroke={1.5} />
      </RichTextEditor.Control>
      <RichTextEditor.TableRowBefore />
      <RichTextEditor.TableRowAfter />
      <RichTextEditor.TableRowDelete />
      <RichTextEditor.TableColumnBefore />
      <RichTextEditor.TableColumnAfter />
      <RichTextEditor.TableColumnDelete />
      <RichTextEditor.TableDelete />
    </RichTextEditor.ControlsGroup>
  )
}
