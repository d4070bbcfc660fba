import { destinationsApi } from '@herald/contracts'
import type { FastifyInstance } from 'fastify'
import { route } from '../../platform/http/route.ts'
import { sendDestinationAgain } from '../delivery/index.ts'
import type { Queue } from '../../platform/queue/queue.ts'
import { addDestination } from './add-destination.ts'
import type { DestinationsDeps } from './destinations-deps.ts'
import { listDestinations } from './list-destinations.ts'
import { removeDestination } from './remove-destination.ts'
import { registerSharePointRoutes } from './sharepoint.routes.ts'
import { testDestination } from './test-destination.ts'

/** A job's destinations (ADR 0048): list, add, remove, send a test; 'Send again' of a run to one of them. */
export function registerDestinationRoutes(
  app: FastifyInstance,
  deps: DestinationsDeps & { queue: Queue },
): void {
  route(app, destinationsApi.list, async (request) =>
    listDestinations(deps, request.caller, request.params.id),
  )
  route(app, destinationsApi.create, async (request, reply) =>
    reply.status(201).send(await addDestination(deps, request.caller, request.params.id, request.body)),
  )
  route(app, destinationsApi.remove, async (request, reply) => {
    await removeDestination(deps, request.caller, request.params.id, request.params.destinationId)
    return reply.status(204).send()
  })
  route(app, destinationsApi.test, async (request) =>
    testDestination(deps, request.caller, request.params.id, request.params.destinationId),
  )
  route(app, destinationsApi.sendAgain, async (request) => {
    const { id, runId, destinationId } = request.params
    return sendDestinationAgain(deps, request.caller, { jobId: id, runId, destinationId })
  })
  registerSharePointRoutes(app, deps)
}
