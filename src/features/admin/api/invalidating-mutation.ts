import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { failureToast } from '@/lib/failure-toast'
import type { ToastInput } from '@/stores/toast'

/**
 * A write that, once done, refreshes every query under `keys`; a failure is announced with `failure`, a title
 * or the toast for that error (null: the screen shows it itself), through the mutation cache's one way:
 * `meta.errorToast`.
 */
export function useInvalidatingMutation<T, R>(
  mutationFn: (input: T) => Promise<R>,
  keys: readonly QueryKey[],
  failure?: string | ((error: Error) => ToastInput | null),
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
    ...(failure ? { meta: { errorToast: typeof failure === 'string' ? failureToast(failure) : failure } } : {}),
  })
}
