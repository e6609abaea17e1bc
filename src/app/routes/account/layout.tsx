import { AccountLayout } from '@/features/account/components/account-layout'
import { SignOutButton } from '@/features/auth/components/sign-out-button'

export function AccountFrame() {
  return <AccountLayout signOut={<SignOutButton />} />
}
