import { FileNotFoundError } from '../../platform/storage/file-store.ts'
import type { SftpVolume } from '../../platform/sftp/index.ts'
import type { SftpDeps } from './sftp-deps.ts'
import { listAccountFiles } from './sftp.queries.ts'
import { buildTree, findNode, type TreeNode } from './virtual-tree.ts'

/** A listing is reused this long, so a client walking the tree does not query the database at every step. */
const TREE_TTL_MS = 5_000

/** The account's own files, read-only, as the tree of virtual-tree.ts; the bytes come from the file store. */
export function accountVolume(deps: Pick<SftpDeps, 'db' | 'files'>, userId: string): SftpVolume {
  let cached: { tree: TreeNode; at: number } | undefined
  const nodeAt = async (path: string) => {
    if (!cached || Date.now() - cached.at > TREE_TTL_MS) {
      cached = { tree: buildTree(await listAccountFiles(deps.db, userId)), at: Date.now() }
    }
    return findNode(cached.tree, path)
  }
  const plain = ({ name, kind, size, mtime }: TreeNode) => ({ name, kind, size, mtime })
  return {
    async stat(path) {
      const node = await nodeAt(path)
      return node && plain(node)
    },
    async list(path) {
      const node = await nodeAt(path)
      return node?.children && [...node.children.values()].map(plain)
    },
    async read(path) {
      const node = await nodeAt(path)
      if (!node?.storedId) return undefined
      try {
        return await deps.files.get(node.storedId)
      } catch (error) {
        // Deleted by retention since the listing: gone, as the next listing will show.
        if (error instanceof FileNotFoundError) return undefined
        throw error
      }
    },
  }
}
