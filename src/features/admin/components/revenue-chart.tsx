import type { AdminDashboard } from '../api/dashboard-schema'
import { money } from '../lib/format'

const WIDTH = 720
const HEIGHT = 200

/**
 * Daily revenue as bars with the order count as a line, drawn as plain SVG (at most 90 days of two
 * series needs no charting library); the same figures follow in a table for screen readers.
 */
export function RevenueChart({ daily }: { daily: AdminDashboard['daily'] }) {
  const maxRevenue = Math.max(1, ...daily.map((day) => day.revenue))
  const maxOrders = Math.max(1, ...daily.map((day) => day.orders))
  const step = WIDTH / Math.max(1, daily.length)
  const points = daily
    .map((day, index) => `${index * step + step / 2},${HEIGHT - (day.orders / maxOrders) * (HEIGHT - 10)}`)
    .join(' ')
  return (
    <figure className="mt-4">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-52 w-full" aria-hidden="true" preserveAspectRatio="none">
        {daily.map((day, index) => {
          const height = (day.revenue / maxRevenue) * (HEIGHT - 10)
          return (
            <rect
              key={day.date}
              x={index * step + step * 0.15}
              y={HEIGHT - height}
              width={step * 0.7}
              height={height}
              className="fill-brand-600"
            />
          )
        })}
        <polyline points={points} fill="none" strokeWidth={2} className="stroke-saffron-500" />
      </svg>
      <figcaption className="mt-2 text-sm text-ink-muted">
        Bars: revenue per day (highest {money(maxRevenue)}). Line: orders per day (highest {maxOrders}).
      </figcaption>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-semibold">Daily figures</summary>
        <table className="mt-2 w-full max-w-md text-left">
          <caption className="sr-only">Revenue and orders per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Revenue</th>
              <th scope="col">Orders</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((day) => (
              <tr key={day.date}>
                <td>{day.date}</td>
                <td>{money(day.revenue)}</td>
                <td>{day.orders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
