import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { useEffect, type ReactNode } from 'react'
import {
  BrowserRouter,
  MemoryRouter,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
} from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import Toaster from '@/components/ui/toaster'
import { TOAST_DURATION, toast, useToastStore } from '@/stores/toast'

/** What a test reads of the router and does with it: where it is, and going elsewhere. */
interface RouterHandle {
  location: Location
  navigate: NavigateFunction
}

/** Reports where the router is, and its navigate, after each render inside it. */
function RouterProbe({ onRender }: { onRender: (handle: RouterHandle) => void }) {
  const location = useLocation()
  const navigate = useNavigate()
  useEffect(() => onRender({ location, navigate }), [location, navigate, onRender])
  return null
}

function renderIn(router: (children: ReactNode) => ReactNode, routes: ReactNode): RouterHandle {
  const handle = {} as RouterHandle
  const keep = (current: RouterHandle) => void Object.assign(handle, current)
  render(
    router(
      <>
        <Routes>{routes}</Routes>
        <RouterProbe onRender={keep} />
      </>,
    ),
  )
  return handle
}

/** The toaster inside a router (its `{ label, to }` actions navigate), on a page with one link. */
function renderToaster() {
  return renderIn(
    (children) => <MemoryRouter initialEntries={['/']}>{children}</MemoryRouter>,
    <>
      <Route
        path="/"
        element={
          <>
            <p>Home page</p>
            <Toaster />
          </>
        }
      />
      <Route path="/cart" element={<p>Cart page</p>} />
    </>,
  )
}

const notifications = () => screen.getByRole('region', { name: 'Notifications (F8)' })
const visibleTitles = () =>
  within(notifications())
    .queryAllByRole('listitem')
    .map((item) => item.textContent)

beforeEach(() => useToastStore.getState().clear())
afterEach(() => {
  act(() => useToastStore.getState().clear())
  vi.useRealTimers()
})

describe('Toaster', () => {
  it('shows one toast at a time and the next one after the first is closed', () => {
    renderToaster()
    act(() => {
      toast({ title: 'First', description: 'One' })
      toast({ title: 'Second', description: 'Two' })
    })

    expect(visibleTitles()).toHaveLength(1)
    const first = within(notifications()).getByRole('listitem')
    expect(first).toHaveTextContent('First')
    expect(first).toHaveTextContent('One')

    fireEvent.click(within(first).getByRole('button', { name: 'Close notification' }))

    expect(visibleTitles()).toHaveLength(1)
    expect(within(notifications()).getByRole('listitem')).toHaveTextContent('Second')
    expect(useToastStore.getState().queue.map((t) => t.title)).toEqual(['Second'])
  })

  it('closes a toast after its own duration, 5 s by default, then shows the next', () => {
    vi.useFakeTimers()
    renderToaster()
    act(() => {
      toast({ title: 'Validation', duration: TOAST_DURATION.short })
      toast({ title: 'Default' })
    })

    act(() => vi.advanceTimersByTime(TOAST_DURATION.short - 1))
    expect(within(notifications()).getByRole('listitem')).toHaveTextContent('Validation')
    act(() => vi.advanceTimersByTime(1))
    expect(within(notifications()).getByRole('listitem')).toHaveTextContent('Default')

    act(() => vi.advanceTimersByTime(TOAST_DURATION.default - 1))
    expect(within(notifications()).getByRole('listitem')).toHaveTextContent('Default')
    act(() => vi.advanceTimersByTime(1))
    expect(within(notifications()).queryByRole('listitem')).not.toBeInTheDocument()
    expect(useToastStore.getState().queue).toEqual([])
  })

  it('closes on Escape', () => {
    renderToaster()
    act(() => {
      toast({ title: 'Press Escape' })
    })
    const item = within(notifications()).getByRole('listitem')
    fireEvent.keyDown(item, { key: 'Escape' })
    expect(within(notifications()).queryByRole('listitem')).not.toBeInTheDocument()
  })

  it('marks destructive toasts and runs action buttons: a route change or a callback, then closes', () => {
    const onUndo = vi.fn()
    const router = renderToaster()
    act(() => {
      toast({
        title: 'Saffron added to cart!',
        variant: 'destructive',
        actions: [
          { label: 'View Cart', to: '/cart' },
          { label: 'Undo', onClick: onUndo },
        ],
      })
    })
    const item = within(notifications()).getByRole('listitem')
    expect(item).toHaveAttribute('data-variant', 'destructive')

    fireEvent.click(within(item).getByRole('button', { name: 'Undo' }))
    expect(onUndo).toHaveBeenCalledTimes(1)
    expect(within(notifications()).queryByRole('listitem')).not.toBeInTheDocument()

    act(() => {
      toast({ title: 'Again', actions: [{ label: 'View Cart', to: '/cart' }] })
    })
    fireEvent.click(within(notifications()).getByRole('link', { name: 'View Cart' }))
    expect(router.location.pathname).toBe('/cart')
  })

  it('moves focus to the notifications with F8', () => {
    renderToaster()
    act(() => {
      toast({ title: 'Focus me' })
    })
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' })
    expect(notifications().contains(document.activeElement)).toBe(true)
  })
})

describe('Toaster across pages', () => {
  /** Toaster in a layout around two pages, on the window's own history (as in the app). */
  function renderPages() {
    window.history.replaceState(null, '', '/')
    return renderIn(
      (children) => <BrowserRouter>{children}</BrowserRouter>,
      <Route
        element={
          <>
            <Outlet />
            <Toaster />
          </>
        }
      >
        <Route path="/" element={<p>Home page</p>} />
        <Route path="/cart" element={<p>Cart page</p>} />
      </Route>,
    )
  }

  afterEach(() => window.history.replaceState(null, '', '/'))

  it('dismisses the toasts of the page left, visible or waiting, and shows those of the new page', async () => {
    const router = renderPages()
    act(() => {
      toast({ title: 'Added on home', pageBound: true })
      toast({ title: 'Waiting on home', pageBound: true })
    })
    expect(within(notifications()).getByRole('listitem')).toHaveTextContent('Added on home')

    await act(() => router.navigate('/cart'))
    expect(screen.getByText('Cart page')).toBeInTheDocument()
    expect(within(notifications()).queryByRole('listitem')).not.toBeInTheDocument()
    expect(useToastStore.getState().queue).toEqual([])

    act(() => {
      toast({ title: 'Queued on the cart' })
    })
    expect(within(notifications()).getByRole('listitem')).toHaveTextContent('Queued on the cart')
  })

  it('keeps the toast when only the query changes', async () => {
    const router = renderPages()
    act(() => {
      toast({ title: 'Product list updated!', pageBound: true })
    })
    await act(() => router.navigate('/?category=seeds'))
    expect(within(notifications()).getByRole('listitem')).toHaveTextContent('Product list updated!')
  })
})
