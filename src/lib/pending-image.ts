import { useEffect, useRef } from 'react'

/** A chosen file with its local preview (an object URL, released when the file goes). */
export interface PendingImage {
  file: File
  preview: string
}

export function toPending(file: File): PendingImage {
  return { file, preview: typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '' }
}

export function releasePreview(image: PendingImage) {
  if (image.preview && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(image.preview)
}

/** Releases the previews still pending when the form goes away. */
export function useReleasePreviews(images: readonly PendingImage[]) {
  const current = useRef(images)
  useEffect(() => {
    current.current = images
  }, [images])
  useEffect(() => () => current.current.forEach(releasePreview), [])
}
