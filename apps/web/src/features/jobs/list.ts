// Job Summary, loaded on its own (app/lazy-pages.ts): the wizard and the job pages come with index.ts.
export { JobListPage } from './components/list/job-list-page.tsx'
