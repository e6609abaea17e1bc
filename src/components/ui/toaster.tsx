import * as Toast from '@radix-ui/react-toast'

/**
 * Placeholder for the toast queue (one visible, 5 s default, swipe right past 50 px, F8 to focus).
 * The toast store's issue renders its current toast in here. Loaded lazily by app/provider.tsx so
 * Radix stays out of the entry chunk; mounting it on the first queued toast would also take it out
 * of the first visit.
 */
export default function Toaster() {
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      <Toast.Viewport className="fixed right-0 bottom-0 z-50 flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </Toast.Provider>
  )
}
