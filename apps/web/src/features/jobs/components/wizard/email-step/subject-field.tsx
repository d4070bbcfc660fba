import { buildFileName, FILE_NAME_TOKEN, subjectFor } from '@herald/contracts'
import { Group, Text, TextInput } from '@mantine/core'
import { useRef } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { fieldLabelStyles } from '../field-label.ts'
import { TokenMenu } from './token-menu.tsx'

const EXAMPLE_SUBJECT = `Monthly sales – ${FILE_NAME_TOKEN}`
const EXAMPLE_FILE = buildFileName({ prefix: 'Sales Overview', dateToken: '2026-11-21', filterValue: 'East' })

interface SubjectFieldProps {
  field: UseFormRegisterReturn<'emailTitle'>
  error?: string | undefined
  /** The tokens to offer ({fileName}, {Name}…) and the subject with one inserted at the caret. */
  tokens: readonly string[]
  onInsert: (subject: string) => void
}

/** SUBJECT, with how the tokens work and a menu inserting them where the caret is (ADR 0047). */
export function SubjectField({ field, error, tokens, onInsert }: SubjectFieldProps) {
  const input = useRef<HTMLInputElement | null>(null)
  const { ref, ...rest } = field
  const insert = (token: string) => {
    const element = input.current
    const value = element?.value ?? ''
    const start = element?.selectionStart ?? value.length
    const end = element?.selectionEnd ?? start
    onInsert(value.slice(0, start) + token + value.slice(end))
    requestAnimationFrame(() => {
      element?.focus()
      element?.setSelectionRange(start + token.length, start + token.length)
    })
  }
  return (
    <TextInput
      label="Subject"
      description={
        <>
          <Group gap="xs" component="span" my={2}>
            <TokenMenu tokens={tokens} label="Insert a token into the subject" onPick={insert} />
          </Group>
          <Text span inherit display="block">
            {`Add ${FILE_NAME_TOKEN} and each email's subject carries the name of its attached file; {Name} puts the row's Name column in, {filterValue}, {jobName} and {runDate} (or {runDate:DD.MM.YYYY}) what they say.`}
          </Text>
          <Text span inherit display="block">
            {`Example: '${EXAMPLE_SUBJECT}' becomes '${subjectFor(EXAMPLE_SUBJECT, EXAMPLE_FILE)}'.`}
          </Text>
        </>
      }
      styles={fieldLabelStyles}
      withAsterisk
      maw={560}
      autoComplete="off"
      error={error}
      ref={(element) => {
        ref(element)
        input.current = element
      }}
      {...rest}
    />
  )
}
