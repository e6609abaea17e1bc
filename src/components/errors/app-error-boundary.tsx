import { Component, type ErrorInfo, type ReactNode } from 'react'
import { CrashScreen } from './crash-screen'

interface AppErrorBoundaryProps {
  children: ReactNode
}

interface AppErrorBoundaryState {
  error: unknown
  hasError: boolean
}

/**
 * The last line of defence, around the whole app: a crash outside the router's own boundaries (a
 * provider, the toaster) still shows the crash screen rather than an empty page. React has no hook
 * for this, hence the class.
 */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { error: null, hasError: false }

  static getDerivedStateFromError(error: unknown): AppErrorBoundaryState {
    return { error, hasError: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unhandled application error', error, info.componentStack)
  }

  override render() {
    if (this.state.hasError) {
      return (
        <main id="main" className="min-h-screen bg-cream">
          <CrashScreen error={this.state.error} />
        </main>
      )
    }
    return this.props.children
  }
}
