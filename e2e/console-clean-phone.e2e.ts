// No console error and no page error on any page, at 390×844 (the check: support/console-clean.ts).
import { everyPageIsClean, VIEWPORTS } from './support/console-clean.ts'

everyPageIsClean(VIEWPORTS.phone)
