import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { authKeys } from '@/lib/query-keys'
import { loadAuth } from '@/lib/supabase'

/** Auth's code for a wrong or stale code: the screens say so inline. */
export const CODE_REFUSED = new Set(['mfa_verification_failed', 'mfa_challenge_expired'])

export interface SecondFactors {
  /** Verified TOTP factors, by name. */
  factors: { id: string; name: string }[]
  currentLevel: string | null
  /** aal2 once the user has a verified factor: the code step is due while currentLevel is aal1. */
  nextLevel: string | null
}

async function getSecondFactors(): Promise<SecondFactors> {
  const auth = await loadAuth()
  const [listed, level] = await Promise.all([auth.mfa.listFactors(), auth.mfa.getAuthenticatorAssuranceLevel()])
  if (listed.error) throw listed.error
  if (level.error) throw level.error
  return {
    factors: listed.data.totp.map((f) => ({ id: f.id, name: f.friendly_name ?? 'Authenticator app' })),
    currentLevel: level.data.currentLevel,
    nextLevel: level.data.nextLevel,
  }
}

export const secondFactorsQueryOptions = () =>
  queryOptions({ queryKey: authKeys.factors(), queryFn: getSecondFactors, staleTime: 0 })

/** The session's assurance level, read from its token: no request (listing the factors asks Auth for the user). */
async function getAssuranceLevel(): Promise<string | null> {
  const { data, error } = await (await loadAuth()).mfa.getAuthenticatorAssuranceLevel()
  if (error) throw error
  return data.currentLevel
}

export const assuranceLevelQueryOptions = () =>
  queryOptions({ queryKey: authKeys.level(), queryFn: getAssuranceLevel, staleTime: 0 })

/** A code from the factor's app raises the session to aal2 (and verifies a newly enrolled factor). */
async function verifyCode({ factorId, code }: { factorId: string; code: string }): Promise<void> {
  const { error } = await (await loadAuth()).mfa.challengeAndVerify({ factorId, code })
  if (error) throw error
}

export interface Enrolment {
  factorId: string
  /** An SVG data URL, as Auth returns it: shown as an image, no QR code library needed. */
  qrCode: string
  secret: string
}

async function enrol(name: string): Promise<Enrolment> {
  const auth = await loadAuth()
  // An enrolment left unfinished earlier would block the same name: it goes first.
  const { data: listed } = await auth.mfa.listFactors()
  for (const f of listed?.all ?? []) {
    if (f.status === 'unverified') await auth.mfa.unenroll({ factorId: f.id })
  }
  const { data, error } = await auth.mfa.enroll({ factorType: 'totp', friendlyName: name })
  if (error) throw error
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret }
}

/** Removing a factor asks for a current code first: Auth removes a verified factor only at aal2. */
async function remove({ factorId, code }: { factorId: string; code: string }): Promise<void> {
  await verifyCode({ factorId, code })
  const { error } = await (await loadAuth()).mfa.unenroll({ factorId })
  if (error) throw error
}

function useFactorMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: authKeys.factors() }),
  })
}

/**
 * A code for the factor still due at sign-in (`factorId` when the caller knows it already). None due means
 * another tab has given the code meanwhile: nothing to verify.
 */
async function verifyDueCode({ code, factorId }: { code: string; factorId?: string }): Promise<void> {
  const due = factorId ?? (await secondFactorDue())?.factorId
  if (due) await verifyCode({ factorId: due, code })
}

export const useVerifyCode = () => useFactorMutation(verifyCode)
export const useVerifyDueCode = () => useFactorMutation(verifyDueCode)
export const useEnrolFactor = () => useFactorMutation(enrol)
export const useRemoveFactor = () => useFactorMutation(remove)

/** Whether the signed-in user must still give a code (a verified factor, a session at aal1). */
export async function secondFactorDue(): Promise<{ factorId: string } | null> {
  const { factors, currentLevel, nextLevel } = await getSecondFactors()
  const first = factors[0]
  return first && nextLevel === 'aal2' && currentLevel !== 'aal2' ? { factorId: first.id } : null
}
