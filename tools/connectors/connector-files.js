// What a BI tool's folder is reached by (ADR 0057): outside apps/server/src/connectors/ only registry.ts imports a
// tool's folder, and tool folders share code only through connectors/kit/ and connector.ts. A new tool is then its
// folder, one line in registry.ts and its entry in the contracts (BiTool, its label, its capabilities).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve, dirname, sep } from 'node:path'

const SERVER = 'apps/server/src'
const CONNECTORS = `${SERVER}/connectors`
/** Folders of connectors/ that are not a tool. */
const SHARED = new Set(['kit'])
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

/** The tool folders of connectors/ (sample, powerbi, tableau, …). */
export function toolFolders(root) {
  return readdirSync(join(root, CONNECTORS)).filter(
    (name) => statSync(join(root, CONNECTORS, name)).isDirectory() && !SHARED.has(name),
  )
}

/** Every relative import of the server's production code, as repository paths: [{ file, target }]. */
export function serverImports(root) {
  return sourceFiles(join(root, SERVER)).flatMap((path) => {
    const file = relative(root, path).split(sep).join('/')
    return [...readFileSync(path, 'utf8').matchAll(IMPORT)]
      .map((m) => m[1] ?? m[2])
      .filter((spec) => spec.startsWith('.'))
      .map((spec) => ({
        file,
        target: relative(root, resolve(dirname(path), spec))
          .split(sep)
          .join('/'),
      }))
  })
}

const toolOf = (path) => {
  if (!path.startsWith(`${CONNECTORS}/`)) return undefined
  const [folder, ...rest] = path.slice(CONNECTORS.length + 1).split('/')
  return rest.length > 0 && !SHARED.has(folder) ? folder : undefined
}

/** Each tool folder and the files outside it that import it: registry.ts alone when the rule holds. */
export function toolDoors(root) {
  const doors = Object.fromEntries(toolFolders(root).map((tool) => [tool, new Set()]))
  for (const { file, target } of serverImports(root)) {
    const tool = toolOf(target)
    if (tool && toolOf(file) !== tool) doors[tool]?.add(file)
  }
  return Object.fromEntries(Object.entries(doors).map(([tool, files]) => [tool, [...files].sort()]))
}
