import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { controlClass } from '@/components/ui/form/control-class'
import { Field } from '@/components/ui/form/field'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/errors'
import { slugFromTitle, slugify } from '@/lib/slug'
import { toast } from '@/stores/toast'
import type { AdminBlogPost } from '../api/blog-posts'
import { CoverUploadError, isBlogSlugTakenError, useSaveBlogPost } from '../api/save-blog-post'
import {
  BLOG_POST_MESSAGES,
  blogPostSchema,
  blogPostToForm,
  formToBlogPost,
  NEW_BLOG_POST,
  type BlogPostFormValues,
} from '../lib/blog-post-form'
import { useCover } from '../hooks/use-cover'
import { CoverImageField } from './cover-image-field'
import { MarkdownField } from './markdown-field'

interface BlogPostFormProps {
  /** The post to edit; none for a new one (saved as a draft). */
  post?: AdminBlogPost
  /** After the save (the toast is said): the saved post. */
  onSaved: (post: AdminBlogPost) => void
  onCancel: () => void
}

type TextField = Exclude<keyof BlogPostFormValues, 'blog_markdown'>

/**
 * Write or edit a post: its words, a slug (made from the title until typed by hand), a cover image with
 * its description, and the Markdown body beside its preview. The cover stays a local preview until the
 * save uploads it; a failed save keeps what was typed.
 */
export function BlogPostForm({ post, onSaved, onCancel }: BlogPostFormProps) {
  const id = useId()
  const save = useSaveBlogPost()
  const cover = useCover(post?.main_image_url ?? null)
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    setValue,
    getFieldState,
    formState: { errors },
  } = useForm<BlogPostFormValues>({
    resolver: zodResolver(blogPostSchema),
    defaultValues: post ? blogPostToForm(post) : NEW_BLOG_POST,
    reValidateMode: 'onSubmit',
  })
  const body = useWatch({ control, name: 'blog_markdown' })

  const fieldProps = (name: keyof BlogPostFormValues, options?: Parameters<typeof register>[1]) => {
    const error = errors[name]?.message
    return {
      id: `${id}-${name}`,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-${name}-error` : undefined,
      ...register(name, { onChange: () => clearErrors(name), ...options }),
    }
  }

  const textField = (name: TextField, label: string, required = false, className?: string) => (
    <div className={className}>
      <Field id={`${id}-${name}`} label={label} required={required} error={errors[name]?.message}>
        <input type="text" aria-required={required || undefined} className={controlClass()} {...fieldProps(name)} />
      </Field>
    </div>
  )

  const onValid = async (form: BlogPostFormValues) => {
    if (cover.hasCover && form.image_description.trim() === '') {
      setError('image_description', { message: BLOG_POST_MESSAGES.imageDescriptionMissing }, { shouldFocus: true })
      return
    }
    try {
      const saved = await save.mutateAsync({
        loaded: post,
        fields: formToBlogPost(form),
        coverUrl: cover.url,
        newCover: cover.pending?.file ?? null,
      })
      toast(
        post
          ? { title: 'Post Saved', description: `${saved.blog_title} was updated.` }
          : { title: 'Draft Created', description: `${saved.blog_title} was saved as a draft. Publish it when ready.` },
      )
      onSaved(saved)
    } catch (error) {
      if (error instanceof CoverUploadError) {
        toast({ title: 'Upload Error', description: error.message, variant: 'destructive' })
      } else if (isBlogSlugTakenError(error)) {
        setError('blog_slug', { message: BLOG_POST_MESSAGES.slugTaken }, { shouldFocus: true })
      } else {
        toast({ title: 'Save Failed', description: errorMessage(error), variant: 'destructive' })
      }
    }
  }

  // Registered in the page's order, so a failed submit focuses the first field wrong (the title, then the slug).
  register('blog_title')
  const slug = register('blog_slug')

  return (
    <form
      noValidate
      aria-label={post ? `Edit ${post.blog_title}` : 'New Post'}
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      className="mt-6 space-y-8"
    >
      <fieldset className="grid gap-5 rounded-2xl border border-brand-100 bg-white p-6 sm:grid-cols-2">
        <legend className="px-2 text-lg font-bold">Post</legend>
        <div className="sm:col-span-2">
          <Field id={`${id}-blog_title`} label="Title" required error={errors.blog_title?.message}>
            <input
              type="text"
              aria-required="true"
              className={controlClass()}
              {...fieldProps('blog_title', {
                // A new post's slug follows its title until the slug is typed by hand.
                onChange: (event: { target: { value: string } }) => {
                  clearErrors('blog_title')
                  if (!post && !getFieldState('blog_slug').isDirty) {
                    setValue('blog_slug', slugFromTitle(event.target.value))
                  }
                },
              })}
            />
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Field id={`${id}-blog_slug`} label="Slug" required error={errors.blog_slug?.message}>
            <input
              type="text"
              aria-required="true"
              className={controlClass('light', 'font-mono')}
              {...fieldProps('blog_slug')}
              onChange={(event) => {
                event.target.value = slugify(event.target.value)
                clearErrors('blog_slug')
                void slug.onChange(event)
              }}
            />
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Field id={`${id}-blog_excerpt`} label="Excerpt" error={errors.blog_excerpt?.message}>
            <textarea rows={2} className={controlClass()} {...fieldProps('blog_excerpt')} />
          </Field>
        </div>
        {textField('author_name', 'Author', true)}
        {textField('category', 'Category', true)}
      </fieldset>

      <CoverImageField
        id={id}
        cover={cover}
        altText={textField('image_description', 'Cover image description (alt text)')}
      />

      <fieldset className="rounded-2xl border border-brand-100 bg-white p-6">
        <legend className="px-2 text-lg font-bold">Body</legend>
        <MarkdownField value={body} error={errors.blog_markdown?.message} {...fieldProps('blog_markdown')} />
      </fieldset>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={save.isPending}>
          {save.isPending ? <Spinner label="Saving" /> : null}
          {post ? 'Save Changes' : 'Create Draft'}
        </Button>
        <Button variant="secondary" size="lg" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
