/** The only reader of `import.meta.env` in the web app. */
export const env = {
  /** Prefix of every API call; empty means same origin (the Vite dev server proxies /api). */
  apiBase: (import.meta.env['VITE_API_BASE'] as string | undefined) ?? '',
  isDev: import.meta.env.DEV,
  isTest: import.meta.env.MODE === 'test',
} as const
