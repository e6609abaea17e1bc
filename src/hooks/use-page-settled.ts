import { useEffect, useState } from 'react'
import { whenSettled } from '@/lib/when-settled'

/** False until the page has loaded and the browser is idle (see whenSettled), then true. */
export function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false)
  useEffect(() => {
    let mounted = true
    void whenSettled().then(() => {
      if (mounted) setSettled(true)
    })
    return () => {
      mounted = false
    }
  }, [])
  return settled
}
