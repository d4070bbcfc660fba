import path from 'node:path'
import { storedAttachments } from '../../platform/documents/stored-attachments.ts'
import { normalizePath, type SftpNode } from '../../platform/sftp/index.ts'
import type { AccountFileRow } from './sftp.queries.ts'

/** A file of the tree: what the SFTP client sees, and the file store's id of its bytes. */
export type TreeNode = SftpNode & { storedId?: string; children?: Map<string, TreeNode> }

const MAX_NAME = 120

/**
 * A name safe as one path segment on every client: no separators, control or reserved characters, no
 * leading dots (so never '.' or '..'), at most 120 characters.
 */
export function sanitizeName(name: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/[\p{Cc}/\\:*?"<>|]/gu, '_')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, MAX_NAME)
  return cleaned || '_'
}

/** `name`, or `name (suffix)` (before the extension) when the folder already has it, ignoring case. */
function uniqueIn(folder: Map<string, TreeNode>, name: string, suffix: string | number): string {
  const taken = (n: string) => [...folder.keys()].some((k) => k.toLowerCase() === n.toLowerCase())
  if (!taken(name)) return name
  const ext = path.posix.extname(name)
  const base = name.slice(0, name.length - ext.length)
  for (let n = 0; ; n++) {
    const candidate = `${base} (${suffix}${n ? `-${n}` : ''})${ext}`
    if (!taken(candidate)) return candidate
  }
}

/** A run's folder name: its start (else scheduled) time in UTC, without ':' (refused by some systems). */
export function runFolderName(at: Date): string {
  return at.toISOString().slice(0, 19).replace('T', ' ').replaceAll(':', '-')
}

function folder(name: string, mtime: Date): TreeNode {
  return { name, kind: 'dir', size: 0, mtime, children: new Map() }
}

/** The account's read-only tree: /<job name>/<run time>/<file name>, every name sanitized and unique. */
export function buildTree(rows: AccountFileRow[]): TreeNode {
  const root = folder('/', new Date(0))
  const jobs = new Map<number, TreeNode>()
  const runs = new Map<number, TreeNode>()
  for (const row of rows) {
    const at = row.startedAt ?? row.scheduledFor
    let job = jobs.get(row.jobId)
    if (!job) {
      const name = uniqueIn(root.children!, sanitizeName(row.jobName), `job ${row.jobId}`)
      job = folder(name, at)
      root.children!.set(name, job)
      jobs.set(row.jobId, job)
    }
    let run = runs.get(row.runId)
    if (!run) {
      const name = uniqueIn(job.children!, runFolderName(at), `run ${row.runId}`)
      run = folder(name, at)
      job.children!.set(name, run)
      runs.set(row.runId, run)
    }
    for (const attachment of storedAttachments(row)) {
      const size = (attachment.kind === 'XLSX' ? row.workbookSize : row.documentSize) ?? 0
      const name = uniqueIn(run.children!, sanitizeName(attachment.name), row.runId)
      const mtime = row.finishedAt ?? at
      run.children!.set(name, { name, kind: 'file', size, mtime, storedId: attachment.storedId })
      for (const parent of [run, job, root]) if (parent.mtime < mtime) parent.mtime = mtime
    }
  }
  return root
}

/**
 * The node at an SFTP path, resolved inside the tree only (never on a disk): relative paths start at '/',
 * and '..' stops at the root.
 */
export function findNode(root: TreeNode, sftpPath: string): TreeNode | undefined {
  let node: TreeNode | undefined = root
  for (const segment of normalizePath(sftpPath).split('/').filter(Boolean)) {
    node = node?.children?.get(segment)
  }
  return node
}
