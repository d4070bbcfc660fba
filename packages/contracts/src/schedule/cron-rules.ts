// Implemented by the schedule rules work in progress: see the issue on jobs.
export function cronProblem(expression: string): string | undefined {
  return expression.trim().split(/\s+/).length === 5 ? undefined : 'A cron expression has exactly 5 parts.'
}
