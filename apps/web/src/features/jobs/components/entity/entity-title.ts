/** The generic pages' spec title followed by the job's name: 'User Jobs 3: Board pack'. */
export function entityTitle(specTitle: string, jobName: string | undefined): string {
  return jobName ? `${specTitle}: ${jobName}` : specTitle
}
