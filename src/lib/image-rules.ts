import type { FileRejection } from 'react-dropzone'
import type { ToastInput } from '@/stores/toast'

/** The spec's limits, which the product-images and blog-images buckets enforce as well. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024

export const ACCEPTED_IMAGES = {
  'image/jpeg': ['.jpeg', '.jpg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
}

/** One toast per refused file: too large, wrong type, or the library's own message. */
export function rejectionToast({ file, errors }: FileRejection): ToastInput {
  const codes = errors.map((error) => error.code)
  if (codes.includes('file-too-large')) {
    return { title: 'File Too Large', description: `${file.name} is larger than 2MB`, variant: 'destructive' }
  }
  if (codes.includes('file-invalid-type')) {
    return {
      title: 'Invalid File Type',
      description: `${file.name} is not an accepted image type`,
      variant: 'destructive',
    }
  }
  return { title: 'Upload Error', description: errors[0]?.message ?? 'The file was refused.', variant: 'destructive' }
}

export const mainImageReadyToast: ToastInput = {
  title: 'Image Ready',
  description: 'Main image selected. Save product to upload.',
}

export const galleryImagesReadyToast = (count: number): ToastInput => ({
  title: 'Images Ready',
  description: `${count} gallery image(s) selected. Save product to upload.`,
})
