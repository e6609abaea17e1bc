import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import * as z from 'zod/mini'
import { Button } from '@/components/ui/button'
import { controlClass } from '@/components/ui/form/control-class'
import { Field } from '@/components/ui/form/field'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/stores/toast'
import { useReplyToMessage } from '../api/reply-to-message'
import { dateTime } from '../lib/format'
import { fieldAria, text } from '../lib/form-rules'

const replySchema = z.object({
  body: text([(v) => v.length >= 1 && v.length <= 5000, 'Write a reply of 1 to 5000 characters.']),
})

type ReplyForm = z.input<typeof replySchema>

interface MessageReplyProps {
  message: { id: string; full_name: string; email: string; replies: { id: string; body: string; created_at: string }[] }
}

/** The replies sent to a message, and a form to send one (by e-mail, through the mail queue). */
export function MessageReply({ message }: MessageReplyProps) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const reply = useReplyToMessage()
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ReplyForm>({
    resolver: zodResolver(replySchema),
    defaultValues: { body: '' },
    reValidateMode: 'onSubmit',
  })
  const onValid = async (form: ReplyForm) => {
    try {
      await reply.mutateAsync({ messageId: message.id, body: form.body.trim() })
      toast({ title: 'Reply Sent', description: `Your reply is on its way to ${message.email}.` })
      reset()
      setOpen(false)
    } catch {
      // The mutation's meta announced it; what was typed stays in the form.
    }
  }
  return (
    <>
      {message.replies.length > 0 ? (
        <ul aria-label={`Replies to ${message.full_name}`} className="mt-3 space-y-2">
          {[...message.replies]
            .sort((a, b) => a.created_at.localeCompare(b.created_at))
            .map((sent) => (
              <li key={sent.id} className="rounded-lg bg-brand-50 p-3 text-sm">
                <p className="font-semibold">Replied {dateTime(sent.created_at)}</p>
                <p className="mt-1 whitespace-pre-line">{sent.body}</p>
              </li>
            ))}
        </ul>
      ) : null}
      {open ? (
        <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} className="mt-3 space-y-3">
          <Field id={`${id}-body`} label={`Reply to ${message.full_name}`} required error={errors.body?.message}>
            <textarea
              {...fieldAria(id, 'body', errors.body?.message)}
              {...register('body')}
              rows={5}
              maxLength={5000}
              autoFocus
              className={controlClass()}
            />
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={reply.isPending}>
              {reply.isPending ? <Spinner /> : null}
              Send Reply
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <Button className="mt-3" variant="secondary" onClick={() => setOpen(true)}>
          Reply
        </Button>
      )}
    </>
  )
}
