import type { z } from 'zod'

export interface JobOptions {
  retryLimit: number
  retryDelay: number
  retryBackoff: boolean
  /** A worker that stops sending heartbeats for this long is presumed dead and its job retried. */
  heartbeatSeconds: number
  expireInSeconds: number
}

/** A job type: its name (`<module>.<verb-noun>`), its payload schema and its retry policy. */
export interface JobType<P> {
  name: string
  payload: z.ZodType<P>
  options: JobOptions
}

const defaults: JobOptions = {
  retryLimit: 5,
  retryDelay: 5,
  retryBackoff: true,
  heartbeatSeconds: 10,
  expireInSeconds: 15 * 60,
}

export function defineJob<P>(def: {
  name: string
  payload: z.ZodType<P>
  options?: Partial<JobOptions>
}): JobType<P> {
  return { name: def.name, payload: def.payload, options: { ...defaults, ...def.options } }
}
