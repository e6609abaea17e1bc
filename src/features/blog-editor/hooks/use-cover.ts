import { useState } from 'react'
import { releasePreview, toPending, useReleasePreviews, type PendingImage } from '@/lib/pending-image'

/** The cover a post keeps (its stored URL) and a chosen one (a local preview until the save uploads it). */
export function useCover(storedUrl: string | null) {
  const [url, setUrl] = useState(storedUrl)
  const [pending, setPending] = useState<PendingImage | null>(null)
  useReleasePreviews(pending ? [pending] : [])
  return {
    url,
    pending,
    hasCover: pending !== null || url !== null,
    choose: (file: File) => {
      if (pending) releasePreview(pending)
      setPending(toPending(file))
    },
    remove: () => {
      if (pending) {
        releasePreview(pending)
        setPending(null)
      } else {
        setUrl(null)
      }
    },
  }
}

export type Cover = ReturnType<typeof useCover>
