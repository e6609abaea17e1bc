import { useEffect, useRef } from 'react'
import { toast, type ToastInput } from '@/stores/toast'

/**
 * Shows `input` once per failed fetch: `failedAt` is the query's `errorUpdatedAt`, which changes only
 * when a new failure is recorded (not on re-renders, nor on StrictMode's second effect run).
 * Pass a constant `input` (declared outside the component).
 */
export function useFailureToast(failed: boolean, failedAt: number, input: ToastInput) {
  const shownFor = useRef(0)

  useEffect(() => {
    if (!failed || failedAt === shownFor.current) return
    shownFor.current = failedAt
    toast(input)
  }, [failed, failedAt, input])
}
