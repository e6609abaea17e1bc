import { Component, type ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { CrashScreen } from './crash-screen'

interface BoundaryProps {
  locationKey: string
  children: ReactNode
}

interface BoundaryState {
  /** The location the crash happened at; null while nothing has crashed. */
  crashedAt: string | null
  error: unknown
}

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { crashedAt: null, error: null }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, crashedAt: '' }
  }

  // The crash belongs to the location it happened at: another location renders afresh.
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.crashedAt === '') return { crashedAt: props.locationKey }
    if (state.crashedAt !== null && state.crashedAt !== props.locationKey) return { crashedAt: null, error: null }
    return null
  }

  override componentDidCatch(error: unknown) {
    console.error('Unhandled route error', error)
  }

  override render() {
    return this.state.crashedAt === null ? this.props.children : <CrashScreen error={this.state.error} />
  }
}

/**
 * A render crash (or a route chunk that failed to download after a deploy) lands here instead of a blank
 * page; the next location starts afresh, as a router's error element does.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary locationKey={useLocation().key}>{children}</ErrorBoundary>
}
