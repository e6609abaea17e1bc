/** The admin tables' look: the table, a heading cell and a data cell. */
export const tableClass = 'mt-6 w-full min-w-[44rem] border-collapse text-left text-sm'
export const thClass = 'border-b border-ink/20 px-3 py-2 font-semibold'
export const tdClass = 'border-b border-ink/10 px-3 py-2 align-top'
