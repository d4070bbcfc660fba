import type { JobEmailConfigInput } from '@herald/contracts'
import type { ReportDraft } from './report-draft.ts'
import type { ScheduleFormValues } from './schedule-form-values.ts'

/** What each wizard step holds while edited (ADR 0053). */
export interface WizardStepValues {
  schedule: ScheduleFormValues
  report: ReportDraft
  email: JobEmailConfigInput
}
export type WizardStep = keyof WizardStepValues

/** The steps' names as the wizard shows them, for 'unsaved changes on …'. */
export const WIZARD_STEP_NAMES: Record<WizardStep, string> = {
  schedule: 'Schedule Report',
  report: 'Generate PDF',
  email: 'Send Email',
}
const ORDER: WizardStep[] = ['schedule', 'report', 'email']

/**
 * The wizard's unsaved work, one slot per step, outliving the steps (the stepper unmounts the ones not shown).
 * A step writes its values once the user has changed something and clears its slot when saved; a slot present
 * is a step to restore on return, and a reason to ask before leaving. Reads are synchronous so a navigation
 * right after a save sees the cleared slot.
 */
export interface WizardDrafts {
  read<K extends WizardStep>(step: K): WizardStepValues[K] | undefined
  write<K extends WizardStep>(step: K, values: WizardStepValues[K]): void
  /** One step's slot, or every slot (the user chose to discard). */
  clear(step?: WizardStep): void
  /** The steps holding unsaved work, in the wizard's order. */
  unsaved(): WizardStep[]
  /** For useSyncExternalStore: called when the set of unsaved steps changes. */
  subscribe(listener: () => void): () => void
  /** The unsaved steps as one string ('report,email'), a stable snapshot for useSyncExternalStore. */
  snapshot(): string
}

export function createWizardDrafts(): WizardDrafts {
  const slots = new Map<WizardStep, WizardStepValues[WizardStep]>()
  const listeners = new Set<() => void>()
  let key = ''
  const changed = () => {
    const next = ORDER.filter((step) => slots.has(step)).join(',')
    if (next === key) return
    key = next
    for (const listener of listeners) listener()
  }
  return {
    read: <K extends WizardStep>(step: K) => slots.get(step) as WizardStepValues[K] | undefined,
    write(step, values) {
      slots.set(step, values)
      changed()
    },
    clear(step) {
      if (step) slots.delete(step)
      else slots.clear()
      changed()
    },
    unsaved: () => ORDER.filter((step) => slots.has(step)),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    snapshot: () => key,
  }
}

/** Two flat form values (strings, numbers, booleans, null) hold the same thing. */
export function sameValues<T extends object>(a: T, b: T): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)])
  for (const name of keys) {
    if ((a as Record<string, unknown>)[name] !== (b as Record<string, unknown>)[name]) return false
  }
  return true
}
