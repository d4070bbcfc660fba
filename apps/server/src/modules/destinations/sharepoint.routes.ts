import { sharePointApi } from '@herald/contracts'
import type { FastifyInstance } from 'fastify'
import { route } from '../../platform/http/route.ts'
import { listSharePointDrives, listSharePointFolders } from './browse-sharepoint.ts'
import type { DestinationsDeps } from './destinations-deps.ts'

/** Picking a SharePoint / OneDrive destination's folder with its Microsoft sign-in (ADR 0052). */
export function registerSharePointRoutes(app: FastifyInstance, deps: DestinationsDeps): void {
  route(app, sharePointApi.drives, async (request) =>
    listSharePointDrives(deps, request.caller, request.params),
  )
  route(app, sharePointApi.folders, async (request) =>
    listSharePointFolders(deps, request.caller, request.params, request.query.parent),
  )
}
