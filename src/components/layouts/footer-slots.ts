import { createContext, type ReactNode } from 'react'

/**
 * The footer's newsletter block. Shared layouts may not import features, so the app (app/root.tsx)
 * puts the newsletter feature's sign-up here and the footer renders whatever it was given.
 */
export const FooterNewsletterContext = createContext<ReactNode>(null)
