import type { AccountHoliday } from '@herald/contracts'
import { useState, type FormEvent } from 'react'
import { errorText } from '../../../../lib/api-error.ts'
import { formatDay } from '../../../../lib/format-date.ts'
import { useSaveHolidays } from '../../api/account-holidays.ts'

/** The add form's fields and the list's changes: each change saves the whole list; a refusal shows inline. */
export function useHolidayEditor(holidays: AccountHoliday[]) {
  const save = useSaveHolidays()
  const [date, setDate] = useState('')
  const [name, setName] = useState('')
  const [problem, setProblem] = useState<string | null>(null)

  const store = (next: AccountHoliday[]) => {
    setProblem(null)
    save.mutate(next, {
      onSuccess: () => {
        setDate('')
        setName('')
      },
      onError: (error) => setProblem(errorText(error)),
    })
  }
  const add = (event: FormEvent) => {
    event.preventDefault()
    if (!date) return setProblem('Choose a date.')
    if (holidays.some((h) => h.date === date)) return setProblem(`${formatDay(date)} is already listed.`)
    store([...holidays, { date, name: name.trim() }])
  }
  const remove = (date: string) => store(holidays.filter((h) => h.date !== date))

  return { date, setDate, name, setName, problem, add, remove, saving: save.isPending }
}

export type HolidayEditor = ReturnType<typeof useHolidayEditor>
