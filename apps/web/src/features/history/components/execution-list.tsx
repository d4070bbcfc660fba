import type { JobExecution } from '@herald/contracts'
import { Accordion } from '@mantine/core'
import { useState } from 'react'
import { ExecutionDetails } from './execution-details.tsx'
import { ExecutionSummary } from './execution-summary.tsx'

interface ExecutionListProps {
  jobId: number
  /** The job's zone: every run is shown on the job's clock (ADR 0054). */
  timeZone: string
  executions: JobExecution[]
}

/** One collapsible row per run; a row's files load when it opens. */
export function ExecutionList({ jobId, timeZone, executions }: ExecutionListProps) {
  const [opened, setOpened] = useState<string[]>([])
  return (
    <Accordion multiple value={opened} onChange={setOpened} variant="separated" chevronPosition="left">
      {executions.map((execution) => {
        const value = String(execution.jobExecutionId)
        return (
          <Accordion.Item key={value} value={value}>
            <Accordion.Control>
              <ExecutionSummary execution={execution} timeZone={timeZone} />
            </Accordion.Control>
            <Accordion.Panel>
              {opened.includes(value) ? <ExecutionDetails jobId={jobId} execution={execution} /> : null}
            </Accordion.Panel>
          </Accordion.Item>
        )
      })}
    </Accordion>
  )
}
