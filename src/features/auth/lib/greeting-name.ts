import type { Profile } from '@/types/models'

/** The account's greeting: the first name, else the e-mail before the at sign, else Valued Customer. */
export function greetingName(profile: Pick<Profile, 'first_name'> | null, email: string | undefined): string {
  const firstName = profile?.first_name?.trim().split(/\s+/)[0]
  if (firstName) return firstName
  const local = email?.split('@')[0]
  return local || 'Valued Customer'
}
