import { buildFileName, FILE_NAME_TOKEN, subjectFor } from '@herald/contracts'
import { Text, TextInput } from '@mantine/core'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { fieldLabelStyles } from '../field-label.ts'

const EXAMPLE_SUBJECT = `Monthly sales – ${FILE_NAME_TOKEN}`
const EXAMPLE_FILE = buildFileName({ prefix: 'Sales Overview', dateToken: '2026-11-21', filterValue: 'East' })

/** SUBJECT, with how the file-name token works. */
export function SubjectField({
  field,
  error,
}: {
  field: UseFormRegisterReturn<'emailTitle'>
  error?: string
}) {
  return (
    <TextInput
      label="Subject"
      description={
        <>
          <Text span inherit display="block">
            {`Add ${FILE_NAME_TOKEN} and each email's subject carries the name of its attached file.`}
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
      {...field}
    />
  )
}
