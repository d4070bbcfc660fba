// Herald's architectural boundaries (DESIGN.md §4), checked on every import.
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')
const rel = (file) => path.relative(root, file).split(path.sep).join('/')

const WEB = 'apps/web/src/'
const SERVER = 'apps/server/src/'
const CONTRACTS = 'packages/contracts/src/'
const CONTRACT_DEPENDENCIES = new Set(['zod', 'croner', 'cronstrue'])

/** The reason `from` may not import `target` (both repository-relative), or undefined when allowed. */
export function violation(from, target, bare) {
  if (from.startsWith(CONTRACTS)) {
    if (bare && /\.test\.ts$/.test(from) && (bare === 'vitest' || bare === 'fast-check')) return undefined
    if (bare)
      return CONTRACT_DEPENDENCIES.has(bare)
        ? undefined
        : 'contracts depend on zod, croner and cronstrue only'
    return target.startsWith(CONTRACTS) ? undefined : 'contracts import nothing outside their package'
  }
  if (bare) return undefined
  if (from.startsWith(WEB)) {
    const area = (p) => p.slice(WEB.length).split('/')
    const [fromArea, fromFeature] = area(from)
    const [toArea, toFeature] = area(target)
    if (fromArea !== 'app' && fromArea !== 'main.tsx' && toArea === 'app')
      return 'only the app layer composes: nothing imports app/'
    if (toArea === 'features' && fromArea !== 'app' && fromArea !== 'features')
      return 'shared web code never imports features'
    if (fromArea === 'features' && toArea === 'features' && fromFeature !== toFeature)
      return 'a feature never imports another feature'
    return undefined
  }
  if (from.startsWith(SERVER)) {
    const fromPath = from.slice(SERVER.length)
    const toPath = target.slice(SERVER.length)
    if (!target.startsWith(SERVER)) return undefined
    if (fromPath.startsWith('platform/') && toPath.startsWith('modules/'))
      return 'platform never imports modules'
    if (fromPath.startsWith('platform/') && toPath.startsWith('connectors/'))
      return 'platform never imports connectors'
    if (fromPath.startsWith('connectors/') && toPath.startsWith('modules/'))
      return 'connectors never import modules'
    const fromModule = /^modules\/([^/]+)\//.exec(fromPath)?.[1]
    const toModule = /^modules\/([^/]+)\/(.+)$/.exec(toPath)
    if (toModule && fromModule && toModule[1] !== fromModule && toModule[2] !== 'index.ts') {
      return `reach module "${toModule[1]}" through its index.ts`
    }
    if (toPath.startsWith('db/schema') && !fromPath.startsWith('db/') && !fromPath.endsWith('.queries.ts')) {
      return 'only *.queries.ts and db/ touch tables'
    }
  }
  return undefined
}

export default {
  rules: {
    imports: {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const from = rel(context.filename)
        const check = (node) => {
          const source = node.source?.value
          if (typeof source !== 'string') return
          const relative = source.startsWith('.')
          const bare = relative
            ? undefined
            : source.startsWith('node:')
              ? source
              : source
                  .split('/')
                  .slice(0, source.startsWith('@') ? 2 : 1)
                  .join('/')
          const target = relative ? rel(path.resolve(path.dirname(context.filename), source)) : source
          const reason = violation(from, target, relative ? undefined : bare)
          if (reason) context.report({ node, message: `Import of "${source}": ${reason} (DESIGN.md §4).` })
        }
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        }
      },
    },
  },
}
