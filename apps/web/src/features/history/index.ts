export { JobHistoryPage } from './components/job-history-page.tsx'
