// A second, small entry script (index.html loads it before the app): the first screen's API requests start
// while the app's code is still downloading, instead of after it has run. The app takes the answers through
// lib/early-responses.ts. On Job Summary it also starts downloading the page's own code (docs/decisions/0032).
import jobSummaryFiles from 'virtual:job-summary-files'
import { earlyRequestPaths, isJobSummary } from './lib/early-request-paths.ts'
import { requestEarly } from './lib/early-responses.ts'
import { prepareDateFormats } from './lib/early-date-formats.ts'

for (const path of earlyRequestPaths(window.location)) requestEarly(path)

if (isJobSummary(window.location.pathname)) {
  for (const href of jobSummaryFiles) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    document.head.append(link)
  }
  prepareDateFormats()
}
