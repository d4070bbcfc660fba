import { saveRefusalText } from './save-job-error.ts'

/** Spec §8 "Jobs": what a failed step-2 save says. Texts only the web app shows. */
const reportSaveMessages = {
  failed: (reason: string) => `Failed to save report config: ${reason}`,
  configuration: (message: string) => `Configuration error: ${message}`,
} as const

/** The toast for a failed report-config (or automated-filter) save, rule by rule from spec §8. */
export function saveReportErrorText(error: unknown): string {
  return (
    saveRefusalText(error, reportSaveMessages.failed) ??
    reportSaveMessages.configuration(error instanceof Error ? error.message : String(error))
  )
}
