import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'

/** A write that, once done, refreshes every query under `keys`. */
export function useInvalidatingMutation<T, R>(mutationFn: (input: T) => Promise<R>, keys: readonly QueryKey[]) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  })
}
