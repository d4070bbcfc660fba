import { Select } from '@mantine/core'
import { useRichTextEditorContext } from '@mantine/tiptap'
import { useEditorState } from '@tiptap/react'

/** Fonts every mail client shows. */
const FONTS = [
  'Arial',
  'Courier New',
  'Georgia',
  'Helvetica',
  'Tahoma',
  'Times New Roman',
  'Trebuchet MS',
  'Verdana',
]

/** The font of the selection; clearing it returns to the default font. */
export function FontFamilyControl() {
  const { editor } = useRichTextEditorContext()
  const font = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      (current?.getAttributes('textStyle').fontFamily as string | undefined) ?? null,
  })
  const choose = (value: string | null) => {
    if (!editor) return
    const chain = editor.chain().focus()
    ;(value ? chain.setFontFamily(value) : chain.unsetFontFamily()).run()
  }
  return (
    <Select
      aria-label="Font"
      placeholder="Default font"
      data={FONTS}
      value={font}
      onChange={choose}
      clearable
      size="xs"
      w={150}
    />
  )
}
