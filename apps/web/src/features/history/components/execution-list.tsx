import type { JobExecution } from '@herald/contracts'
import { Accordion } from '@mantine/core'
import { useState } from 'react'
import { ExecutionDetails } from './execution-details.tsx'
import { ExecutionSummary } from './execution-summary.tsx'

/** One collapsible row per run; a row's files load when it opens. */
export function ExecutionList({ jobId, executions }: { jobId: number; executions: JobExecution[] }) {
  const [opened, setOpened] = useState<string[]>([])
  return (
    <Accordion multiple value={opened} onChange={setOpened} variant="separated" chevronPosition="left">
      {executions.map((execution) => {
        const value = String(execution.jobExecutionId)
        return (
          <Accordion.Item key={value} value={value}>
            <Accordion.Control>
              <ExecutionSummary execution={execution} />
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
