/* eslint-disable no-restricted-syntax -- This writes no date: it runs in the early script, before lib/format-date.ts
   (and the contracts it imports) has downloaded, and only makes the browser load what that module's formatters need. */

import { DAY, TIME } from './date-format-options.ts'

/**
 * Sets up the browser's date formatting (its locale and time-zone data, loaded on first use) while the app's code
 * downloads, so Job Summary's first drawing of its dates does not pay for it (docs/decisions/0032). The options
 * are those of lib/format-date.ts and of the contracts' zone labels; the formatters themselves are not kept.
 */
export function prepareDateFormats(): void {
  const at = new Date()
  new Intl.DateTimeFormat(undefined, { ...DAY, ...TIME }).format(at)
  new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short', hourCycle: 'h23' }).format(at)
  new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' }).formatToParts(at)
}
