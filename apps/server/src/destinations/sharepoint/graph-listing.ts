import type { SharePointDrive, SharePointFolder } from '@herald/contracts'
import type { HttpAnswer } from '../../platform/net/http-call.ts'
import type { DeliveryOutcome } from '../destination.ts'
import type { DestinationRuntime } from '../destination-runtime.ts'
import { graphCall, jsonOf } from './graph-call.ts'
import { graphOutcome } from './graph-outcome.ts'
import { withToken, type GraphSession } from './graph-token.ts'

/** Pages of one listing followed at most (Graph pages hold up to 200 items). */
const MAX_PAGES = 50

/** Graph refused a listing or a lookup: the outcome's words for the user. */
export class GraphRefusal extends Error {
  override name = 'GraphRefusal'
  readonly outcome: DeliveryOutcome
  constructor(outcome: DeliveryOutcome & { error: string }) {
    super(outcome.error)
    this.outcome = outcome
  }
}

type Json = Record<string, unknown>
const str = (value: unknown) => (typeof value === 'string' ? value : '')

async function getJson(runtime: DestinationRuntime, session: GraphSession, url: URL, what: string) {
  const answer: HttpAnswer = await withToken(session, (token) =>
    graphCall(runtime, { url, method: 'GET', token }),
  )
  if (answer.status !== 200)
    throw new GraphRefusal(graphOutcome(answer, what) as DeliveryOutcome & { error: string })
  return jsonOf(answer)
}

/** Every item of a collection, following `@odata.nextLink` (only to Graph's own origin). */
async function collect(runtime: DestinationRuntime, session: GraphSession, path: string, what: string) {
  const base = new URL(runtime.graph.apiUrl)
  let url: URL | undefined = new URL(`${runtime.graph.apiUrl}${path}`)
  const items: Json[] = []
  for (let page = 0; url && page < MAX_PAGES; page++) {
    const body = await getJson(runtime, session, url, what)
    items.push(...((body['value'] as Json[] | undefined) ?? []))
    const next = str(body['@odata.nextLink'])
    url = next && new URL(next).origin === base.origin ? new URL(next) : undefined
  }
  return items
}

const driveOf = (drive: Json, owner: string): SharePointDrive => ({
  id: str(drive['id']),
  name: str(drive['name']) || 'Documents',
  owner,
})

/** The user's OneDrive (and other drives of theirs), then the document libraries of the sites they follow. */
export async function listDrives(
  runtime: DestinationRuntime,
  session: GraphSession,
): Promise<SharePointDrive[]> {
  const own = await collect(runtime, session, '/me/drives', 'your drives')
  const drives = own.map((d) => driveOf(d, d['driveType'] === 'documentLibrary' ? 'SharePoint' : 'OneDrive'))
  for (const site of await collect(runtime, session, '/me/followedSites', 'the sites you follow')) {
    // A site id is `host,siteGuid,webGuid`: its commas stay as Graph writes them.
    const siteId = encodeURIComponent(str(site['id'])).replace(/%2C/g, ',')
    const name = str(site['displayName']) || str(site['name'])
    for (const drive of await collect(runtime, session, `/sites/${siteId}/drives`, `the site ${name}`))
      drives.push(driveOf(drive, name))
  }
  return drives.filter((d, i) => d.id && drives.findIndex((o) => o.id === d.id) === i)
}

/** A folder's path from the drive's top: `parentReference.path` is `/drive/root:` or `/drives/{id}/root:/A/B`. */
function pathOf(item: Json): string {
  const parent = str((item['parentReference'] as Json | undefined)?.['path'])
  const above = decodeURIComponent(parent.replace(/^.*?root:/, ''))
  return item['root'] !== undefined ? '/' : `${above}/${str(item['name'])}`
}

const itemPath = (driveId: string, itemId: string) =>
  `/drives/${encodeURIComponent(driveId)}/${itemId === 'root' ? 'root' : `items/${encodeURIComponent(itemId)}`}`

/** The folders directly inside `parent` of the drive. */
export async function listFolders(
  runtime: DestinationRuntime,
  session: GraphSession,
  driveId: string,
  parent: string,
): Promise<SharePointFolder[]> {
  const children = await collect(runtime, session, `${itemPath(driveId, parent)}/children`, 'the folder')
  return children
    .filter((item) => item['folder'] !== undefined)
    .map((item) => ({ id: str(item['id']), name: str(item['name']), path: pathOf(item) }))
}

/** The drive's name and the folder's path; a missing drive or a file in the folder's place is refused. */
export async function describeTarget(
  runtime: DestinationRuntime,
  session: GraphSession,
  driveId: string,
  folderId: string,
): Promise<{ driveName: string; folderPath: string }> {
  const drive = await getJson(
    runtime,
    session,
    new URL(`${runtime.graph.apiUrl}${itemPath(driveId, 'root').replace(/\/root$/, '')}`),
    'the drive',
  )
  const folder = await getJson(
    runtime,
    session,
    new URL(`${runtime.graph.apiUrl}${itemPath(driveId, folderId)}`),
    'the folder',
  )
  if (folder['folder'] === undefined && folder['root'] === undefined)
    throw new GraphRefusal({ kind: 'failed', error: `${str(folder['name'])} is a file, not a folder.` })
  return { driveName: str(drive['name']) || 'Documents', folderPath: pathOf(folder) }
}
