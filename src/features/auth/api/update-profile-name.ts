import { useMutation, useQueryClient } from '@tanstack/react-query'
import { errorMessage } from '@/lib/errors'
import { profileKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'
import type { Profile } from '@/types/models'
import { PROFILE_COLUMNS } from './profile-query'

export interface UpdateProfileNameVariables {
  userId: string
  firstName: string
  lastName: string
}

/** Renames the signed-in customer (their profile's names only; the database allows nothing else, 80 characters each). */
async function updateProfileName({ userId, firstName, lastName }: UpdateProfileNameVariables): Promise<Profile> {
  const { data, error } = await db
    .from('profiles')
    .update({ first_name: firstName.trim() || null, last_name: lastName.trim() || null })
    .eq('id', userId)
    .select(PROFILE_COLUMNS)
    .single()
  if (error) throw error
  return data
}

export function useUpdateProfileName() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfileName,
    meta: {
      errorToast: (error) => ({
        title: 'Error',
        description: errorMessage(error) || 'Failed to update your name.',
        variant: 'destructive',
      }),
    },
    onSuccess: (profile, { userId }) => queryClient.setQueryData(profileKeys.detail(userId), profile),
    onSettled: (_data, _error, { userId }) => queryClient.invalidateQueries({ queryKey: profileKeys.detail(userId) }),
  })
}
