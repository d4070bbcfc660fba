import { IconAlertTriangle } from '@tabler/icons-react'
import { Component, type ErrorInfo, type ReactNode } from 'react'
import { PageState } from '../components/page-state.tsx'

export const UNEXPECTED_ERROR = 'An unexpected error has occurred.'

interface ErrorBoundaryProps {
  children: ReactNode
  /** A change (the next navigation) clears a shown error. */
  resetKey?: string
}

interface ErrorBoundaryState {
  failed: boolean
}

/** Render errors and failed (or timed-out) page chunks end here: 'An unexpected error has occurred.' */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false }

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true }
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack)
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false })
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children
    return (
      <PageState
        state="error"
        size="page"
        icon={<IconAlertTriangle size={28} />}
        title={UNEXPECTED_ERROR}
        hint="Try again reloads the page. If this keeps happening, tell your Herald administrator."
        onRetry={() => window.location.reload()}
      />
    )
  }
}
