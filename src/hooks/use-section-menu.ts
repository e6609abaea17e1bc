import { useState } from 'react'
import { useLocation } from 'react-router-dom'

/**
 * An area's sections folded into a toggle menu on small screens (account, admin): open or closed, and closed
 * again once a section is chosen (a new path: the state is reset while rendering). `toggleProps` go on the
 * menu's button, `controls` being the id of the menu it shows.
 */
export function useSectionMenu(controls: string) {
  const [open, setOpen] = useState(false)
  const { pathname } = useLocation()
  const [menuPath, setMenuPath] = useState(pathname)
  if (menuPath !== pathname) {
    setMenuPath(pathname)
    setOpen(false)
  }
  const toggleProps = {
    type: 'button',
    'aria-expanded': open,
    'aria-controls': controls,
    onClick: () => setOpen((wasOpen) => !wasOpen),
  } as const
  return { open, toggleProps }
}
