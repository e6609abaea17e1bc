import { useEffect, useRef } from 'react'
import type uPlot from 'uplot'
import type { AdminDashboard } from '../api/parse-dashboard'
import { money } from '../lib/format'

const HEIGHT = 220
// The theme's brand-600 (bars), saffron-500 (line) and ink (axes), as tailwind.config.ts defines them.
const BAR = '#a93c1c'
const LINE = '#d9901f'
const INK = '#2a1b12'

type Daily = AdminDashboard['daily']

/** Tick steps for counts: 1, 2, 5, 10, 20, 50, ... up to 5 million. */
const WHOLE_STEPS = Array.from({ length: 21 }, (_, i) => [1, 2, 5][i % 3]! * 10 ** Math.floor(i / 3))

function chartOptions(plot: typeof uPlot, width: number): uPlot.Options {
  const fromZero = (_u: uPlot, _min: number, max: number): uPlot.Range.MinMax => [0, Math.max(1, max)]
  return {
    width,
    height: HEIGHT,
    // The days are UTC dates: show them as such whatever the admin's time zone.
    tzDate: (ts) => plot.tzDate(new Date(ts * 1000), 'UTC'),
    // Its own legend shows values only under the pointer; the caption below is the legend, always readable.
    legend: { show: false },
    scales: { x: { time: true }, revenue: { range: fromZero }, orders: { range: fromZero } },
    series: [
      { label: 'Day' },
      {
        label: 'Revenue',
        scale: 'revenue',
        stroke: BAR,
        fill: `${BAR}cc`,
        paths: plot.paths.bars?.({ size: [0.7, 48] }),
        points: { show: false },
        value: (_u, value) => (value == null ? '—' : money(value)),
      },
      {
        label: 'Orders',
        scale: 'orders',
        stroke: LINE,
        width: 2,
        value: (_u, value) => (value == null ? '—' : String(value)),
      },
    ],
    axes: [
      { stroke: INK },
      { scale: 'revenue', stroke: INK, size: 70, values: (_u, ticks) => ticks.map((tick) => money(tick)) },
      // Orders are whole numbers: no 0.5 ticks.
      {
        scale: 'orders',
        side: 1,
        stroke: INK,
        grid: { show: false },
        incrs: WHOLE_STEPS,
      },
    ],
  }
}

const chartData = (daily: Daily): uPlot.AlignedData => [
  daily.map((day) => Date.parse(`${day.date}T00:00:00Z`) / 1000),
  daily.map((day) => day.revenue),
  daily.map((day) => day.orders),
]

/**
 * Daily revenue as bars with the order count as a line, drawn by uPlot on a canvas. uPlot (~20 KB gzip)
 * loads when the chart nears the viewport, so only a dashboard visit fetches it, after the tiles. The
 * canvas is hidden from assistive technology: the caption sums it up and the same figures follow in a table.
 */
export function RevenueChart({ daily }: { daily: Daily }) {
  const container = useRef<HTMLDivElement>(null)
  const maxRevenue = Math.max(0, ...daily.map((day) => day.revenue))
  const maxOrders = Math.max(0, ...daily.map((day) => day.orders))

  useEffect(() => {
    const element = container.current
    if (!element) return
    let chart: uPlot | undefined
    let observer: ResizeObserver | undefined
    let cancelled = false
    const draw = async () => {
      try {
        const [{ default: plot }] = await Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
        if (cancelled) return
        chart = new plot(chartOptions(plot, element.clientWidth || 720), chartData(daily), element)
        observer = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth, height: HEIGHT }))
        observer.observe(element)
      } catch {
        // No canvas (or the chunk failed to load): the caption and the table below still tell the figures.
      }
    }
    // uPlot loads once the chart's (reserved) box comes near the viewport, so the tiles above it paint
    // without waiting for its download.
    const near =
      typeof IntersectionObserver === 'function' ? new IntersectionObserver(onNear, { rootMargin: '100px' }) : null
    function onNear(entries: IntersectionObserverEntry[]) {
      if (!entries.some((entry) => entry.isIntersecting)) return
      near?.disconnect()
      void draw()
    }
    if (near) near.observe(element)
    else void draw()
    return () => {
      cancelled = true
      near?.disconnect()
      observer?.disconnect()
      chart?.destroy()
    }
  }, [daily])

  return (
    <figure className="mt-4">
      <div ref={container} aria-hidden="true" className="min-h-[262px] w-full" />
      <figcaption className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm" style={{ backgroundColor: BAR }} />
          Revenue per day, bars (highest {money(maxRevenue)})
        </span>
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-0.5 w-4" style={{ backgroundColor: LINE }} />
          Orders per day, line (highest {maxOrders})
        </span>
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
