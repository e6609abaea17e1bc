import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import * as z from 'zod/mini'
import { Button } from '@/components/ui/button'
import { controlClass } from '@/components/ui/form/control-class'
import { Field } from '@/components/ui/form/field'
import { LoadError } from '@/components/ui/load-error'
import { toast } from '@/stores/toast'
import { useChangeFacetList, useFacetLists, type FacetList, type FacetListChange } from '../api/product-facet-lists'
import { isFacetTakenError } from '../api/product-write-errors'
import { FacetListsLoading } from './facet-lists-loading'

// The database's own limits (product_categories / product_cuisines): 1 to 60 characters.
const facetNameSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Enter a name.'), z.maxLength(60, 'Use at most 60 characters.')),
})

interface FacetNameFormProps {
  label: string
  submitLabel: string
  defaultValue?: string
  /** Resolves to an error message to show by the field, or nothing when the change was made. */
  onSave: (name: string) => Promise<string | undefined>
  onCancel?: () => void
}

function FacetNameForm({ label, submitLabel, defaultValue = '', onSave, onCancel }: FacetNameFormProps) {
  const id = useId()
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(facetNameSchema), defaultValues: { name: defaultValue } })
  const error = errors.name?.message
  const onValid = async ({ name }: { name: string }) => {
    const problem = await onSave(name)
    if (problem) setError('name', { message: problem }, { shouldFocus: true })
    else reset({ name: '' })
  }
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} className="flex flex-wrap items-end gap-2">
      <div className="min-w-48 flex-1">
        <Field id={id} label={label} error={error}>
          <input
            id={id}
            type="text"
            className={controlClass()}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            {...register('name')}
          />
        </Field>
      </div>
      <Button type="submit" disabled={isSubmitting}>
        {submitLabel}
      </Button>
      {onCancel ? (
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
    </form>
  )
}

const LISTS = {
  product_categories: { title: 'Categories', noun: 'category', Noun: 'Category' },
  product_cuisines: { title: 'Cuisines', noun: 'cuisine', Noun: 'Cuisine' },
} as const

function FacetListSection({ list, values }: { list: FacetList; values: string[] }) {
  const headingId = useId()
  const change = useChangeFacetList()
  const [renaming, setRenaming] = useState<string | null>(null)
  const { title, noun, Noun } = LISTS[list]

  const save = async (request: FacetListChange): Promise<string | undefined> => {
    try {
      await change.mutateAsync(request)
    } catch (error) {
      if (isFacetTakenError(error)) return `There is already a ${noun} with this name.`
      return error instanceof Error ? error.message : 'Please try again.'
    }
    toast(
      request.kind === 'add'
        ? { title: `${Noun} Added`, description: `${request.name.trim()} can now be chosen for products.` }
        : { title: `${Noun} Renamed`, description: `${request.from} is now ${request.name.trim()} everywhere.` },
    )
    setRenaming(null)
    return undefined
  }

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-brand-100 bg-white p-4">
      <h2 id={headingId} className="text-lg font-bold">
        {title}
      </h2>
      <ul className="mt-2 divide-y divide-ink/10">
        {values.map((value) => (
          <li key={value} className="py-2">
            {renaming === value ? (
              <FacetNameForm
                label={`New name for ${value}`}
                submitLabel="Save Name"
                defaultValue={value}
                onSave={(name) => save({ kind: 'rename', list, from: value, name })}
                onCancel={() => setRenaming(null)}
              />
            ) : (
              <span className="flex items-center justify-between gap-2">
                <span>{value}</span>
                <Button variant="secondary" aria-label={`Rename ${value}`} onClick={() => setRenaming(value)}>
                  Rename
                </Button>
              </span>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-3">
        <FacetNameForm
          label={`New ${noun}`}
          submitLabel={`Add ${Noun}`}
          onSave={(name) => save({ kind: 'add', list, name })}
        />
      </div>
    </section>
  )
}

/** The two lists, loaded and shown once the admin opens them (facet-lists-manager.tsx). */
export function FacetLists() {
  const lists = useFacetLists()
  if (lists.isPending) return <FacetListsLoading />
  if (lists.isError) {
    return <LoadError what="categories and cuisines" error={lists.error} onRetry={() => void lists.refetch()} />
  }
  return (
    <div className="mt-4 grid gap-4 md:grid-cols-2">
      <FacetListSection list="product_categories" values={lists.data.categories} />
      <FacetListSection list="product_cuisines" values={lists.data.cuisines} />
    </div>
  )
}
