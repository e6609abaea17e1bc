import { useEffect, useRef } from 'react'
import type uPlot from 'uplot'
import { whenSettled } from '@/lib/when-settled'
import type { AdminDashboard } from '../api/parse-dashboard'
import { money } from '../lib/format'
import { BAR, chartData, chartOptions, HEIGHT, LINE } from '../lib/revenue-chart-options'

/**
 * Daily revenue as bars with the order count as a line, drawn by uPlot on a canvas. uPlot (~20 KB gzip)
 * loads when the chart nears the viewport, so only a dashboard visit fetches it, and once the page has settled:
 * the figures and the chart's heading paint without waiting for its download. The canvas is hidden from
 * assistive technology: the caption sums it up and the same figures follow in a table.
 */
export function RevenueChart({ daily }: { daily: AdminDashboard['daily'] }) {
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
        await whenSettled()
        if (cancelled) return
        const [{ default: plot }] = await Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
        if (cancelled) return
        chart = new plot(chartOptions(plot, element.clientWidth || 720), chartData(daily), element)
        observer = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth, height: HEIGHT }))
        observer.observe(element)
      } catch {
        // No canvas (or the chunk failed to load): the caption and the table below still tell the figures.
      }
    }
    // uPlot loads once the chart's (reserved) box comes near the viewport.
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
