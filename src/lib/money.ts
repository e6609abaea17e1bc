/**
 * Money is integer cents in TypeScript arithmetic (no float drift) and numeric(10,2) in the database.
 * Rounding is half away from zero, like Postgres `round(numeric, 2)`, so client previews match SQL totals.
 */
export type Cents = number

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/

/** Rounds to an integer, halves away from zero (Math.round sends -2.5 to -2). */
export function roundHalfAwayFromZero(value: number): number {
  const rounded = Math.sign(value) * Math.round(Math.abs(value))
  return rounded === 0 ? 0 : rounded // never -0
}

/** Parses a decimal amount of dollars (a number, or a string as PostgREST may send numeric) into cents. */
export function toCents(amount: number | string): Cents {
  if (typeof amount === 'number' && !Number.isFinite(amount)) {
    throw new RangeError(`Not a money amount: ${amount}`)
  }
  // String(number) is the shortest exact decimal form (1.005 -> "1.005"), so we round the decimal the
  // user meant, not its binary approximation (1.005 * 100 === 100.49999999999999).
  const text = String(amount).trim()
  const match = DECIMAL.exec(text)
  const [, sign, whole = '', fraction = ''] = match ?? []
  if (!match || (whole === '' && fraction === '')) {
    const parsed = Number(text) // exponent forms such as 1e-7 or 1.5e3
    if (text === '' || !Number.isFinite(parsed)) throw new RangeError(`Not a money amount: ${JSON.stringify(amount)}`)
    return roundHalfAwayFromZero(parsed * 100)
  }
  const cents = Number(whole || '0') * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'))
  const roundUp = fraction.length > 2 && Number(fraction[2]) >= 5 ? 1 : 0
  const magnitude = cents + roundUp
  return sign === '-' && magnitude !== 0 ? -magnitude : magnitude
}

/** toCents for untrusted input (stored JSON): null, not a throw, for anything that is not an amount. */
export function toCentsOrNull(value: unknown): Cents | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null
  try {
    return toCents(value)
  } catch {
    return null
  }
}

/** Dollars for display or for sending to SQL as numeric. */
export function fromCents(cents: Cents): number {
  return cents / 100
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** `1899` -> `"$18.99"`, `-500` -> `"-$5.00"`. */
export function formatMoney(cents: Cents): string {
  if (!Number.isInteger(cents)) throw new RangeError(`Cents must be an integer, got ${cents}`)
  return usd.format(cents / 100)
}

export function sumCents(values: readonly Cents[]): Cents {
  return values.reduce((total, value) => total + value, 0)
}

/** Unit price times quantity, e.g. a cart line total. */
export function multiplyCents(cents: Cents, quantity: number): Cents {
  if (!Number.isInteger(quantity)) throw new RangeError(`Quantity must be an integer, got ${quantity}`)
  return cents * quantity
}

/** A percentage of an amount, rounded to the cent (tax: 7% of the subtotal). */
export function percentOfCents(cents: Cents, percent: number): Cents {
  return roundHalfAwayFromZero((cents * percent) / 100)
}
