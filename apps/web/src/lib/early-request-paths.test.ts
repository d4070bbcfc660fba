import { accountApi, authApi, DEFAULT_PAGE_SIZE, endpointPath, jobsApi, systemApi } from '@herald/contracts'
import { describe, expect, it } from 'vitest'
import { earlyRequestPaths } from './early-request-paths.ts'

const everywhere = [endpointPath(systemApi.profileInfo, {}), endpointPath(authApi.getSession, {})]

describe('earlyRequestPaths', () => {
  it('asks for the server facts and the session on every page, as their declarations spell them', () => {
    expect(earlyRequestPaths({ pathname: '/login', search: '' })).toEqual(everywhere)
    expect(earlyRequestPaths({ pathname: '/register', search: '?x=1' })).toEqual(everywhere)
  })

  it("adds the account and Job Summary's first page (page 0, size 30, sort id,asc) on /user-jobs", () => {
    const jobSummary = [
      ...everywhere,
      endpointPath(accountApi.get, {}),
      endpointPath(jobsApi.list, { query: { page: 0, size: DEFAULT_PAGE_SIZE, sort: 'id,asc' } }),
    ]
    expect(earlyRequestPaths({ pathname: '/user-jobs', search: '' })).toEqual(jobSummary)
    expect(earlyRequestPaths({ pathname: '/user-jobs/', search: '' })).toEqual(jobSummary)
  })

  it('leaves other lists (a page, a search, a sort in the URL) and other pages to the app', () => {
    expect(earlyRequestPaths({ pathname: '/user-jobs', search: '?page=2' })).toEqual(everywhere)
    expect(earlyRequestPaths({ pathname: '/user-jobs/new', search: '' })).toEqual(everywhere)
  })
})
