/* eslint-disable no-restricted-syntax -- This script runs before the app's code (and its endpoint declarations,
   which need zod) has downloaded, so it spells the paths out; early-request-paths.test.ts checks them against the
   declarations (ADR 0015). */

/** Job Summary, the first page after sign-in (`/user-jobs`, whatever its page, sort or search). */
export function isJobSummary(pathname: string): boolean {
  return pathname.replace(/\/$/, '') === '/user-jobs'
}

/**
 * What the first screen at `location` asks the server for, in the form `callEndpoint` builds the URL: the public
 * server facts and the session everywhere (spec §4 "Session restore"); on Job Summary's default view also the
 * account (asked after the session otherwise) and the first page of jobs.
 */
export function earlyRequestPaths({ pathname, search }: Pick<Location, 'pathname' | 'search'>): string[] {
  const paths = ['/api/profile-info', '/api/auth/get-session']
  if (isJobSummary(pathname) && search === '') {
    paths.push('/api/account', '/api/user-jobs?page=0&size=30&sort=id%2Casc')
  }
  return paths
}
