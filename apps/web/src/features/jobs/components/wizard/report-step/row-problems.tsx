import { firstProblems } from '@herald/contracts'
import { Alert, List } from '@mantine/core'

/** Under the grid: the first ten problems as 'Row n: …', then 'and N more errors'. */
export function RowProblems({ problems }: { problems: readonly string[] }) {
  if (problems.length === 0) return null
  return (
    <Alert
      color="red"
      variant="light"
      title="Please correct the rows"
      role="alert"
      p="sm"
      tabIndex={-1}
      data-problems
    >
      <List size="sm" spacing={2}>
        {firstProblems(problems).map((problem, index) => (
          <List.Item key={index} style={{ overflowWrap: 'anywhere' }}>
            {problem}
          </List.Item>
        ))}
      </List>
    </Alert>
  )
}
