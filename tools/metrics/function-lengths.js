// Functions longer than a limit (60 lines by default) in the product's code, tests excluded.
// Usage: node tools/metrics/function-lengths.js [limit]   — prints the count, then each function, longest first.
import { readFileSync } from 'node:fs'
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import ts from 'typescript'

const root = path.resolve(import.meta.dirname, '../..')
const SOURCES = ['apps/server/src/', 'apps/web/src/', 'packages/contracts/src/']
const TEST = /(\.test\.tsx?|\.e2e\.ts|-fixtures\.tsx?|\.d\.ts)$|\/(test|testing)\//

/** The product's TypeScript files that git tracks or is about to (tests, fixtures and declarations left out). */
export function productFiles() {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...SOURCES], {
    cwd: root,
    encoding: 'utf8',
  })
  return listed.split('\n').filter((f) => /\.tsx?$/.test(f) && !TEST.test(f))
}

const isFunction = (node) =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isConstructorDeclaration(node) ||
  ts.isGetAccessorDeclaration(node) ||
  ts.isSetAccessorDeclaration(node)

/** A function's name: its own, or the variable, property or call it is given to. */
function nameOf(node) {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text
  const parent = node.parent
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText()
  if (ts.isCallExpression(parent)) return `(argument of ${parent.expression.getText().slice(0, 40)})`
  return '(anonymous)'
}

/** Every function of one source text whose lines (first to last, both counted) are more than `limit`. */
export function longFunctions(fileName, text, limit) {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind)
  const found = []
  const visit = (node) => {
    if (isFunction(node) && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line
      const last = source.getLineAndCharacterOfPosition(node.end).line
      const lines = last - first + 1
      if (lines > limit) found.push({ file: fileName, line: first + 1, name: nameOf(node), lines })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const limit = Number(process.argv[2] ?? 60)
  const all = productFiles()
    .flatMap((f) => longFunctions(f, readFileSync(path.join(root, f), 'utf8'), limit))
    .sort((a, b) => b.lines - a.lines)
  console.log(`${all.length} functions over ${limit} lines`)
  for (const f of all) console.log(`${String(f.lines).padStart(4)}  ${f.file}:${f.line}  ${f.name}`)
}
