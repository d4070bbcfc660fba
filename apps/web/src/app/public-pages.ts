/**
 * The public pages besides /login, loaded together in one chunk: sign-up and account recovery, and the help
 * pages. One chunk, not two, keeps the code they share with /login in the chunks it already had, so the
 * sign-in page's JavaScript does not grow (see docs/decisions/0020).
 */
export * from '../features/auth/index.ts'
export * from '../features/help/index.ts'
