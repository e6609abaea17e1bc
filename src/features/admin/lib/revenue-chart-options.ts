import type uPlot from 'uplot'
import type { AdminDashboard } from '../api/parse-dashboard'
import { money } from './format'

// The revenue chart's uPlot options and data, apart from the component so they can be checked.

export const HEIGHT = 220
// The theme's brand-600 (bars), saffron-500 (line) and ink (axes), as tailwind.config.ts defines them.
export const BAR = '#a93c1c'
export const LINE = '#d9901f'
const INK = '#2a1b12'

const HALF_DAY = 43_200

type Daily = AdminDashboard['daily']

/** Tick steps for counts: 1, 2, 5, 10, 20, 50, ... up to 5 million. */
const WHOLE_STEPS = Array.from({ length: 21 }, (_, i) => [1, 2, 5][i % 3]! * 10 ** Math.floor(i / 3))

export function chartOptions(plot: typeof uPlot, width: number): uPlot.Options {
  const fromZero = (_u: uPlot, _min: number, max: number): uPlot.Range.MinMax => [0, Math.max(1, max)]
  // Each bar is centred on its day's midnight; uPlot's own time range ends at the last midnight and
  // so cut the first and the last day (today) in half. Half a day either side shows them whole.
  const wholeDays = (_u: uPlot, min: number, max: number): uPlot.Range.MinMax => [min - HALF_DAY, max + HALF_DAY]
  return {
    width,
    height: HEIGHT,
    // The days are UTC dates: show them as such whatever the admin's time zone.
    tzDate: (ts) => plot.tzDate(new Date(ts * 1000), 'UTC'),
    // Its own legend shows values only under the pointer; the caption below is the legend, always readable.
    legend: { show: false },
    scales: { x: { time: true, range: wholeDays }, revenue: { range: fromZero }, orders: { range: fromZero } },
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

export const chartData = (daily: Daily): uPlot.AlignedData => [
  daily.map((day) => Date.parse(`${day.date}T00:00:00Z`) / 1000),
  daily.map((day) => day.revenue),
  daily.map((day) => day.orders),
]
