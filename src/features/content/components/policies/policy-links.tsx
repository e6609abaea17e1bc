import { ButtonLink } from '@/components/ui/button'
import { paths } from '@/config/paths'

/** The end of a policy page: a way to ask a question and a way back to the shop's home page. */
export function PolicyLinks() {
  return (
    <div className="flex flex-wrap gap-3">
      <ButtonLink to={paths.contact.getHref()}>Contact Us</ButtonLink>
      <ButtonLink to={paths.home.getHref()} variant="secondary">
        Back to Home
      </ButtonLink>
    </div>
  )
}
