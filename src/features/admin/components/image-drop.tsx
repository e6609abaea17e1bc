import { useDropzone } from 'react-dropzone'
import { cn } from '@/lib/cn'
import { toast } from '@/stores/toast'
import {
  ACCEPTED_IMAGES,
  galleryImagesReadyToast,
  mainImageReadyToast,
  MAX_IMAGE_BYTES,
  rejectionToast,
} from '../lib/image-rules'

interface ImageDropProps {
  id: string
  label: string
  multiple: boolean
  disabled?: boolean
  onFiles: (files: File[]) => void
}

/** A drop zone (also a button opening the file dialog) for JPEG, PNG or WebP images of at most 2 MB. */
export function ImageDrop({ id, label, multiple, disabled, onFiles }: ImageDropProps) {
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: ACCEPTED_IMAGES,
    maxSize: MAX_IMAGE_BYTES,
    multiple,
    disabled,
    onDropAccepted: (files) => {
      onFiles(files)
      toast(multiple ? galleryImagesReadyToast(files.length) : mainImageReadyToast)
    },
    onDropRejected: (rejections) => {
      for (const rejection of rejections) toast(rejectionToast(rejection))
    },
  })
  return (
    <div
      {...getRootProps({
        role: 'button',
        'aria-label': label,
        'aria-describedby': `${id}-hint`,
        className: cn(
          'mt-1.5 flex min-h-24 cursor-pointer flex-col items-center justify-center rounded-xl border-2 border-dashed p-4 text-center text-sm',
          isDragActive ? 'border-brand-700 bg-brand-50' : 'border-ink-muted/40 bg-white',
          disabled && 'cursor-not-allowed opacity-60',
        ),
      })}
    >
      <input id={id} {...getInputProps()} />
      <span className="font-semibold">{isDragActive ? 'Drop the image here' : label}</span>
      <span id={`${id}-hint`} className="text-ink-muted">
        Drag and drop or click to choose. JPEG, PNG or WebP, up to 2MB{multiple ? ' each' : ''}.
      </span>
    </div>
  )
}
