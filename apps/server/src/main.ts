// The entry `npm start` and the image run. Node's compile cache goes on before anything else is loaded (a static
// import would load first), so every later start and every other Herald process on the machine reuses the compiled
// code of Herald and its dependencies: a start on PostgreSQL takes about a fifth less (ADR 0060).
import { enableCompileCache } from 'node:module'

enableCompileCache()
await import('./run-herald.ts')
