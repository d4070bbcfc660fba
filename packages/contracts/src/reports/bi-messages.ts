/** What Herald says about any BI tool's server, in one wording for every tool (ADR 0057). */
export const biMessages = {
  privateHost: (host: string) =>
    `The server ${host} is on a private network. An administrator must list it in BI_PRIVATE_HOSTS before Herald may connect to it.`,
  timedOut: (tool: string, seconds: number) =>
    `${tool} did not answer within ${seconds} s. Nothing was sent.`,
} as const
