import { createContext, useContext, useEffect, useState } from 'react'
import type { FieldValues, UseFormGetValues, UseFormWatch } from 'react-hook-form'
import {
  sameValues,
  type WizardDrafts,
  type WizardStep,
  type WizardStepValues,
} from '../../lib/wizard-drafts.ts'

/** The wizard's drafts; null outside the wizard (the entity edit page saves step 1 on its own). */
export const WizardDraftsContext = createContext<WizardDrafts | null>(null)

export function useWizardDrafts(): WizardDrafts | null {
  return useContext(WizardDraftsContext)
}

/**
 * Keeps a react-hook-form step's values in its wizard slot: written while they differ from what is saved,
 * cleared when they match it again.
 */
export function useFormDraft<K extends 'schedule' | 'email'>(
  step: K,
  form: {
    watch: UseFormWatch<WizardStepValues[K] & FieldValues>
    getValues: UseFormGetValues<WizardStepValues[K] & FieldValues>
  },
  saved: WizardStepValues[K],
): void {
  const drafts = useWizardDrafts()
  const { watch, getValues } = form
  useEffect(() => {
    if (!drafts) return
    const { unsubscribe } = watch(() => {
      const values = { ...getValues() } as WizardStepValues[K]
      if (sameValues(values, saved)) drafts.clear(step)
      else drafts.write(step, values)
    })
    return unsubscribe
  }, [drafts, step, watch, getValues, saved])
}

/** The values a step starts from, read once: its unsaved draft when there is one, else what is saved. */
export function useDraftOr<K extends WizardStep>(step: K, saved: WizardStepValues[K]): WizardStepValues[K] {
  const drafts = useWizardDrafts()
  const [initial] = useState(() => drafts?.read(step) ?? saved)
  return initial
}
