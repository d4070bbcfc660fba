const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })
const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })

/** An instant in the browser's time zone ('Nov 25, 2026, 1:02 PM'), or a dash. */
export const formatDateTime = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '—')
export const formatDate = (iso: string | null) => (iso ? dateOnly.format(new Date(iso)) : '—')

/** YYYY-MM-DD of an instant in UTC (a date input's value), and back to the instant at that day's UTC midnight. */
export const toDateInput = (iso: string) => iso.slice(0, 10)
export const fromDateInput = (day: string) => new Date(`${day}T00:00:00.000Z`).toISOString()
