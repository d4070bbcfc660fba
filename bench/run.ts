// npm run bench — every benchmark of README.md, each beside its baseline in the same run, then one summary
// line per benchmark (bench/summary.ts). The sections live in bench/sections/, by area.
import { only } from './figures.ts'
import { accessibility } from './sections/accessibility.ts'
import { burst, filesBurst, powerbi, powerbiEmbedded, tableau } from './sections/bursts.ts'
import { email } from './sections/email.ts'
import { memory, render } from './sections/render.ts'
import { scaleout } from './sections/scaleout.ts'
import { herd, list, startup } from './sections/server.ts'
import { bundle, lighthouse, upload } from './sections/web.ts'
import { printSummary } from './summary.ts'

const wanted = (name: string) => only.length === 0 || only.includes(name)

console.log(`Herald benchmarks — Node ${process.version}\n`)
if (wanted('startup')) await startup()
if (wanted('list')) await list()
if (wanted('herd')) await herd()
if (wanted('render')) await render()
if (wanted('email')) await email()
if (wanted('burst')) await burst()
if (wanted('tableau')) await tableau()
if (wanted('files')) await filesBurst()
if (wanted('powerbi')) await powerbi()
if (wanted('powerbi-embedded')) await powerbiEmbedded()
if (wanted('scaleout')) await scaleout()
if (wanted('bundle')) await bundle()
if (wanted('upload')) upload()
if (wanted('memory')) await memory()
if (wanted('lighthouse')) await lighthouse()
if (wanted('accessibility')) await accessibility()
printSummary()
