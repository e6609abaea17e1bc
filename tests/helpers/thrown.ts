/** The error `fn` throws, which must be an instance of `kind`; fails the test when it throws nothing. */
export function thrown<E extends Error>(kind: abstract new (...args: never[]) => E, fn: () => unknown): E {
  try {
    fn()
  } catch (e) {
    if (e instanceof kind) return e
    throw e
  }
  throw new Error(`expected a ${kind.name}, but nothing was thrown`)
}
