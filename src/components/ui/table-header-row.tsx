/** A table's column headings. */
export function HeaderRow({ labels }: { labels: readonly string[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col" className="border-b border-ink/20 px-3 py-2 font-semibold">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  )
}
