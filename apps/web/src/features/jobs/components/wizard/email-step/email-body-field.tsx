import { emailConfigMessages } from '@herald/contracts'
import { Input, Skeleton, Text } from '@mantine/core'
import { lazy, memo, Suspense } from 'react'
import { withTimeout } from '../../../../../lib/lazy-with-timeout.ts'
import { fieldLabelStyles } from '../field-label.ts'

// The editor (tiptap and its styles) is a chunk of its own, fetched when step 3 opens.
const RichTextEditor = lazy(() =>
  withTimeout(() => import('./editor/rich-text-editor.tsx')).then((module) => ({
    default: module.RichTextEditorField,
  })),
)

interface EmailBodyFieldProps {
  /** The HTML the editor starts from. */
  initialValue: string
  onChange: (html: string) => void
  error: string | undefined
  /** Tokens the toolbar offers (ADR 0047). */
  tokens?: readonly string[] | undefined
}

/** The email body: a rich-text editor with an HTML-source view. Memoized: typing elsewhere leaves it alone. */
export const EmailBodyField = memo(function EmailBodyField({
  initialValue,
  onChange,
  error,
  tokens,
}: EmailBodyFieldProps) {
  return (
    <Input.Wrapper label="Email body" labelElement="div" styles={fieldLabelStyles} error={error}>
      <Suspense fallback={<Skeleton height={320} radius="sm" aria-label="Loading the editor" />}>
        <RichTextEditor initialValue={initialValue} onChange={onChange} tokens={tokens} />
      </Suspense>
      <Text size="xs" c="dimmed" mt={4}>
        {emailConfigMessages.bodyTooLarge}
      </Text>
    </Input.Wrapper>
  )
})
