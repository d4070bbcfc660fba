import { StorableInput, unstorableText } from '@herald/contracts'
import type { FastifySchemaCompiler } from 'fastify'
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod'
import { z } from 'zod/mini'
import type { $ZodType } from 'zod/v4/core'
import { AppError } from './errors.ts'

/**
 * Every route's body, query, params and headers are first checked for text PostgreSQL cannot store (NUL,
 * unpaired surrogates), each named by its field path, then parsed by the route's own zod schema. One check
 * here covers every text field of every contract, present and future.
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> = (route) =>
  zodValidatorCompiler({ ...route, schema: z.pipe(StorableInput, route.schema) })

/** The same check for input no schema validates (the raw bodies handed to the auth library): a 400 naming the field. */
export function assertStorableText(input: unknown): void {
  const problems = unstorableText(input)
  if (problems.length === 0) return
  const fieldErrors = problems.map(({ path, message }) => ({ field: path.join('.'), message }))
  throw new AppError(400, fieldErrors[0]!.message, { fieldErrors })
}
