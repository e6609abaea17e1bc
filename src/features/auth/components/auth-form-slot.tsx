import { lazy, Suspense, useEffect, useState } from 'react'
import type { AuthFormsProps, AuthMode } from './auth-forms'

// The auth screen's frame and heading paint with the route's small chunk; the forms' code follows (index.html
// preloads it on /checkout/auth, so on arrival it is there or nearly).
const AuthForms = lazy(() => import('./auth-forms'))

/** Each form's height at every width (its fields, links and buttons), so nothing moves when it arrives. */
const formHeights: Record<AuthMode, string> = { login: 'h-87', signup: 'h-108', forgot: 'h-87' }

function FormPlaceholder({ mode }: { mode: AuthMode }) {
  // Decorative: the heading above says which form is coming. data-page-loader: deferred work waits for the form.
  return (
    <div
      aria-hidden="true"
      data-page-loader=""
      className={`${formHeights[mode]} rounded-2xl bg-brand-50 motion-safe:animate-pulse`}
    />
  )
}

/** False until what the component mounted with has painted once. */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    // A frame's callback runs before its paint; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true))
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [])
  return painted
}

/**
 * The auth screen's form, in its reserved space. Its code runs once the frame around it has painted: run
 * during the first render (even preloaded), it held back the paint of the frame and heading.
 */
export function AuthFormSlot(props: AuthFormsProps) {
  const painted = usePainted()
  const placeholder = <FormPlaceholder mode={props.mode} />
  return <Suspense fallback={placeholder}>{painted ? <AuthForms {...props} /> : placeholder}</Suspense>
}
