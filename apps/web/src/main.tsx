import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'
import '@mantine/nprogress/styles.css'
import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app.tsx'

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element.')
const root = createRoot(container)

// As a transition, the first render yields to the browser every few milliseconds instead of holding the main
// thread until the whole tree is drawn (docs/decisions/0032).
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
})
