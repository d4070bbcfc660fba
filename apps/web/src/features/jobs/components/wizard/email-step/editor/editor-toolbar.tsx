import { RichTextEditor } from '@mantine/tiptap'
import type { ReactNode } from 'react'
import { FontFamilyControl } from './font-family-control.tsx'
import { ImageControl } from './image-control.tsx'
import { TableControls } from './table-controls.tsx'
import { TokenControl } from './token-control.tsx'

const TEXT_COLORS = ['#000000', '#495057', '#c92a2a', '#e67700', '#2b8a3e', '#1864ab', '#5f3dc4', '#a61e4d']

/** Every formatting control of the body, and `sourceToggle` last. In source view only the toggle shows. */
export function EditorToolbar({
  sourceView,
  sourceToggle,
  tokens = [],
}: {
  sourceView: boolean
  sourceToggle: ReactNode
  /** The tokens the body may hold (ADR 0047), offered by an Insert-token menu. */
  tokens?: readonly string[]
}) {
  if (sourceView) return <RichTextEditor.Toolbar>{sourceToggle}</RichTextEditor.Toolbar>
  return (
    <RichTextEditor.Toolbar>
      <TokenControl tokens={tokens} />
      <FontFamilyControl />
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.H1 />
        <RichTextEditor.H2 />
        <RichTextEditor.H3 />
        <RichTextEditor.H4 />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Bold />
        <RichTextEditor.Italic />
        <RichTextEditor.Underline />
        <RichTextEditor.Strikethrough />
        <RichTextEditor.Subscript />
        <RichTextEditor.Superscript />
        <RichTextEditor.Code />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.ColorPicker colors={TEXT_COLORS} />
        <RichTextEditor.Highlight />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.BulletList />
        <RichTextEditor.OrderedList />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.AlignLeft />
        <RichTextEditor.AlignCenter />
        <RichTextEditor.AlignRight />
        <RichTextEditor.AlignJustify />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Link />
        <RichTextEditor.Unlink />
        <ImageControl />
      </RichTextEditor.ControlsGroup>
      <TableControls />
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Hr />
        <RichTextEditor.Undo />
        <RichTextEditor.Redo />
      </RichTextEditor.ControlsGroup>
      {sourceToggle}
    </RichTextEditor.Toolbar>
  )
}
