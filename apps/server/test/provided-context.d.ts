// What the global setup hands to every test file through vitest's inject().
declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's database (tests that start Herald on it as it is). */
    databaseUrl: string
    /** The migrated database each test file copies into its own (`createTestDatabase`). */
    templateDatabase: string
  }
}

export {}
