import { useDebouncedValue } from '@mantine/hooks'
import { useState } from 'react'

/** The Audits page's filters: a UTC date range, an event type and part of a user's email (debounced). */
export function useAuditFilters(onChange: () => void) {
  const [fromDate, setFromDate] = useState('')
  const [toDate, setToDate] = useState('')
  const [type, setType] = useState<string | null>(null)
  const [principal, setPrincipal] = useState('')
  const [debounced] = useDebouncedValue(principal.trim(), 300)
  const changing =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value)
      onChange()
    }
  const clear = () => {
    setFromDate('')
    setToDate('')
    setType(null)
    setPrincipal('')
    onChange()
  }
  return {
    fromDate,
    setFromDate: changing(setFromDate),
    toDate,
    setToDate: changing(setToDate),
    type,
    setType: changing(setType),
    principal,
    setPrincipal: changing(setPrincipal),
    clear,
    /** The range ends before it starts: nothing is asked of the server. */
    backwards: fromDate !== '' && toDate !== '' && fromDate > toDate,
    filtered: Boolean(fromDate || toDate || type || debounced),
    /** The filters as the server's query parameters take them. */
    params: {
      ...(fromDate ? { fromDate } : {}),
      ...(toDate ? { toDate } : {}),
      ...(type ? { type } : {}),
      ...(debounced ? { principal: debounced } : {}),
    },
  }
}

export type AuditFilters = ReturnType<typeof useAuditFilters>
