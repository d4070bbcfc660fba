import { Link } from '@mantine/tiptap'
import type { Extensions } from '@tiptap/core'
import { Highlight } from '@tiptap/extension-highlight'
import { Image } from '@tiptap/extension-image'
import { Subscript } from '@tiptap/extension-subscript'
import { Superscript } from '@tiptap/extension-superscript'
import { TableKit } from '@tiptap/extension-table'
import { TextAlign } from '@tiptap/extension-text-align'
import { Color, FontFamily, TextStyle } from '@tiptap/extension-text-style'
import { StarterKit } from '@tiptap/starter-kit'

/** What the email body can hold: the toolbar's formatting, images by URL and simple tables. */
export const editorExtensions: Extensions = [
  StarterKit.configure({ link: false }),
  Link.configure({ openOnClick: false }),
  TextStyle,
  Color,
  FontFamily,
  Highlight,
  Subscript,
  Superscript,
  TextAlign.configure({ types: ['heading', 'paragraph'] }),
  Image.configure({ allowBase64: false }),
  TableKit.configure({ table: { resizable: false } }),
]
