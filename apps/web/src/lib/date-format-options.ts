/** The day and the time as Herald writes them, shared by format-date.ts and the early script's set-up. */
export const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' }
/** Times on the 24-hour clock in every language, as the schedule's Time field and its description read. */
export const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
