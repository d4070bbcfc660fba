import '@mantine/charts/styles.css'
import type { UsageDay } from '@herald/contracts'
import { BarChart } from '@mantine/charts'

const SERIES = [
  { name: 'runs', label: 'Runs', color: 'indigo.6' },
  { name: 'files', label: 'Files', color: 'teal.6' },
  { name: 'emails', label: 'Emails', color: 'orange.6' },
]

/** Runs, files and emails per day of the month (loaded on demand: the chart library is large). */
export default function UsageChart({ days }: { days: UsageDay[] }) {
  const data = days.map((day) => ({ ...day, day: String(Number(day.date.slice(8, 10))) }))
  return (
    <BarChart
      h={240}
      data={data}
      dataKey="day"
      series={SERIES}
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      tickLine="y"
      xAxisLabel="Day of the month"
      aria-label="Runs, files and emails per day this month"
    />
  )
}
