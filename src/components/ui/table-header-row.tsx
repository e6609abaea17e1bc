import { thClass } from './table-classes'

/** A table's column headings. */
export function HeaderRow({ labels }: { labels: readonly string[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col" className={thClass}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  )
}
