import type uPlot from 'uplot'
import { describe, expect, it } from 'vitest'
import { chartData, chartOptions } from '@/features/admin/lib/revenue-chart-options'

const DAY = 86_400
const plot = { tzDate: (d: Date) => d, paths: {} } as unknown as typeof uPlot
const daily = ['2026-11-23', '2026-11-24', '2026-11-25'].map((date, i) => ({ date, revenue: 10 * i, orders: i }))

describe('revenue chart', () => {
  it('spans every day whole, the last (today) included, so no bar is cut at either edge', () => {
    const [days] = chartData(daily)
    const first = days[0]!
    const last = days.at(-1)!
    const range = chartOptions(plot, 720).scales!.x!.range
    expect(typeof range).toBe('function')
    const [min, max] = (range as uPlot.Range.Function)({} as uPlot, first, last, 'x')
    // Each bar is centred on its day's midnight (UTC): the scale must reach half a day beyond both.
    expect(min).toBeLessThanOrEqual(first - DAY / 2)
    expect(max).toBeGreaterThanOrEqual(last + DAY / 2)
    expect(max! - min!).toBeLessThanOrEqual(daily.length * DAY)
  })
})
