import type { z } from 'zod'

export interface JobOptions {
  retryLimit: number
  retryDelay: number
  retryBackoff: boolean
  /** A worker that stops sending heartbeats for this long is presumed dead and its job retried. */
  heartbeatSeconds: number
  expireInSeconds: number
}

/** What enqueueing needs of a job: its name and its payload schema, so the payload is typed from the definition. */
export interface JobType<P> {
  name: string
  payload: z.ZodType<P>
}

/** A job's handler in one worker process. Delivery is at least once: `handle` must be idempotent. */
export interface JobWorker<P> {
  handle(payload: P, jobId: string): Promise<void>
  /**
   * How many jobs of this type the process holds at once, spread over up to four fetch loops that each
   * finish their batch independently: small for work bound by a local resource such as the browser (so
   * other workers can take the rest), larger for I/O-bound work such as SMTP. Unset: two loops of eight.
   */
  inFlight?: number
  /**
   * Settles together what it can of a fetched batch, in one statement where `handle` would take round trips
   * for each job (run starts that fail at once, a thundering herd of them), and answers the payloads it left
   * for `handle` (the same objects). Idempotent like `handle`; when it throws, the batch is retried.
   */
  settleTogether?(payloads: P[]): Promise<P[]>
}

/**
 * A queue job, defined next to its handler: its name (`<module>.<verb-noun>`, the pg-boss queue), its payload
 * schema, its retry policy and its worker, built once per worker process from the dependencies `D` it names.
 */
export interface JobDefinition<P, D> extends JobType<P> {
  options: JobOptions
  worker(deps: D): JobWorker<P>
}

/**
 * Any job of a list. Its `worker` is a method, so a definition that needs more than `object` still fits; the
 * list's owner passes what every job needs (`WorkerDeps`), which the compiler checks against each definition.
 */
export type AnyJob = JobDefinition<unknown, object>

type DepsOf<J> = J extends { worker(deps: infer D): unknown } ? D : never
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never

/** What a list of jobs needs to run: every dependency each of its workers names. */
export type WorkerDeps<Jobs extends readonly AnyJob[]> = Intersection<DepsOf<Jobs[number]>> & object

const defaults: JobOptions = {
  retryLimit: 5,
  retryDelay: 5,
  retryBackoff: true,
  heartbeatSeconds: 10,
  expireInSeconds: 15 * 60,
}

export function defineJob<P, D extends object>(def: {
  name: string
  payload: z.ZodType<P>
  options?: Partial<JobOptions>
  worker: (deps: D) => JobWorker<P>
}): JobDefinition<P, D> {
  const { name, payload, worker } = def
  return { name, payload, options: { ...defaults, ...def.options }, worker }
}
