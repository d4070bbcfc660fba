import { normalizeTimeout } from '@herald/contracts'
import { TextInput } from '@mantine/core'
import { useState } from 'react'
import { fieldLabelStyles } from '../field-label.ts'

interface TimeoutFieldProps {
  value: string
  error?: string
  onChange: (value: string) => void
}

/** Timeout in seconds: on leaving, corrected to a whole number from 0 to 180 with the spec's message. */
export function TimeoutField({ value, error, onChange }: TimeoutFieldProps) {
  const [warning, setWarning] = useState<string>()
  return (
    <TextInput
      label="Timeout (seconds)"
      styles={fieldLabelStyles}
      description="Whole seconds, from 0 to 180."
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      inputMode="numeric"
      autoComplete="off"
      value={value}
      onChange={(event) => {
        setWarning(undefined)
        onChange(event.currentTarget.value)
      }}
      onBlur={() => {
        const normalized = normalizeTimeout(value)
        onChange(String(normalized.value))
        setWarning(normalized.warning)
      }}
      error={warning ?? error}
    />
  )
}
