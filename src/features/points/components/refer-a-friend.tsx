import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { controlClass } from '@/components/ui/form/control-class'
import { accountPaths } from '@/config/account-paths'
import { rewardsProgram } from '@/config/rewards'
import { toast } from '@/stores/toast'
import { referralLink } from '../lib/referral-link'

const { id: REFER_A_FRIEND_ID } = accountPaths.referAFriend

/**
 * The customer's referral link with a Copy button. The rewards page's Refer a Friend card leads here
 * (`#refer-a-friend`), so the section brings itself into view when the URL names it.
 */
export function ReferAFriend({ code }: { code: string }) {
  const { hash } = useLocation()
  const sectionRef = useRef<HTMLElement>(null)
  const link = referralLink(code, window.location.origin)

  useEffect(() => {
    if (hash === `#${REFER_A_FRIEND_ID}`) sectionRef.current?.scrollIntoView()
  }, [hash])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link)
      toast({ title: 'Link Copied', description: 'Share it with a friend who loves to cook.' })
    } catch {
      toast({ title: 'Copy Failed', description: 'Select the link and copy it yourself.', variant: 'destructive' })
    }
  }

  return (
    <section
      ref={sectionRef}
      id={REFER_A_FRIEND_ID}
      aria-labelledby="refer-heading"
      className="scroll-mt-24 rounded-2xl border border-brand-100 bg-white p-5"
    >
      <h2 id="refer-heading" className="text-xl font-bold">
        Refer a Friend
      </h2>
      <p className="mt-2 text-ink-muted">
        Share your link. When a friend creates an account through it and their first order is delivered, you earn{' '}
        {rewardsProgram.referralBonus} points.
      </p>
      <label htmlFor="referral-link" className="mt-4 block font-semibold">
        Your referral link
      </label>
      <div className="mt-1.5 flex flex-wrap gap-3">
        <input
          id="referral-link"
          readOnly
          value={link}
          className={controlClass('light', 'mt-0 min-w-0 flex-1')}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button onClick={() => void copy()}>Copy Link</Button>
      </div>
    </section>
  )
}
