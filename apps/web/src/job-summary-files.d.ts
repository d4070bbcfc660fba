/** The files of Job Summary's code, written in by the build (early-requests-script.ts); empty on the dev server. */
declare module 'virtual:job-summary-files' {
  const files: readonly string[]
  export default files
}
