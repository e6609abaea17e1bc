const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' })
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

/** `Nov 25, 2026` */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso))
/** `Nov 25, 2026, 3:04 PM` */
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso))
