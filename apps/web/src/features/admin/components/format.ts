/** YYYY-MM-DD of an instant in UTC (a date input's value), and back to the instant at that day's UTC midnight. */
export const toDateInput = (iso: string) => iso.slice(0, 10)
export const fromDateInput = (day: string) => new Date(`${day}T00:00:00.000Z`).toISOString()
