import { useDropzone } from 'react-dropzone'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { toast, type ToastInput } from '@/stores/toast'
import {
  ACCEPTED_IMAGES,
  galleryImagesReadyToast,
  mainImageReadyToast,
  MAX_IMAGE_BYTES,
  rejectionToast,
} from '@/lib/image-rules'

interface ImageDropProps {
  id: string
  label: string
  multiple: boolean
  disabled?: boolean
  onFiles: (files: File[]) => void
  /** What a chosen file's toast says; the product form's main and gallery images unless told. */
  readyToast?: (count: number) => ToastInput
}

const productImagesReady = (multiple: boolean) => (count: number) =>
  multiple ? galleryImagesReadyToast(count) : mainImageReadyToast

/** A drop zone (also a button opening the file dialog) for JPEG, PNG or WebP images of at most 2 MB. */
export function ImageDrop({
  id,
  label,
  multiple,
  disabled,
  onFiles,
  readyToast = productImagesReady(multiple),
}: ImageDropProps) {
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: ACCEPTED_IMAGES,
    maxSize: MAX_IMAGE_BYTES,
    multiple,
    disabled,
    // A real button opens the file dialog; the zone itself only takes drops (no nested controls).
    noClick: true,
    noKeyboard: true,
    onDropAccepted: (files) => {
      onFiles(files)
      toast(readyToast(files.length))
    },
    onDropRejected: (rejections) => {
      for (const rejection of rejections) toast(rejectionToast(rejection))
    },
  })
  return (
    <div
      {...getRootProps({
        className: cn(
          'mt-1.5 flex min-h-24 flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed p-4 text-center text-sm',
          isDragActive ? 'border-brand-700 bg-brand-50' : 'border-ink-muted/40 bg-white',
          disabled && 'opacity-60',
        ),
      })}
    >
      <input id={id} {...getInputProps()} />
      <Button variant="secondary" onClick={open} disabled={disabled} aria-describedby={`${id}-hint`}>
        {label}
      </Button>
      <span id={`${id}-hint`} className="text-ink-muted">
        {isDragActive ? 'Drop the image here. ' : 'Or drag and drop here. '}
        JPEG, PNG or WebP, up to 2MB{multiple ? ' each' : ''}.
      </span>
    </div>
  )
}
