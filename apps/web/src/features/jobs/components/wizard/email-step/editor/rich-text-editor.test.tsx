import { notifications } from '@mantine/notifications'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../../../../test/render.tsx'
import { RichTextEditorField } from './rich-text-editor.tsx'

// ProseMirror measures the selection to scroll it into view; jsdom lays nothing out.
Range.prototype.getClientRects = () =>
  ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList
Range.prototype.getBoundingClientRect = () => new DOMRect()
document.elementFromPoint = () => null

afterEach(() => notifications.clean())

function renderEditor(initialValue = '<p>Hello</p>') {
  const onChange = vi.fn<(html: string) => void>()
  renderWithProviders(<RichTextEditorField initialValue={initialValue} onChange={onChange} />)
  return { onChange, lastHtml: () => onChange.mock.lastCall?.[0] }
}

const control = (name: string) => screen.getByRole('button', { name })

describe('RichTextEditorField', { timeout: 20_000 }, () => {
  it('offers the whole toolbar of spec §2', () => {
    renderEditor()
    expect(screen.getByRole('combobox', { name: 'Font' })).toBeTruthy()
    for (const name of [
      'Heading 1',
      'Heading 2',
      'Heading 3',
      'Heading 4',
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Subscript',
      'Superscript',
      'Code',
      'Text color',
      'Highlight text',
      'Bullet list',
      'Ordered list',
      'Align text: left',
      'Align text: center',
      'Align text: right',
      'Align text: justify',
      'Link',
      'Insert image',
      'Insert table',
      'Add row after',
      'Add column after',
      'Delete row',
      'Delete column',
      'Delete table',
      'Horizontal line',
      'Undo',
      'Redo',
      'HTML source',
    ])
      expect(control(name)).toBeTruthy()
  })

  it('sets the font of the selection', async () => {
    const user = userEvent.setup()
    const { lastHtml } = renderEditor()
    await user.click(screen.getByRole('textbox', { name: 'Email body' }))
    await user.keyboard('{Control>}a{/Control}')
    await user.click(screen.getByRole('combobox', { name: 'Font' }))
    await user.click(await screen.findByRole('option', { name: 'Georgia' }))
    await waitFor(() => expect(lastHtml()).toBe('<p><span style="font-family: Georgia;">Hello</span></p>'))
  })

  it('inserts a 3 × 3 table with a header row, then grows and removes it', async () => {
    const user = userEvent.setup()
    const { lastHtml } = renderEditor()
    await user.click(control('Insert table'))
    await waitFor(() => expect(lastHtml()).toContain('<table'))
    const table = screen.getByRole('textbox', { name: 'Email body' }).querySelector('table')!
    expect(table.querySelectorAll('tr')).toHaveLength(3)
    expect(table.querySelectorAll('tr:first-child th')).toHaveLength(3)
    await user.click(control('Add row after'))
    await user.click(control('Add column after'))
    await waitFor(() => expect(table.querySelectorAll('tr')).toHaveLength(4))
    expect(table.querySelectorAll('tr:first-child th')).toHaveLength(4)
    await user.click(control('Delete table'))
    await waitFor(() => expect(lastHtml()).not.toContain('<table'))
  })

  it('inserts an image by an http(s) address only', async () => {
    const user = userEvent.setup()
    const { lastHtml } = renderEditor()
    await user.click(control('Insert image'))
    const url = await screen.findByRole('textbox', { name: 'Image URL' })
    await user.type(url, 'javascript:alert(1)')
    await user.click(screen.getByRole('button', { name: 'Insert' }))
    expect(await screen.findByText('The address must start with http:// or https://')).toBeTruthy()
    await user.clear(url)
    await user.type(url, 'https://example.com/chart.svg')
    await user.click(screen.getByRole('button', { name: 'Insert' }))
    expect(await screen.findByText('SVG images are not supported')).toBeTruthy()
    await user.clear(url)
    await user.type(url, 'https://example.com/logo.png')
    await user.click(screen.getByRole('button', { name: 'Insert' }))
    await waitFor(() => expect(lastHtml()).toContain('<img src="https://example.com/logo.png">'))
  })

  it('edits the HTML source and brings it back into the editor', async () => {
    const user = userEvent.setup()
    const { lastHtml } = renderEditor()
    await user.click(control('HTML source'))
    const source = screen.getByRole('textbox', { name: 'HTML source of the email body' })
    expect((source as HTMLTextAreaElement).value).toBe('<p>Hello</p>')
    expect(screen.queryByRole('button', { name: 'Bold' })).toBeNull()
    await user.clear(source)
    await user.type(source, '<h2>Sales</h2><p><strong>Up</strong> 5%')
    await waitFor(() => expect(lastHtml()).toBe('<h2>Sales</h2><p><strong>Up</strong> 5%</p>'))
    await user.click(control('HTML source'))
    expect(screen.queryByRole('textbox', { name: 'HTML source of the email body' })).toBeNull()
    const editor = screen.getByRole('textbox', { name: 'Email body' })
    expect(editor.innerHTML).toBe('<h2>Sales</h2><p><strong>Up</strong> 5%</p>')
  })

  it('reports an emptied body as an empty string', async () => {
    const user = userEvent.setup()
    const { lastHtml } = renderEditor()
    await user.click(control('HTML source'))
    await user.clear(screen.getByRole('textbox', { name: 'HTML source of the email body' }))
    await waitFor(() => expect(lastHtml()).toBe(''))
  })
})
