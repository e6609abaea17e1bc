/** The product grid: one column on phones, two from `sm`, three from `lg` (spec: 1, 2 or 3 by width). */
export const GRID_CLASSES = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3'

/** Tailwind's `lg`: from here the filters are a sidebar beside the grid, below it a drawer behind a button. */
export const SIDEBAR_MEDIA_QUERY = '(min-width: 64rem)'
