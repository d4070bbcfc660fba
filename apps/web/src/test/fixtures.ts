import type { Account, ProfileInfo } from '@herald/contracts'

export const userAccount: Account = {
  id: 'u1',
  login: 'ada@example.com',
  email: 'ada@example.com',
  activated: true,
  authorities: ['ROLE_USER'],
  firstName: 'Ada',
  lastName: null,
  langKey: 'en',
  eulaSigned: true,
  subscriptionType: 'FREE_TRIAL',
  subscriptionStartDate: new Date().toISOString(),
  canCreateJobs: true,
  createdDate: new Date().toISOString(),
  lastModifiedDate: new Date().toISOString(),
}

export const adminAccount: Account = { ...userAccount, id: 'a1', authorities: ['ROLE_ADMIN'] }

export const devProfile: ProfileInfo = {
  activeProfiles: ['dev'],
  devMailbox: true,
  captchaSiteKey: null,
  socialProviders: [],
  signupsEnabled: true,
  bookingUrl: null,
}
