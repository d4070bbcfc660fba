import { planMessages } from '@herald/contracts'
import { Group, Radio } from '@mantine/core'
import { fieldLabelStyles } from '../field-label.ts'
import { UpgradePrompt } from './upgrade-prompt.tsx'

type InputMode = 'MANUAL' | 'AUTOMATED_FILTERS'

interface InputModeRadiosProps {
  mode: InputMode
  premium: boolean
  onChange: (mode: InputMode) => void
}

/** 'Manual Input' or 'Automated Input' (not on the Standard plan, spec §6). */
export function InputModeRadios({ mode, premium, onChange }: InputModeRadiosProps) {
  return (
    <Radio.Group
      label="Filter input"
      styles={fieldLabelStyles}
      value={mode}
      onChange={(value) => onChange(value === 'AUTOMATED_FILTERS' ? 'AUTOMATED_FILTERS' : 'MANUAL')}
    >
      <Group gap="lg" mt={6} wrap="wrap">
        <Radio value="MANUAL" label="Manual Input" />
        <Radio value="AUTOMATED_FILTERS" label="Automated Input" disabled={!premium} />
        {premium ? null : <UpgradePrompt label={planMessages.upgradePremium} feature="automatedInput" />}
      </Group>
    </Radio.Group>
  )
}
