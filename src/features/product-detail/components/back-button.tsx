import { useNavigate } from 'react-router-dom'
import { paths } from '@/config/paths'

/** React Router numbers its history entries: idx 0 means this page was opened directly (no page to go back to). */
function hasPreviousEntry(): boolean {
  const state: unknown = window.history.state
  return typeof state === 'object' && state !== null && typeof (state as { idx?: unknown }).idx === 'number'
    ? (state as { idx: number }).idx > 0
    : false
}

/** Back to the previous page, or to the shop when the product page was the first one opened. */
export function BackButton() {
  const navigate = useNavigate()
  return (
    <button
      type="button"
      onClick={() => void (hasPreviousEntry() ? navigate(-1) : navigate(paths.shop.getHref()))}
      className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      <span aria-hidden="true">←</span> Back
    </button>
  )
}
