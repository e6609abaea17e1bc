import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { failureToast } from '@/lib/failure-toast'

/**
 * A write that, once done, refreshes every query under `keys`; a failure is announced with `failureTitle`
 * (the mutation cache's one way: `meta.errorToast`).
 */
export function useInvalidatingMutation<T, R>(
  mutationFn: (input: T) => Promise<R>,
  keys: readonly QueryKey[],
  failureTitle?: string,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
    ...(failureTitle ? { meta: { errorToast: failureToast(failureTitle) } } : {}),
  })
}
