import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { ImageDrop } from '@/components/ui/form/image-drop'
import type { Cover } from '../hooks/use-cover'

const coverReadyToast = () => ({ title: 'Image Ready', description: 'Cover image selected. Save the post to upload.' })

/** The cover image: a drop zone, what is chosen or stored, its removal, and (as `altText`) its description. */
export function CoverImageField({ id, cover, altText }: { id: string; cover: Cover; altText: ReactNode }) {
  const shown = cover.pending?.preview || cover.url
  return (
    <fieldset className="grid gap-5 rounded-2xl border border-brand-100 bg-white p-6 sm:grid-cols-2">
      <legend className="px-2 text-lg font-bold">Cover Image</legend>
      <div>
        <ImageDrop
          id={`${id}-cover`}
          label="Choose cover image"
          multiple={false}
          readyToast={coverReadyToast}
          onFiles={([file]) => file && cover.choose(file)}
        />
        {cover.hasCover ? (
          <figure className="mt-3 flex flex-wrap items-center gap-3">
            {shown ? <img src={shown} alt="Cover image preview" className="h-24 w-36 rounded-lg object-cover" /> : null}
            <figcaption className="text-sm">
              {cover.pending ? `${cover.pending.file.name} (not saved yet)` : 'Current cover image'}
              <Button variant="ghost" onClick={cover.remove}>
                Remove cover image
              </Button>
            </figcaption>
          </figure>
        ) : null}
      </div>
      {altText}
    </fieldset>
  )
}
