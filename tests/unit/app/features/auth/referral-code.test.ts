import { beforeEach, describe, expect, it } from 'vitest'
import { forgetReferralCode, keepReferralCode, referralCodeFor } from '@/features/auth/lib/referral-code'

// A friend's referral code, from the link (?ref=) to the sign-up that sends it.

beforeEach(() => sessionStorage.clear())

describe('the referral code of a link', () => {
  it('is kept for the visit, so the sign-up on another page still sends it', () => {
    keepReferralCode('?mode=signup&ref=ABCDEFGH23')
    expect(referralCodeFor('')).toBe('ABCDEFGH23')
    expect(referralCodeFor('?returnTo=%2Fproducts')).toBe('ABCDEFGH23')
  })

  it('of the current page wins over the kept one, and is gone once forgotten', () => {
    keepReferralCode('?ref=ABCDEFGH23')
    expect(referralCodeFor('?ref=ZYXWVUTS98')).toBe('ZYXWVUTS98')
    forgetReferralCode()
    expect(referralCodeFor('')).toBeNull()
  })

  it('is ignored when it is not a code, in the link or in storage', () => {
    keepReferralCode('?ref=%3Cscript%3E')
    expect(referralCodeFor('')).toBeNull()
    expect(referralCodeFor('?ref=a b')).toBeNull()
    sessionStorage.setItem('casabite.referral', '{"code":1}')
    expect(referralCodeFor('')).toBeNull()
  })
})
