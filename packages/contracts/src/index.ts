export * from './auth.ts'
export * from './password.ts'
export * from './account.ts'
export * from './platform.ts'
