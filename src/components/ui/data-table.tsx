import { Fragment, type ReactNode } from 'react'
import { useMediaQuery } from '@/hooks/use-media-query'
import { cn } from '@/lib/cn'
import { tdClass, thClass } from './table-classes'

export interface DataColumn<T> {
  header: string
  cell: (row: T) => ReactNode
  /** Classes for the table's cell only (e.g. `break-all` for addresses). */
  cellClass?: string
}

interface DataTableProps<T> {
  /** The table's caption and the card list's name. */
  caption: string
  rows: readonly T[]
  rowKey: (row: T) => string
  /** The first column heads each card; the others are its labelled facts. */
  columns: readonly DataColumn<T>[]
}

/** Tailwind's `lg`: beside the sidebar, the admin has a table's width from here. */
const WIDE = '(min-width: 64rem)'

/**
 * Rows as a table where the admin has the width (beside the sidebar, from `lg`), and as cards on a phone,
 * where a table would scroll sideways inside its box: the same facts, stacked, as the product list shows them.
 * One layout is in the DOM, not both with one hidden by CSS: every row rendered twice doubles the first render.
 */
export function DataTable<T>({ caption, rows, rowKey, columns }: DataTableProps<T>) {
  const wide = useMediaQuery(WIDE)
  const [head, ...facts] = columns
  if (!head) return null
  return wide ? (
    <table className="mt-6 w-full border-collapse text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col" className={thClass}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td key={column.header} className={cn(tdClass, column.cellClass)}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  ) : (
    <ul aria-label={caption} className="mt-6 space-y-3">
      {rows.map((row) => (
        <li key={rowKey(row)} className="space-y-3 rounded-2xl border border-brand-100 bg-white p-4">
          <div className="min-w-0 wrap-anywhere">{head.cell(row)}</div>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
            {facts.map((column) => {
              const value = column.cell(row)
              // A card leaves out a fact with nothing to say (no action for a sent mail).
              return value == null ? null : (
                <Fragment key={column.header}>
                  <dt className="text-ink-muted">{column.header}</dt>
                  <dd className="min-w-0 wrap-anywhere">{value}</dd>
                </Fragment>
              )
            })}
          </dl>
        </li>
      ))}
    </ul>
  )
}
