import { JOB_STATE_HELP } from '@herald/contracts'
import { describe, expect, it } from 'vitest'
import faqs from '../pages/faqs.md?raw'

describe('the help page explains every job state', () => {
  it('says, for each state, the line its Job Summary tooltip says (ADR 0051)', () => {
    for (const [state, line] of Object.entries(JOB_STATE_HELP)) expect(faqs, state).toContain(line)
  })
})
