// A second, small entry script (index.html loads it before the app): the first screen's API requests start
// while the app's code is still downloading, instead of after it has run. The app takes the answers through
// lib/early-responses.ts.
import { earlyRequestPaths } from './lib/early-request-paths.ts'
import { requestEarly } from './lib/early-responses.ts'

for (const path of earlyRequestPaths(window.location)) requestEarly(path)
