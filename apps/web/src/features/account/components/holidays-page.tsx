import { MAX_HOLIDAYS, type AccountHoliday } from '@herald/contracts'
import { Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { PageState, QueryState } from '../../../components/page-state.tsx'
import { accountHolidaysQuery } from '../api/account-holidays.ts'
import { HolidayForm } from './holidays/holiday-form.tsx'
import { HolidaysTable } from './holidays/holidays-table.tsx'
import { useHolidayEditor } from './holidays/use-holiday-editor.ts'

function HolidaysEditor({ holidays }: { holidays: AccountHoliday[] }) {
  const editor = useHolidayEditor(holidays)
  return (
    <>
      <HolidayForm editor={editor} />
      {holidays.length === 0 ? (
        <PageState state="empty" title="No holidays yet: working days are Monday to Friday." />
      ) : (
        <HolidaysTable holidays={holidays} saving={editor.saving} onRemove={editor.remove} />
      )}
    </>
  )
}

/**
 * /account/holidays: the account's holidays (ADR 0045). Jobs set to run on working days only do not run on
 * them: their runs move to the next or previous working day, or are skipped, as each job says.
 */
export function HolidaysPage() {
  const list = useQuery(accountHolidaysQuery)
  return (
    <Stack gap="md" py="md" maw={720}>
      <Title order={2}>Holidays</Title>
      <Text c="dimmed">
        Jobs set to run on <b>working days only</b> run Monday to Friday, except on these dates. A run that
        falls on one moves to the next or the previous working day, or is skipped, as each job says in its
        schedule. Dates are read on each job&apos;s own time zone. Up to {MAX_HOLIDAYS} dates.
      </Text>
      <QueryState query={list} loading="Loading holidays" failed="Your holidays could not be loaded.">
        {(data) => <HolidaysEditor holidays={data.holidays} />}
      </QueryState>
    </Stack>
  )
}
